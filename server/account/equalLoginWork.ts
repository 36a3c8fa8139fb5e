import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { checkPasswordOfNobody } from './passwords'

/**
 * In front of Payload's login: Payload hashes the password only when the e-mail has an account,
 * so a wrong password took a hash's time (~80 ms) and an unknown e-mail a query's (~5 ms), which
 * told an attacker which addresses have accounts. For an unknown e-mail the same hash runs here,
 * then Payload gives its usual answer; both paths do one lookup more than Payload alone. Skipped
 * where Payload itself refuses before hashing (no e-mail or no password).
 */
export function equalLoginWork(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    const { email, password } = (req.body ?? {}) as { email?: unknown; password?: unknown }
    if (typeof email === 'string' && email.trim() && typeof password === 'string' && password.trim()) {
      const account = await payload.db.findOne({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } }, select: { id: true } })
      if (!account) await checkPasswordOfNobody(password)
    }
    next()
  }
}
