import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { trialDaysOf } from '#domain/account'
import { mailboxOf } from '#domain/contact'
import { passwordResetEmail, verificationEmail, type Email } from '#domain/emails'
import { RESET_TOKEN_TTL_MS, VERIFICATION_TTL_MS } from '#domain/signup'
import { EMAIL_QUEUE, queueEmail } from './sendEmailTask'
import { postgresAdapter } from '../database/adapter'
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
  const { rows } = await postgresAdapter(payload).pool.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limit_hits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING hits, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`,
    [key, HOUR_MS],
  )
  const { hits, retry_after } = rows[0]!
  return { allowed: hits <= EMAILS_TO_ONE_ADDRESS_PER_HOUR * settings().rateLimitScale, retryAfterSeconds: Math.max(1, retry_after) }
}

const TOKEN_COLUMNS = {
  verification: { token: '_verificationtoken', expiresAt: 'verification_expires_at', ttlMs: VERIFICATION_TTL_MS },
  passwordReset: { token: 'reset_password_token', expiresAt: 'reset_password_expiration', ttlMs: RESET_TOKEN_TTL_MS },
} as const

/**
 * The link's token for one more e-mail: the account's current one while it still works, given a
 * fresh lifetime, or a new one. Links e-mailed one after another (a batch of the queue, a retry,
 * another server) may arrive in any order, so they all carry the same token and the newest e-mail
 * in the inbox always works. One UPDATE decides it under the row's lock: two sends at once never
 * write two tokens. Using a link ends it (Payload's reset expires it, confirming clears it).
 */
async function liveToken(req: PayloadRequest, kind: AccountLinkKind, userId: number): Promise<string> {
  const { token, expiresAt, ttlMs } = TOKEN_COLUMNS[kind]
  const { rows } = await postgresAdapter(req.payload).pool.query<{ token: string }>(
    `UPDATE users SET
       ${token} = CASE WHEN ${token} IS NOT NULL AND ${expiresAt} > now() THEN ${token} ELSE $2 END,
       ${expiresAt} = now() + make_interval(secs => $3 / 1000.0)
     WHERE id = $1 RETURNING ${token} AS token`,
    [userId, randomBytes(20).toString('hex'), ttlMs],
  )
  return rows[0]!.token
}

/** The e-mail asked for, or nothing when the address has no account (or, for a confirmation, one already confirmed). */
async function accountLinkEmail(req: PayloadRequest, kind: AccountLinkKind, address: string): Promise<{ to: string; message: Email } | null> {
  const { payload } = req
  const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: address } }, req })) as StoredUser | null
  if (!user || (kind === 'verification' && user._verified)) return null
  if (!(await countEmailTo(payload, kind, user.email)).allowed) return null
  const token = await liveToken(req, kind, user.id)
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
