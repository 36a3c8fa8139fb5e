import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { forgotPasswordSchema } from '#domain/signup'
import { queueAccountLink } from '#infra/email/accountEmails'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { invalidInput } from '#domain/errors'
import { resetMessages } from '#domain/messages/auth'

/**
 * POST /api/users/forgot-password: queues the reset e-mail (Payload's one-hour token, made when the
 * queue runs) and answers at once, the same words and the same work whether or not the e-mail
 * has an account.
 */
export function forgotPassword(payload: Payload): RequestHandler {
  return async (req, res) => {
    const parsed = forgotPasswordSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidInput(parsed.error.issues)
    await queueAccountLink(payload, 'passwordReset', parsed.data.email.toLowerCase())
    flushEmailQueue(payload)
    res.json({ message: resetMessages.linkSent })
  }
}
