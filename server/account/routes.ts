import { Router } from 'express'
import { PROOF_OF_WORK_CHALLENGE_PATH } from '#domain/proofOfWork'
import type { AppContext } from '../context'
import { equalLoginWork } from './equalLoginWork'
import { proofOfWorkChallenge } from '../http/proofOfWork'
import { confirmEmailChange } from './accountSecurity'
import { checkResetToken, resetTokenStatus } from './checkResetToken'
import { forgotPassword } from './forgotPassword'
import { session } from './session'
import { signup } from './signup'
import { resendVerification, verifyEmail } from './verifyEmail'

/**
 * The doors of an account under /api: who is signed in, sign-up, e-mail verification, the password reset, the
 * login, the proof-of-work challenge the limits ask for. Each rate limit runs where it always
 * has: before the body is parsed, or right after it when it counts per e-mail.
 */
export function authRoutes({ payload, pool, json, limits, hashing, proof }: AppContext): Router {
  const router = Router()
  router.get('/session', session(payload, pool))
  router.get(PROOF_OF_WORK_CHALLENGE_PATH.replace(/^\/api/, ''), proofOfWorkChallenge(proof))
  router.post('/signup', limits.signup, json, hashing, signup(payload))
  router.post('/auth/verify-email', limits.verification, json, verifyEmail(payload))
  router.post('/users/verify/:token', limits.verification, verifyEmail(payload))
  router.post('/auth/resend-verification', json, limits.passwordReset, resendVerification(payload))
  router.post('/users/forgot-password', json, limits.passwordReset, forgotPassword(payload))
  router.post('/users/reset-password/check', json, limits.resetLink, resetTokenStatus(payload))
  router.post('/users/reset-password', json, limits.resetLink, hashing, checkResetToken(payload))
  // Payload logs in; the body is read first so the limits can count per e-mail.
  router.post('/users/login', json, limits.login, hashing, equalLoginWork(payload))
  router.post('/auth/confirm-email', limits.verification, json, confirmEmailChange(payload))
  return router
}
