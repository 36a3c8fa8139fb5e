import { DomainError } from '#domain/errors'
import { type CollectionBeforeValidateHook } from 'payload'
import type { Application } from '#payload-types'
import { APPLICATION_STATUSES, canTransition, transitionError, type ApplicationStatus } from '#domain/applications'
import { requestUser } from '#utilities/requestUser'

/**
 * Shops move an application only along pending → accepted | rejected and accepted → hired.
 * Every other field of an application is immutable (field access), so status is all that moves.
 * Repeating the current status is a harmless no-op.
 */
export const enforceApplicationTransition: CollectionBeforeValidateHook<Application> = ({ data, operation, originalDoc, req }) => {
  if (!data || operation !== 'update' || !requestUser(req)) return data
  const from = originalDoc?.status as ApplicationStatus
  const to = (data.status ?? from) as ApplicationStatus
  if (!APPLICATION_STATUSES.includes(to)) return data // the select field's validation refuses it
  if (to !== from && !canTransition(from, to)) throw new DomainError('conflict', transitionError(from, to))
  return data
}
