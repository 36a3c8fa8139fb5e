import type { Access } from 'payload'
import { hasRole, type Role } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** A barber creates its barber record, a shop its barbershop record; admins create any. */
export const canCreateOwnProfile =
  (role: Extract<Role, 'barber' | 'barbershop'>): Access =>
  ({ req }) => {
    const user = requestUser(req)
    return hasRole(user, role) || hasRole(user, 'admin')
  }
