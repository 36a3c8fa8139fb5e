import type { AfterErrorHook } from 'payload'
import { DomainError } from '#domain/errors'
import { invitationMessages } from '#domain/messages/invitations'
import { describeUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { inPayloadShape } from '#infra/errors/answerDomainError'

/** The unique index on (job, barber) caught a second invitation that raced past claimInvitation: the same 409 and words. */
export const explainDuplicateInvitation: AfterErrorHook = ({ error }) =>
  describeUniqueViolation(error) ? inPayloadShape(new DomainError('conflict', invitationMessages.alreadyInvited, { field: 'barber' })) : undefined
