import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { resetMessages } from '#domain/messages/auth'
import { validationMessages } from '#domain/messages/common'
import { DomainError } from '#domain/errors'

/** Unknown, already used or past its hour: the reset link is refused with the spec's default text (§2). */
async function assertLiveResetToken(payload: Payload, body: unknown): Promise<void> {
  const token = (body as { token?: unknown } | undefined)?.token
  const refused = new DomainError('invalid', resetMessages.linkErrorDefault, { title: resetMessages.linkErrorTitle, field: 'token' })
  if (typeof token !== 'string' || !/^[a-f0-9]{20,128}$/i.test(token)) throw refused
  const user = await payload.db.findOne({
    collection: 'users',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
  })
  if (!user) throw refused
}

/**
 * In front of Payload's POST /api/users/reset-password: a dead token is refused here in Portuguese
 * (Payload answers that case in English); a good one goes on to Payload, which sets the password
 * and signs the user in.
 */
export function checkResetToken(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    // A password of another type is refused before anything reads it, whatever the token.
    const password = (req.body as { password?: unknown } | undefined)?.password
    if (password !== undefined && typeof password !== 'string') throw new DomainError('invalid', validationMessages.text, { field: 'password' })
    await assertLiveResetToken(payload, req.body)
    next()
  }
}

/**
 * POST /api/users/reset-password/check `{ token }`: 200 while the link can still set a password,
 * so /recuperar-senha shows 'Erro no link de recuperação' before the user types a new password
 * rather than after. The token travels in the body, never in a logged URL.
 */
export function resetTokenStatus(payload: Payload): RequestHandler {
  return async (req, res) => {
    await assertLiveResetToken(payload, req.body)
    res.setHeader('cache-control', 'no-store')
    res.json({ valid: true })
  }
}
