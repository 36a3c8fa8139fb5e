import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { verificationEmail } from '../../domain/emails'
import { VERIFICATION_TTL_MS } from '../../domain/signup'
import { queueEmail } from './sendEmailTask'

type Recipient = { id: number; email: string; name?: string | null }

/**
 * Gives the account a fresh confirmation link (48 hours) and queues the e-mail in the caller's
 * transaction, so it is sent only if that transaction commits.
 */
export async function queueVerificationEmail(payload: Payload, req: PayloadRequest, user: Recipient): Promise<void> {
  const token = randomBytes(20).toString('hex')
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { _verificationToken: token, verificationExpiresAt: new Date(Date.now() + VERIFICATION_TTL_MS).toISOString() },
    req,
    returning: false,
  })
  const email = verificationEmail({ name: user.name, url: `${payload.config.serverURL}/verificar-email?token=${token}` })
  await queueEmail(req, user.email, email)
}
