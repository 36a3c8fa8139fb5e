import type { PayloadRequest, TaskConfig } from 'payload'

/**
 * E-mails leave through the jobs queue: queued in the same transaction as the change that causes
 * them (a rolled-back sign-up sends nothing), sent right after commit, and retried with backoff
 * when the mail server fails, without ever failing the user's request.
 */
export const EMAIL_QUEUE = 'email'

/** An RFC 5545 text and its iTIP method (REQUEST, CANCEL), which the e-mail's text/calendar part repeats. */
export type CalendarInvite = { method: 'REQUEST' | 'CANCEL'; content: string }

export const sendEmailTask: TaskConfig<{
  input: {
    to: string
    subject: string
    html: string
    text: string
    headers?: Record<string, string> | null
    account?: number | null
    calendar?: CalendarInvite | null
  }
  output: Record<string, never>
}> = {
  slug: 'sendEmail',
  label: 'Enviar e-mail',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    // Extra headers, such as an alert's one-click unsubscribe (RFC 8058, decision 0037).
    { name: 'headers', type: 'json' },
    // The account that asked for an e-mail to an address not (yet) its own, a new e-mail's
    // confirmation: deleting the account finds it by this id (server/privacy/store.ts).
    { name: 'account', type: 'number' },
    // A calendar invitation (a test day's, decision 0069), sent as nodemailer's iCalendar alternative.
    { name: 'calendar', type: 'json' },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: input.text,
      ...(input.headers ? { headers: input.headers } : {}),
      ...(input.calendar ? { icalEvent: { filename: 'teste-pratico.ics', ...input.calendar } } : {}),
    })
    return { output: {} }
  },
}

/**
 * Queues one e-mail in the transaction of `req`: it leaves only if that transaction commits.
 * `account`: the account it is sent for, when `to` is not that account's e-mail.
 */
export function queueEmail(
  req: PayloadRequest,
  to: string,
  message: { subject: string; html: string; text: string; headers?: Record<string, string>; calendar?: CalendarInvite },
  account?: number,
) {
  return req.payload.jobs.queue({ task: 'sendEmail', queue: EMAIL_QUEUE, input: { to, ...message, ...(account ? { account } : {}) }, req })
}
