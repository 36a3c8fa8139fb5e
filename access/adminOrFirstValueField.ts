import type { FieldAccess } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * A value its owner gives once and then only admins change, that is support: a barber's CPF and a
 * shop's CNPJ, given at sign-up (or in the complete-profile form when an admin made the account
 * without a profile). The document number is who the account is; changing it is not self-service.
 */
export const adminOrFirstValueField =
  (field: string): FieldAccess =>
  ({ req, doc }) =>
    hasRole(requestUser(req), 'admin') || !doc?.[field]
