import type { PayloadRequest } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Posting jobs: shops (for themselves) and admins (for any shop). */
export const isBarbershopOrAdmin = ({ req }: { req: PayloadRequest }): boolean => {
  const user = requestUser(req)
  return hasRole(user, 'barbershop') || hasRole(user, 'admin')
}
