import { DomainError, invalidForm, type FailureKind } from '#domain/errors'
import { createHash, randomBytes } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema, EMAIL_CHANGE_TTL_MS } from '#domain/accountSecurity'
import { emailChangeConfirmationEmail, emailChangeRequestedEmail, passwordChangedEmail } from '#domain/emails'
import { accountSecurityMessages, signupMessages } from '#domain/messages/auth'
import { describeUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { passwordMatches } from './passwords'
import { countEmailTo } from '#infra/email/accountEmails'
import { queueEmail } from '#infra/email/sendEmailTask'
import { announceSessionsChanged } from '#infra/realtime/sessionChanges'
import { requireUser } from '../http/auth'
import { sessionClaim } from '../http/session'
import { inTransaction } from '../http/transaction'

/**
 * Segurança da conta: a password change needs the current password; an e-mail change needs it too
 * and happens only once the link sent to the new address is opened (the current address is told
 * at once). Both end the account's other sessions. Payload's own update refuses these changes
 * (hooks/requireProofForCredentials.ts), so these routes are the only way besides the reset link.
 */

type StoredUser = {
  id: number
  email: string
  name?: string | null
  userType?: string | null
  hash?: string | null
  salt?: string | null
  pendingEmail?: string | null
  emailChangeExpiresAt?: string | null
  sessions?: { id: string; createdAt?: string | null; expiresAt: string }[] | null
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A refusal about one field of the form, as `{ errors: [{ field, message }] }`. */
const fieldError = (kind: FailureKind, field: string, message: string) => DomainError.fields(kind, [{ field, message }])

/** The account's row as stored: its hash and salt, sessions and pending change included. */
async function storedUser(payload: Payload, where: { id: { equals: number } } | { emailChangeTokenHash: { equals: string } }) {
  return (await payload.db.findOne({ collection: 'users', where })) as StoredUser | null
}

const withoutPendingEmail = { pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null }

/** POST /api/me/password `{ currentPassword, newPassword }` */
export function changePassword(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = changePasswordSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidForm(parsed.error.issues)
    const stored = await storedUser(payload, { id: { equals: user.id } })
    if (!stored || !(await passwordMatches(parsed.data.currentPassword, stored))) {
      throw fieldError('invalid', 'currentPassword', accountSecurityMessages.currentPasswordWrong)
    }
    await inTransaction(payload, user, async (transaction) => {
      // Payload keeps the session of the user making the change (req.user._sid) and ends the others.
      await payload.update({ collection: 'users', id: user.id, data: { password: parsed.data.newPassword }, req: transaction, overrideAccess: false, depth: 0 })
      // A change of e-mail someone asked for with the old password is dropped with it.
      await payload.db.updateOne({ collection: 'users', id: user.id, data: withoutPendingEmail, req: transaction, returning: false })
      await queueEmail(
        transaction,
        stored.email,
        passwordChangedEmail({ name: stored.name, business: stored.userType === 'barbershop', baseUrl: payload.config.serverURL }),
      )
    })
    res.json({ message: accountSecurityMessages.passwordChanged })
  }
}

/** POST /api/me/email `{ newEmail, currentPassword }`: 202 once the link is on its way. */
export function requestEmailChange(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = changeEmailSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidForm(parsed.error.issues)
    const { newEmail, currentPassword } = parsed.data
    const stored = await storedUser(payload, { id: { equals: user.id } })
    if (!stored || !(await passwordMatches(currentPassword, stored))) {
      throw fieldError('invalid', 'currentPassword', accountSecurityMessages.currentPasswordWrong)
    }
    if (newEmail === stored.email) throw fieldError('invalid', 'newEmail', accountSecurityMessages.sameEmail)
    // Sign-up tells the same (spec §8); here only after the password, and under its limit.
    if ((await payload.count({ collection: 'users', where: { email: { equals: newEmail } } })).totalDocs) {
      throw fieldError('conflict', 'newEmail', signupMessages.emailTaken)
    }
    // Whoever asks, an address gets three confirmations an hour at most (the routes' limits count per account and address).
    const allowance = await countEmailTo(payload, 'emailChange', newEmail)
    if (!allowance.allowed) {
      res.setHeader('Retry-After', String(allowance.retryAfterSeconds))
      throw fieldError('tooMany', 'newEmail', accountSecurityMessages.tooManyEmailsToAddress)
    }
    const token = randomBytes(32).toString('hex')
    await inTransaction(payload, user, async (transaction) => {
      await payload.db.updateOne({
        collection: 'users',
        id: user.id,
        data: {
          pendingEmail: newEmail,
          emailChangeTokenHash: tokenHash(token),
          emailChangeExpiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString(),
        },
        req: transaction,
        returning: false,
      })
      const url = `${payload.config.serverURL}/confirmar-email?token=${token}`
      await queueEmail(transaction, newEmail, emailChangeConfirmationEmail({ name: stored.name, business: stored.userType === 'barbershop', url }), user.id)
      await queueEmail(
        transaction,
        stored.email,
        emailChangeRequestedEmail({ name: stored.name, business: stored.userType === 'barbershop', newEmail, baseUrl: payload.config.serverURL }),
      )
    })
    res.status(202).json({ message: accountSecurityMessages.emailChangeSentDetail(newEmail), pendingEmail: newEmail })
  }
}

/** The session of the request when it belongs to `userId`: it survives the change it makes. */
async function ownSession(payload: Payload, req: Request, userId: number): Promise<string | null> {
  const claim = await sessionClaim(payload, req)
  return claim?.userId === userId ? claim.sessionId : null
}

/**
 * POST /api/auth/confirm-email `{ token }`: the link sent to the new address, opened in any
 * browser (signed in or not). The address becomes the account's e-mail, confirmed; reset links
 * sent to the old one stop working, and every session but the one opening the link ends.
 */
export function confirmEmailChange(payload: Payload): RequestHandler {
  return async (req, res) => {
    const parsed = confirmEmailChangeSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new DomainError('invalid', accountSecurityMessages.emailChangeInvalid, { field: 'token' })
    const stored = await storedUser(payload, { emailChangeTokenHash: { equals: tokenHash(parsed.data.token) } })
    if (!stored?.pendingEmail) throw new DomainError('invalid', accountSecurityMessages.emailChangeInvalid)
    if (!stored.emailChangeExpiresAt || new Date(stored.emailChangeExpiresAt).getTime() < Date.now()) {
      throw new DomainError('gone', accountSecurityMessages.emailChangeExpired, { code: 'EXPIRED' })
    }
    const keep = await ownSession(payload, req, stored.id)
    try {
      await inTransaction(payload, null, async (transaction) => {
        // Written without hooks: the chat is told here that the other sessions ended.
        await announceSessionsChanged(transaction, stored.id)
        await payload.db.updateOne({
          collection: 'users',
          id: stored.id,
          // The whole row, as Payload writes it when it changes sessions (they are rows of their own).
          data: {
            ...stored,
            email: stored.pendingEmail,
            _verified: true,
            resetPasswordToken: null,
            resetPasswordExpiration: null,
            sessions: (stored.sessions ?? []).filter((session) => session.id === keep),
            ...withoutPendingEmail,
          },
          req: transaction,
          returning: false,
        })
      })
    } catch (error) {
      // Someone signed up with that address after the link was sent.
      if (describeUniqueViolation(error)) throw new DomainError('conflict', signupMessages.emailTaken, { field: 'newEmail' })
      throw error
    }
    res.json({ message: accountSecurityMessages.emailChanged })
  }
}
