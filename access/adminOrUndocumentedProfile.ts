import type { FieldAccess } from 'payload'
import { DOCUMENT_KINDS } from '#domain/documents'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * A profile's country goes with its document (a CPF is Brazilian, a NIF Portuguese): its owner
 * chooses it until the profile holds a document, then only admins, that is support, change it.
 */
export const adminOrUndocumentedProfile: FieldAccess = ({ req, doc }) => hasRole(requestUser(req), 'admin') || !DOCUMENT_KINDS.some((kind) => doc?.[kind])
