import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { passwordResetEmail, verificationEmail, type Email } from '../../domain/emails'
import { VERIFICATION_TTL_MS } from '../../domain/signup'
import { EMAIL_QUEUE, queueEmail } from './sendEmailTask'
import { postgresAdapter } from '../database/adapter'
import { settings } from '../settings'

type Recipient = { id: number; email: string; name?: string | null; userType?: string | null }

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
  await queueEmail(req, user.email, verificationEmail({ name: user.name, business: user.userType === 'barbershop', url }))
}

export type AccountLinkKind = 'passwordReset' | 'verification'

type StoredUser = { id: number; email: string; name?: string | null; userType?: string | null; _verified?: boolean | null }

/** Reset e-mails, and confirmation e-mails, one address receives in an hour at most (RATE_LIMIT_SCALE multiplies it). */
const ACCOUNT_LINKS_PER_HOUR = 3
const HOUR_MS = 60 * 60_000

/**
 * Counts one more e-mail of `kind` to `address` and says whether it may go: at most
 * ACCOUNT_LINKS_PER_HOUR in an hour's window, counted in PostgreSQL (`rate_limit_hits`, like the
 * rate limits) so every instance counts the same e-mails. The key holds a hash of the address,
 * not the address. Past the cap nothing is sent and the account keeps its current link, so
 * strangers asking about an address fill its inbox with three e-mails at most, and its owner
 * still has a link that works (the newest one sent).
 */
async function mayEmailAgain(req: PayloadRequest, kind: AccountLinkKind, address: string): Promise<boolean> {
  const key = `account-link:${kind}:${createHash('sha256').update(address).digest('hex')}`
  const { rows } = await postgresAdapter(req.payload).pool.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING hits`,
    [key, HOUR_MS],
  )
  return rows[0]!.hits <= ACCOUNT_LINKS_PER_HOUR * settings().rateLimitScale
}

/** The e-mail asked for, or nothing when the address has no account (or, for a confirmation, one already confirmed). */
async function accountLinkEmail(req: PayloadRequest, kind: AccountLinkKind, address: string): Promise<{ to: string; message: Email } | null> {
  const { payload } = req
  const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: address } }, req })) as StoredUser | null
  if (!user || (kind === 'verification' && user._verified)) return null
  if (!(await mayEmailAgain(req, kind, user.email.toLowerCase()))) return null
  if (kind === 'verification') {
    const url = await newVerificationLink(payload, req, user.id)
    return { to: user.email, message: verificationEmail({ name: user.name, business: user.userType === 'barbershop', url }) }
  }
  const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true, req })
  if (!token) return null
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
