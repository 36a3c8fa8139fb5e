import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '#utilities/requestUser'
import { ticketAnswerEmail } from '#domain/emails'
import type { SupportTicket } from '#payload-types'
import { queueEmail } from '#infra/email/sendEmailTask'

/**
 * Each answer reaches the ticket's author by e-mail, queued in the answer's own transaction
 * (decision 0008): an answer that rolls back sends nothing, and a failing mail server is retried
 * without failing the admin's request. Trusted imports (the demo seed) pass `context: { notify: false }`.
 */
export const notifyTicketAnswer: CollectionAfterChangeHook<SupportTicket> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.notify === false || operation !== 'update' || !doc.answeredAt || doc.answeredAt === previousDoc?.answeredAt || !doc.reply) return doc
  const author = await req.payload.findByID({
    collection: 'users',
    id: relationId(doc.user)!,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true, userType: true },
    req,
  })
  await queueEmail(
    req,
    author.email,
    ticketAnswerEmail({
      name: author.name,
      business: author.userType === 'barbershop',
      subject: doc.subject,
      reply: doc.reply,
      baseUrl: req.payload.config.serverURL,
    }),
  )
  return doc
}
