import { displayText, tooLong } from './schemaParts'
import { z } from './validation'

/**
 * Suporte (issue 13): a signed-in user opens a ticket on /suporte, an admin answers it from the
 * console (the user gets the answer by e-mail and on /suporte) and closes it. Shared by the web
 * form, the collection's hooks and the console.
 */
export const SUPPORT_SUBJECT_MAX = 140
export const SUPPORT_MESSAGE_MAX = 5000
export const SUPPORT_REPLY_MAX = 5000
/** Tickets one account may open per hour: enough for a real problem, too few to flood the queue. */
export const SUPPORT_TICKETS_PER_HOUR = 5
export const SUPPORT_PATH = '/suporte'

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export const ticketStatusLabels: Record<TicketStatus, string> = { open: 'Aberto', answered: 'Respondido', closed: 'Encerrado' }

export const supportMessages = {
  title: 'Suporte',
  created: 'Chamado enviado! Você recebe a resposta por email e nesta página.',
  createFailed: 'Erro ao enviar chamado',
  subjectRequired: 'Informe o assunto.',
  messageRequired: 'Escreva sua mensagem.',
  notYourJob: 'Escolha uma das suas vagas.',
  notYourApplication: 'Escolha uma das suas candidaturas.',
  jobsAreForShops: 'Só barbearias vinculam uma vaga; barbeiros vinculam uma candidatura.',
  applicationsAreForBarbers: 'Só barbeiros vinculam uma candidatura; barbearias vinculam uma vaga.',
  oneLinkOnly: 'Vincule uma vaga ou uma candidatura, não as duas.',
  tooMany: `Você já abriu ${SUPPORT_TICKETS_PER_HOUR} chamados na última hora. Aguarde um pouco antes de abrir outro.`,
  replyRequired: 'Escreva a resposta.',
  closedCannotBeAnswered: 'Este chamado está encerrado. Reabra-o para responder.',
  onlyClosedReopen: 'Só um chamado encerrado pode ser reaberto.',
  answerSent: 'Resposta enviada',
  answerFailed: 'Erro ao enviar resposta',
  ticketClosed: 'Chamado encerrado',
  ticketReopened: 'Chamado reaberto',
  statusFailed: 'Erro ao atualizar status',
  loadFailed: 'Erro ao carregar chamados',
} as const

/** A missing text reads as an empty one, so it gets the field's own "required" message. */
const text = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema)

/** An id from a select: '' (nothing chosen) reads as absent. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ error: 'Escolha uma das opções.' }).int('Escolha uma das opções.').positive('Escolha uma das opções.').optional(),
)

/** The /suporte form, checked again by the collection (hooks/validateSupportTicket.ts). */
export const supportTicketSchema = z
  .object({
    subject: text(displayText().pipe(z.string().min(1, supportMessages.subjectRequired).max(SUPPORT_SUBJECT_MAX, tooLong(SUPPORT_SUBJECT_MAX)))),
    message: text(
      z
        .string({ error: supportMessages.messageRequired })
        .trim()
        .min(1, supportMessages.messageRequired)
        .max(SUPPORT_MESSAGE_MAX, tooLong(SUPPORT_MESSAGE_MAX)),
    ),
    job: optionalId,
    application: optionalId,
  })
  .refine((ticket) => !(ticket.job && ticket.application), { message: supportMessages.oneLinkOnly, path: ['application'] })

export type SupportTicketInput = z.input<typeof supportTicketSchema>
export type SupportTicketData = z.output<typeof supportTicketSchema>

/**
 * The status machine: answering (a new reply) moves an open or answered ticket to answered; a
 * closed ticket must be reopened (closed → open) before it is answered again; open and answered
 * tickets may be closed. 'answered' is reached only by answering, and an answer always lands there.
 * Returns the refusal, or null.
 */
export function ticketChangeRefusal(from: TicketStatus, to: TicketStatus, answering: boolean): string | null {
  if (answering) return from === 'closed' ? supportMessages.closedCannotBeAnswered : null
  if (from === to) return null
  if (to === 'answered') return supportMessages.replyRequired
  if (to === 'closed') return null
  return from === 'closed' ? null : supportMessages.onlyClosedReopen
}
