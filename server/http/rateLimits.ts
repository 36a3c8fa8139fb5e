import { wireErrorBody } from '#domain/errors'
import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { genericMessages, proofOfWorkMessages } from '#domain/messages/common'
import { loginMessages } from '#domain/messages/auth'
import { PROOF_OF_WORK_CHALLENGE_PATH, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_REQUIRED } from '#domain/proofOfWork'
import { currentUser } from './auth'
import type { ProofOfWork } from './proofOfWork'
import { PostgresRateLimitStore } from './rateLimitStore'
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
  async (req, res, next) => {
    if ('refuse' in answer) return void res.status(429).json(wireErrorBody({ message: answer.refuse }))
    try {
      const header = req.get(PROOF_OF_WORK_HEADER)
      if (await answer.proof.accepts(header)) return next()
      res.status(428).json(
        wireErrorBody({
          message: header ? proofOfWorkMessages.refused : proofOfWorkMessages.required,
          code: PROOF_OF_WORK_REQUIRED,
          challenge: PROOF_OF_WORK_CHALLENGE_PATH,
        }),
      )
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
  onlyFailures = false,
): RequestHandler =>
  rateLimit({
    windowMs,
    skipSuccessfulRequests: onlyFailures,
    limit: () => limit * scale(),
    keyGenerator: key,
    store: new PostgresRateLimitStore(pool, name),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: pastTheCap(answer),
  })

const byIp = (req: Request) => ipKeyGenerator(req.ip ?? 'desconhecido')
const byEmail = (req: Request) =>
  `email:${String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()}`

const byEmailFromIp = (req: Request) => `${byEmail(req)}|ip:${byIp(req)}`

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
    return user ? `user:${user.id}` : `visitor:${byIp(req)}`
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
      limiter(pool, 'login:ip', LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_IP, byIp, { proof }, true),
      limiter(pool, 'login:email-ip', LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT, byEmailFromIp, refuse(loginMessages.tooManyAttempts), true),
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
     * Wrong current passwords on Segurança da conta (server/routes/accountSecurity.ts), counted per
     * account like failed logins: a stolen session must not become a way to guess the password.
     */
    accountProof: [
      limiter(pool, 'proof:ip', LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_IP, byIp, refuse(genericMessages.tooManyRequests), true),
      limiter(pool, 'proof:account', LOGIN_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT, byAccount, refuse(genericMessages.tooManyRequests), true),
    ],
  }
}
