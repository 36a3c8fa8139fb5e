import type { CollectionAfterChangeHook, CollectionBeforeOperationHook, RequestContext } from 'payload'
import { queueVerificationEmail as queueEmail } from '#infra/email/accountEmails'
import type { User } from '#payload-types'

/** The addresses whose account this request creates with a confirmation e-mail of ours to send. */
const PENDING = 'verificationEmailsToQueue'

const pending = (context: RequestContext): Set<string> => {
  const existing = context[PENDING]
  if (existing instanceof Set) return existing as Set<string>
  const created = new Set<string>()
  context[PENDING] = created
  return created
}

/**
 * Payload sends its own confirmation e-mail inside the create call, with a token that has no end:
 * our link check (server/account/verifyEmail.ts) read that as 'Link expirado' at once, and a failing
 * mail server failed the admin's create. Every account created without `disableVerificationEmail`
 * (an admin's, in the console or through the REST API) gets ours instead, as a sign-up does: a
 * 48-hour link, queued in the create's own transaction (decision 0008). Callers that send their own
 * (the sign-up route) or none (the seed, tests) keep passing `disableVerificationEmail`.
 */
export const takeOverVerificationEmail: CollectionBeforeOperationHook<'users'> = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const { disableVerificationEmail, data } = args as { disableVerificationEmail?: boolean; data?: { email?: unknown; _verified?: unknown } }
  if (!disableVerificationEmail && typeof data?.email === 'string' && data._verified !== true) pending(req.context).add(data.email.trim().toLowerCase())
  return { ...args, disableVerificationEmail: true }
}

export const queueVerificationEmail: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !pending(req.context).delete(doc.email.toLowerCase())) return doc
  await queueEmail(req.payload, req, { id: doc.id, email: doc.email, name: doc.name, userType: doc.userType })
  return doc
}
