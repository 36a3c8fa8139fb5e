import { DomainError } from '#domain/errors'
import type { Request, RequestHandler } from 'express'
import { createHash } from 'node:crypto'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { genericMessages, proofOfWorkMessages } from '#domain/messages/common'
import { accountSecurityMessages, loginMessages } from '#domain/messages/auth'
import { PROOF_OF_WORK_CHALLENGE_PATH, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_REQUIRED } from '#domain/proofOfWork'
import { currentUser } from './auth'
import type { ProofOfWork } from './proofOfWork'
import { PostgresRateLimitStore } from './store'
import { settings } from '#infra/settings'

/**
 * Limits on the doors attackers knock on: sign-up, login, password reset and the changes that ask
 * for the current password. Counted per IP and, where an e-mail is given, per e-mail too (login:
 * per e-mail and IP together), with the same answer whether or not the account exists. Past the
 * cap of an address on login, sign-up and reset requests, the answer is not a refusal but a
 * request for a proof of work (proofOfWork.ts, decision 0032): many people share one address
 * behind a carrier's NAT, and a refusal there locked out every one of them.
 * RATE_LIMIT_SCALE multiplies every limit (tests raise it; production leaves it at 1). The counts
 * live in PostgreSQL, so every instance of the app counts the same tries (rateLimitStore.ts).
 */
const scale = () => settings().rateLimitScale
const MINUTE = 60_000

/** What the limit does past its cap: refuse with 429 and `message`, or let through a request that carries a fresh proof of work. */
type PastTheCap = { refuse: string } | { proof: ProofOfWork }

const refuse = (message: string): PastTheCap => ({ refuse: message })

const pastTheCap =
  (answer: PastTheCap): RequestHandler =>
  async (req, _res, next) => {
    if ('refuse' in answer) return next(new DomainError('tooMany', answer.refuse))
    try {
      const header = req.get(PROOF_OF_WORK_HEADER)
      if (await answer.proof.accepts(header)) return next()
      const message = header ? proofOfWorkMessages.refused : proofOfWorkMessages.required
      next(new DomainError('precondition', message, { code: PROOF_OF_WORK_REQUIRED, challenge: PROOF_OF_WORK_CHALLENGE_PATH }))
    } catch (error) {
      next(error)
    }
  }

const limiter = (
  pool: Pool,
  name: string,
  windowMs: number,
  limit: number,
  key: (req: Request) => string | Promise<string>,
  answer: PastTheCap = refuse(genericMessages.tooManyRequests),
  counts: 'every' | 'failures' | 'successes' = 'every',
): RequestHandler =>
  rateLimit({
    windowMs,
    skipSuccessfulRequests: counts === 'failures',
    skipFailedRequests: counts === 'successes',
    limit: () => limit * scale(),
    keyGenerator: key,
    store: new PostgresRateLimitStore(pool, name),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: pastTheCap(answer),
  })

const byIp = (req: Request) => ipKeyGenerator(req.ip ?? 'desconhecido')

/**
 * The e-mail part of a login limit's key: a hash of the address as typed (trimmed, lower-cased), so
 * the table holds no address, and one account's keys are found exactly, by a prefix of fixed length
 * no other address shares (server/privacy/store.ts).
 */
const emailKey = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}|ip:`

const byEmailFromIp = (req: Request) => `${emailKey(String((req.body as { email?: unknown } | undefined)?.email ?? ''))}${byIp(req)}`

const LOGIN_BY_EMAIL = 'login:email-ip'

/** What every key of the failed logins counted for `email` (from any address) starts with. */
export const loginLimitPrefix = (email: string) => `${LOGIN_BY_EMAIL}:${emailKey(email)}`

const accountKey = (userId: number) => `user:${userId}`

const PROOF_BY_ACCOUNT = 'proof:account'
const EMAIL_CHANGE_BY_ACCOUNT = 'email-change:account'

/** The keys of `userId`'s counts in the limiters that count per account: an erased account's counts go with it. */
export const accountLimitKeys = (userId: number) => [PROOF_BY_ACCOUNT, EMAIL_CHANGE_BY_ACCOUNT].map((name) => `${name}:${accountKey(userId)}`)

/**
 * E-mail changes asked for in an hour (each sends a confirmation to the new address and a notice
 * to the current one): per account, and per address over all accounts. The e-mails one recipient
 * receives are capped where they are sent, across accounts (infra/email/accountEmails.ts).
 */
const EMAIL_CHANGES_PER_ACCOUNT = 3
const EMAIL_CHANGES_PER_IP = 10

/** Failed logins allowed per account and address, and per address over all accounts, in LOGIN_WINDOW_MS. */
const LOGIN_FAILURES_PER_ACCOUNT = 5
const LOGIN_FAILURES_PER_IP = 30
const LOGIN_WINDOW_MS = 15 * MINUTE

/** The app's rate limiters, one list per door, made once per app (server/context.ts). */
export type RateLimits = ReturnType<typeof createRateLimits>

/** The limiters of the app's doors, counting in `pool`'s database. */
export function createRateLimits(pool: Pool, payload: Payload, proof: ProofOfWork) {
  const byAccount = async (req: Request) => {
    const user = await currentUser(payload, req)
    return user ? accountKey(user.id) : `visitor:${byIp(req)}`
  }
  return {
    signup: [limiter(pool, 'signup:ip', 60 * MINUTE, 10, byIp, { proof })],
    /**
     * Failed logins, counted for an e-mail and the address trying it together, whether or not the
     * e-mail has an account, so guessing from one address stops after 5 tries while the account's
     * owner, elsewhere, still signs in (Payload's own lockout, which locked the account for
     * everyone, is off: decision 0016). A looser count per address bounds one address trying many
     * accounts: past it, each login from that address brings a proof of work.
     */
    login: [
      limiter(pool, 'login:ip', LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_IP, byIp, { proof }, 'failures'),
      limiter(pool, LOGIN_BY_EMAIL, LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT, byEmailFromIp, refuse(loginMessages.tooManyAttempts), 'failures'),
    ],
    /**
     * Reset and confirmation links asked for by address: nothing counted per e-mail here, so no one
     * asking about an address can stop its owner from asking (the e-mails one address receives are
     * capped where they are sent, infra/email/accountEmails.ts).
     */
    passwordReset: [limiter(pool, 'reset:ip', 15 * MINUTE, 10, byIp, { proof })],
    /**
     * The links themselves (a reset link's check and new password, e-mail confirmations) opened
     * from one address: past the cap, a proof of work as well, never a refusal, so a crowd behind
     * one carrier address, or someone knocking with made-up tokens from it, cannot stop a person
     * from using the link in their own inbox (the app asks for the proof in a dialog, web/auth/ProofOfWorkGate.tsx).
     */
    resetLink: [limiter(pool, 'reset-link:ip', 15 * MINUTE, 10, byIp, { proof })],
    verification: [limiter(pool, 'verification:ip', 15 * MINUTE, 20, byIp, { proof })],
    /**
     * Wrong current passwords on Segurança da conta (server/account/accountSecurity.ts), counted per
     * account like failed logins: a stolen session must not become a way to guess the password.
     */
    /**
     * E-mail changes that sent their e-mails (a refused one costs nothing), per address and per
     * account, so one account, or many from one address, cannot turn the change into a mailer
     * (issue 36). Past the cap a 429 with Retry-After.
     */
    emailChange: [
      limiter(pool, 'email-change:ip', 60 * MINUTE, EMAIL_CHANGES_PER_IP, byIp, refuse(accountSecurityMessages.tooManyEmailChanges), 'successes'),
      limiter(
        pool,
        EMAIL_CHANGE_BY_ACCOUNT,
        60 * MINUTE,
        EMAIL_CHANGES_PER_ACCOUNT,
        byAccount,
        refuse(accountSecurityMessages.tooManyEmailChanges),
        'successes',
      ),
    ],
    accountProof: [
      limiter(pool, 'proof:ip', LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_IP, byIp, refuse(genericMessages.tooManyRequests), 'failures'),
      limiter(pool, PROOF_BY_ACCOUNT, LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT, byAccount, refuse(genericMessages.tooManyRequests), 'failures'),
    ],
  }
}
