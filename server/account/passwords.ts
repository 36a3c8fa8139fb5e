import crypto from 'node:crypto'

/**
 * Payload's password check, which it does not export
 * (payload/dist/auth/strategies/local/authenticate.js and generatePasswordSaltHash.js): PBKDF2-SHA256,
 * 600,000 iterations and 32 bytes for hashes marked `pbkdf2-sha256-v1:`, the older 25,000 and
 * 512 bytes otherwise. tests/unit/passwords.test.ts holds it to hashes Payload stores.
 * `crypto.pbkdf2` is called through the module object, as Payload calls it.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

export type HashParameters = { iterations: number; keyLength: number; digest: 'sha256' }

export function hashParameters(hash: string): HashParameters & { hex: string } {
  return hash.startsWith(CURRENT_PREFIX)
    ? { iterations: 600_000, keyLength: 32, digest: 'sha256', hex: hash.slice(CURRENT_PREFIX.length) }
    : { iterations: 25_000, keyLength: 512, digest: 'sha256', hex: hash }
}

export type StoredPassword = { hash?: string | null; salt?: string | null }

/** Whether `password` is the one stored, in constant time. An account without a password never matches. */
export async function passwordMatches(password: string, stored: StoredPassword): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const { iterations, keyLength, digest, hex } = hashParameters(stored.hash)
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, stored.salt!, iterations, keyLength, digest, (error, key) => (error ? reject(error) : resolve(key))),
  )
  const expected = Buffer.from(hex, 'hex')
  return derived.length === expected.length && crypto.timingSafeEqual(derived, expected)
}

/** A stored password nobody has: checking against it costs what checking a real account costs. */
const NOBODYS_PASSWORD: StoredPassword = { salt: crypto.randomBytes(32).toString('hex'), hash: `${CURRENT_PREFIX}${'0'.repeat(64)}` }

/**
 * The work of checking a password, for an e-mail without an account: the answer then takes as long
 * as a wrong password for a real one, and the time tells nothing (decision 0016).
 */
export async function checkPasswordOfNobody(password: string): Promise<void> {
  await passwordMatches(password, NOBODYS_PASSWORD)
}
