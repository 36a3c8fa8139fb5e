import type { Request, RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { genericMessages, loginMessages } from '../../domain/messages'

/**
 * Limits on the doors attackers knock on: sign-up, login and password reset. Counted per IP and,
 * where an e-mail is given, per e-mail too (the same answer whether or not the account exists).
 * RATE_LIMIT_SCALE multiplies every limit (tests raise it; production leaves it at 1).
 */
const scale = () => Math.max(1, Number(process.env.RATE_LIMIT_SCALE ?? 1))
const MINUTE = 60_000

const limiter = (
  windowMs: number,
  limit: number,
  key: (req: Request) => string,
  message: string = genericMessages.tooManyRequests,
  onlyFailures = false,
): RequestHandler =>
  rateLimit({
    windowMs,
    skipSuccessfulRequests: onlyFailures,
    limit: () => limit * scale(),
    keyGenerator: key,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => void res.status(429).json({ errors: [{ message }] }),
  })

const byIp = (req: Request) => ipKeyGenerator(req.ip ?? 'desconhecido')
const byEmail = (req: Request) =>
  `email:${String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()}`

export const signupLimits = [limiter(60 * MINUTE, 10, byIp)]
export const loginLimits = [
  limiter(15 * MINUTE, 30, byIp, loginMessages.tooManyAttempts),
  limiter(15 * MINUTE, 10, byEmail, loginMessages.tooManyAttempts, true),
]
export const passwordResetLimits = [limiter(15 * MINUTE, 10, byIp), limiter(60 * MINUTE, 5, byEmail)]
export const resetLinkLimits = [limiter(15 * MINUTE, 10, byIp)]
export const verificationLimits = [limiter(15 * MINUTE, 20, byIp)]
