import type { FieldAccess } from 'payload'
import { hasRole } from '../domain/roles'
import { requestUser } from './user'

/**
 * A value its owner gives once and then only admins change (a barber's CPF: given at sign-up, or
 * later in the complete-profile form when the record started without one).
 */
export const adminOrFirstValueField =
  (field: string): FieldAccess =>
  ({ req, doc }) =>
    hasRole(requestUser(req), 'admin') || !doc?.[field]
