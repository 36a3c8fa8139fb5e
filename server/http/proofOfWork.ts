import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload as Solved } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { RequestHandler } from 'express'
import type { Pool } from 'pg'

import { forgetExpiredProofs, recordProofUsed } from './store'
/**
 * The proof of work an address past its cap must bring (decision 0032): an ALTCHA challenge,
 * made and checked here (altcha-lib; no third party sees anything), solved by the browser in
 * about a second (the `altcha` widget). PBKDF2/SHA-256 of cost 1,000 for a counter between 500
 * and 1,500 that the server knows (ALTCHA's deterministic mode): about half a second of a core
 * to solve, one HMAC to check. Challenges are signed with HMACs keyed from PAYLOAD_SECRET, expire
 * after 10 minutes, and each is accepted once in all: its nonce is kept in PostgreSQL
 * (`proof_of_work_used`) until it expires, so a solution replayed on another instance is refused too.
 */
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 1_000
const COUNTER_MIN = 500
const COUNTER_MAX = 1_500
const CHALLENGE_TTL_MS = 10 * 60_000
/** Expired nonces are deleted once every this many accepted proofs (any instance). */
const SWEEP_EVERY = 200

const keyed = (secret: string, purpose: string) => createHmac('sha256', secret).update(`navalha:altcha:${purpose}`).digest('hex')

export type ProofOfWork = {
  challenge: (expiresAt?: Date) => Promise<Challenge>
  /** True once per solved, unexpired challenge signed here; the header's text as the widget sends it (base64 JSON). */
  accepts: (header: unknown) => Promise<boolean>
}

function parse(header: unknown): Solved | null {
  if (typeof header !== 'string' || header.length > 4096) return null
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Solved
    return typeof value?.challenge?.parameters?.nonce === 'string' && typeof value.solution === 'object' && value.solution !== null ? value : null
  } catch {
    return null
  }
}

export function createProofOfWork(pool: Pool, secret: string): ProofOfWork {
  const hmacSignatureSecret = keyed(secret, 'challenge')
  const hmacKeySignatureSecret = keyed(secret, 'key')
  let accepted = 0
  return {
    challenge: (expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS)) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        expiresAt,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async accepts(header) {
      const solved = parse(header)
      if (!solved) return false
      const { verified } = await verifySolution({
        challenge: solved.challenge,
        solution: solved.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => ({ verified: false }))
      if (!verified) return false
      // Signed, so the nonce and the expiry are ours; recorded only now, so no unsolved challenge fills the table.
      const first = await recordProofUsed(pool, solved.challenge.parameters.nonce, solved.challenge.parameters.expiresAt)
      if (++accepted % SWEEP_EVERY === 0) await forgetExpiredProofs(pool)
      return first
    },
  }
}

/** GET /api/auth/challenge: a fresh challenge, never cached. */
export function proofOfWorkChallenge(proof: ProofOfWork): RequestHandler {
  return async (_req, res) => {
    res.setHeader('cache-control', 'no-store')
    res.json(await proof.challenge())
  }
}
