import type { RequestHandler } from 'express'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { passwordResetEmail } from '../../domain/emails'
import { forgotPasswordSchema } from '../../domain/signup'
import { queueEmail } from '../email/sendEmailTask'
import { flushEmailQueue } from '../email/queueRunner'
import { HttpError } from '../http/errors'

export const forgotPasswordMessage = 'Se houver uma conta com este email, enviamos um link para criar uma nova senha.'

/**
 * POST /api/users/forgot-password: Payload makes the one-hour reset token; the e-mail (HTML and
 * text) goes through the queue like every other. The answer is the same whether or not the
 * e-mail has an account.
 */
export function forgotPassword(payload: Payload): RequestHandler {
  return async (req, res) => {
    const parsed = forgotPasswordSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message)
    const email = parsed.data.email.toLowerCase()
    const transaction = await createLocalReq({}, payload)
    await initTransaction(transaction)
    try {
      const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true, req: transaction })
      if (token) {
        const { docs } = await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          limit: 1,
          depth: 0,
          req: transaction,
          select: { name: true },
        })
        const message = passwordResetEmail({ name: docs[0]?.name, url: `${payload.config.serverURL}/recuperar-senha?token=${token}` })
        await queueEmail(transaction, email, message)
      }
      await commitTransaction(transaction)
    } catch (error) {
      await killTransaction(transaction)
      throw error
    }
    flushEmailQueue(payload)
    res.json({ message: forgotPasswordMessage })
  }
}
