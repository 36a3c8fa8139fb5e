import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { trialDaysOf } from '#domain/account'
import { mailboxOf } from '#domain/contact'
import { passwordResetEmail, verificationEmail, type Email } from '#domain/emails'
import { VERIFICATION_TTL_MS } from '#domain/signup'
import { EMAIL_QUEUE, queueEmail } from './sendEmailTask'
import { postgresAdapter } from '../database/adapter'
import { countHit } from '../rateLimits/store'
import { liveLinkToken } from '../users/store'
import { settings } from '../settings'

type Recipient = { id: number; email: string; name?: string | null; userType?: string | null; trialDocumentUsed?: boolean | null }

/** A fresh confirmation link (48 hours) for the account; the one sent before stops working. */
async function newVerificationLink(payload: Payload, req: PayloadRequest, userId: number): Promise<string> {
  const token = randomBytes(20).toString('hex')
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { _verificationToken: token, verificationExpiresAt: new Date(Date.now() + VERIFICATION_TTL_MS).toISOString() },
    req,
    returning: false,
  })
  return `${payload.config.serverURL}/verificar-email?token=${token}`
}

/**
 * Gives the account a fresh confirmation link and queues the e-mail in the caller's transaction,
 * so it is sent only if that transaction commits.
 */
export async function queueVerificationEmail(payload: Payload, req: PayloadRequest, user: Recipient): Promise<void> {
  const url = await newVerificationLink(payload, req, user.id)
  await queueEmail(req, user.email, verificationEmail({ name: user.name, business: user.userType === 'barbershop', url, trialDays: trialDaysOf(user) }))
}

export type AccountLinkKind = 'passwordReset' | 'verification'

type StoredUser = Recipient & { _verified?: boolean | null }

/** E-mails of one count (resets; confirmations) one inbox receives in an hour at most (RATE_LIMIT_SCALE multiplies it). */
const EMAILS_TO_ONE_ADDRESS_PER_HOUR = 3
const HOUR_MS = 60 * 60_000

/** The e-mails capped per recipient: the account links, and the confirmation of an e-mail change. */
export type CappedEmailKind = AccountLinkKind | 'emailChange'

/**
 * Which count an e-mail goes to. A sign-up's confirmation, its resends and an e-mail change's
 * confirmation all ask an inbox to confirm an address, whoever typed it: one count, or a stranger
 * reached one inbox 3 times per door (issue 36). Resets keep a count of their own, so the
 * confirmations strangers ask for never stop the owner of an account from receiving a reset.
 */
const COUNT_OF: Record<CappedEmailKind, string> = { passwordReset: 'passwordReset', verification: 'confirmation', emailChange: 'confirmation' }

/** Whether one more e-mail may go, and in how many seconds the count of its hour starts over. */
export type EmailAllowance = { allowed: boolean; retryAfterSeconds: number }

/**
 * Counts one more e-mail of `kind` to `address` and says whether it may go: at most
 * EMAILS_TO_ONE_ADDRESS_PER_HOUR in an hour's window, whoever asks for them and however the address
 * is spelled (its inbox, domain/contact.ts `mailboxOf`: case, +tags, Gmail's dots), counted in PostgreSQL
 * (`rate_limit_hits`, like the rate limits) so every instance counts the same e-mails; one upsert
 * under the row's lock, so requests at once are counted one after the other. The key holds a hash
 * of the address, not the address. For the account links, past the cap nothing is sent and the
 * account keeps its current link, so strangers asking about an address fill its inbox with three
 * e-mails at most, and its owner still has a link that works (the newest one sent); an e-mail
 * change past the cap is refused (server/account/accountSecurity.ts). The count is the address's,
 * not an account's: deleting an account leaves it (server/privacy/store.ts).
 */
export async function countEmailTo(payload: Payload, kind: CappedEmailKind, address: string): Promise<EmailAllowance> {
  const key = `account-link:${COUNT_OF[kind]}:${createHash('sha256').update(mailboxOf(address)).digest('hex')}`
  const { hits, retryAfterSeconds } = await countHit(postgresAdapter(payload).pool, key, HOUR_MS)
  return { allowed: hits <= EMAILS_TO_ONE_ADDRESS_PER_HOUR * settings().rateLimitScale, retryAfterSeconds: Math.max(1, retryAfterSeconds) }
}

/** The e-mail asked for, or nothing when the address has no account (or, for a confirmation, one already confirmed). */
async function accountLinkEmail(req: PayloadRequest, kind: AccountLinkKind, address: string): Promise<{ to: string; message: Email } | null> {
  const { payload } = req
  const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: address } }, req })) as StoredUser | null
  if (!user || (kind === 'verification' && user._verified)) return null
  if (!(await countEmailTo(payload, kind, user.email)).allowed) return null
  const token = await liveLinkToken(postgresAdapter(req.payload).pool, kind, user.id)
  if (kind === 'verification') {
    const url = `${payload.config.serverURL}/verificar-email?token=${token}`
    return { to: user.email, message: verificationEmail({ name: user.name, business: user.userType === 'barbershop', url, trialDays: trialDaysOf(user) }) }
  }
  const url = `${payload.config.serverURL}/recuperar-senha?token=${token}`
  return { to: user.email, message: passwordResetEmail({ name: user.name, business: user.userType === 'barbershop', url }) }
}

/**
 * Reset and confirmation links asked for by address. The request only queues this task, the same
 * row whether or not the address has an account, so neither its answer nor its time tells; the
 * lookup, the cap on e-mails per address, the token and the e-mail happen here, after the
 * response (decision 0016). A failed send is retried like any e-mail, with a new link each time.
 */
export const sendAccountLinkTask: TaskConfig<{ input: { kind: AccountLinkKind; email: string }; output: Record<string, never> }> = {
  slug: 'sendAccountLink',
  label: 'Enviar link de conta',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'passwordReset', label: 'Redefinição de senha' },
        { value: 'verification', label: 'Confirmação de email' },
      ],
    },
    { name: 'email', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const email = await accountLinkEmail(req, input.kind, input.email)
    if (email) await req.payload.sendEmail({ to: email.to, ...email.message })
    return { output: {} }
  },
}

export function queueAccountLink(payload: Payload, kind: AccountLinkKind, email: string) {
  return payload.jobs.queue({ task: 'sendAccountLink', queue: EMAIL_QUEUE, input: { kind, email } })
}
