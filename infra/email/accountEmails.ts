import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { passwordResetEmail, verificationEmail, type Email } from '../../domain/emails'
import { VERIFICATION_TTL_MS } from '../../domain/signup'
import { EMAIL_QUEUE, queueEmail } from './sendEmailTask'

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

/** The e-mail asked for, or nothing when the address has no account (or, for a confirmation, one already confirmed). */
async function accountLinkEmail(req: PayloadRequest, kind: AccountLinkKind, address: string): Promise<{ to: string; message: Email } | null> {
  const { payload } = req
  const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: address } }, req })) as StoredUser | null
  if (!user) return null
  if (kind === 'verification') {
    if (user._verified) return null
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
 * lookup, the token and the e-mail happen here, after the response (decision 0016). A failed send
 * is retried like any e-mail, with a new link each time.
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
