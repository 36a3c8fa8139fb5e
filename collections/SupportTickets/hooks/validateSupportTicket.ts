import { invalidFields } from '#domain/errors'
import { type CollectionBeforeValidateHook } from 'payload'
import type { SupportTicket } from '#payload-types'
import { supportTicketSchema } from '#domain/support'
import { requestUser } from '#utilities/requestUser'

/**
 * A ticket opened by a signed-in user passes the same zod schema as the /suporte form, so the
 * server's messages are the form's (subject, message, at most one link). Trusted server calls
 * (the demo seed) write what they mean.
 */
export const validateSupportTicket: CollectionBeforeValidateHook<SupportTicket> = ({ data, operation, req }) => {
  if (operation !== 'create' || !data || !requestUser(req)) return data
  const parsed = supportTicketSchema.safeParse({ subject: data.subject, message: data.message, job: data.job, application: data.application })
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? 'message'), message: issue.message }))
    throw invalidFields(errors)
  }
  const { subject, message, job, application } = parsed.data
  return { ...data, subject, message, job: job ?? null, application: application ?? null }
}
