import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { resetMessages } from '../../domain/messages'
import { HttpError } from '../http/errors'
import { translationOverrides } from '../translations'

export const resetLinkInvalid = translationOverrides.error.tokenInvalidOrExpired

/**
 * In front of Payload's POST /api/users/reset-password: a token that is unknown, already used or
 * past its hour is refused here in Portuguese (Payload answers that case in English); a good one
 * goes on to Payload, which sets the password and signs the user in.
 */
export function checkResetToken(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    const token = (req.body as { token?: unknown } | undefined)?.token
    if (typeof token !== 'string' || !/^[a-f0-9]{20,128}$/i.test(token)) throw new HttpError(400, resetLinkInvalid, { title: resetMessages.linkErrorTitle })
    const user = await payload.db.findOne({
      collection: 'users',
      where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    })
    if (!user) throw new HttpError(400, resetLinkInvalid, { title: resetMessages.linkErrorTitle })
    next()
  }
}
