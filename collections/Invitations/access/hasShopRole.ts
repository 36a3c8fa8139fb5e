import type { PayloadRequest } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Only shops invite (admins included: they have no jobs to invite to). */
export const hasShopRole = ({ req }: { req: PayloadRequest }): boolean => hasRole(requestUser(req), 'barbershop')
