import { DomainError, invalidFields } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import type { SupportTicket } from '#payload-types'
import { supportMessages, ticketChangeRefusal, type TicketStatus } from '#domain/support'
import { requestUser } from '#utilities/requestUser'

/**
 * The ticket's status machine (domain/support.ts), wherever the change comes from (the console, Payload's
 * REST API): a new reply is an answer, which lands on 'answered' and records who answered and when;
 * a closed ticket must be reopened before it is answered again; 'answered' without a reply is refused.
 */
export const enforceTicketAnswer: CollectionBeforeChangeHook<SupportTicket> = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status as TicketStatus
  const { reply: sent, ...rest } = data
  const stored = originalDoc.reply ?? ''
  const reply = typeof sent === 'string' ? sent.trim() : ''
  // Payload's REST clients send whole records: the stored answer sent back is no answer.
  const touched = sent !== undefined && (sent ?? '') !== stored
  if (touched && !reply) throw invalidFields([{ path: 'reply', message: supportMessages.replyRequired }])
  const answering = touched && reply !== stored.trim()
  const to = answering ? 'answered' : ((data.status as TicketStatus | undefined) ?? from)
  const refusal = ticketChangeRefusal(from, to, answering)
  if (refusal) throw new DomainError('conflict', refusal)
  if (!answering) return rest
  return { ...rest, reply, status: 'answered', answeredAt: new Date().toISOString(), answeredBy: requestUser(req)?.id ?? null }
}
