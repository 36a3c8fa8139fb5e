import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { verificationMessages } from '#domain/messages/auth'
import { forgotPasswordSchema } from '#domain/signup'
import { queueAccountLink } from '#infra/email/accountEmails'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { DomainError, invalidInput } from '#domain/errors'

type StoredUser = { id: number; email: string; name?: string; _verified?: boolean; verificationExpiresAt?: string | null }

/**
 * Confirms an e-mail address from the link sent at sign-up: once, and within 48 hours (Payload's
 * own verification tokens never expire, so its `/api/users/verify/:token` route is answered here too).
 */
export function verifyEmail(payload: Payload): RequestHandler {
  return async (req, res) => {
    const sent: unknown = req.params.token ?? (req.body as { token?: unknown } | undefined)?.token ?? ''
    // Read as sent, never coerced: String(['abc…']) would be a token too.
    const token = typeof sent === 'string' ? sent.trim() : ''
    if (!/^[a-f0-9]{20,128}$/i.test(token)) throw new DomainError('invalid', verificationMessages.invalid, { field: 'token' })
    const user = (await payload.db.findOne({ collection: 'users', where: { _verificationToken: { equals: token } } })) as StoredUser | null
    if (!user) throw new DomainError('invalid', verificationMessages.invalid)
    if (!user.verificationExpiresAt || new Date(user.verificationExpiresAt).getTime() < Date.now()) {
      throw new DomainError('gone', verificationMessages.expired, { code: 'EXPIRED' })
    }
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { _verified: true, _verificationToken: null, verificationExpiresAt: null },
      returning: false,
    })
    res.json({ message: verificationMessages.verified })
  }
}

/**
 * A new confirmation link, queued like a reset link: neither the answer nor its time tells whether
 * the e-mail has an account, or a confirmed one.
 */
export function resendVerification(payload: Payload): RequestHandler {
  return async (req, res) => {
    const parsed = forgotPasswordSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidInput(parsed.error.issues)
    await queueAccountLink(payload, 'verification', parsed.data.email.toLowerCase())
    flushEmailQueue(payload)
    res.json({ message: verificationMessages.resent })
  }
}
