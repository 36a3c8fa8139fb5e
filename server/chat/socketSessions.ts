import type { Pool } from 'pg'
import { accessEndsAt, isLocked, type AccountFacts } from '#domain/account'
import { accountMessages } from '#domain/messages/auth'
import { chatMessages } from '#domain/messages/chat'
import { readSocketSession, type SocketSessionRow } from './reads'

/**
 * Whether the session a socket was opened with still holds (decision 0030): the session row is
 * there and unexpired, the account verified and not locked. Asked at the handshake, for every
 * event a socket sends and every event it is sent, and for every socket of an account whose
 * sessions or status a write may have changed.
 */
export type SocketVerdict = { live: true; endsAt: Date | null; account: AccountFacts } | { live: false; reason: string }

/**
 * An answer is reused for this long by the events that follow (a message to a busy conversation
 * asks once, not once per socket and event). A write that ends a session does not wait for it:
 * its announcement asks again at once (`fresh`). Only a session ended without any announcement (a
 * row deleted by hand) can still see this much: the bound the tests hold it to.
 */
const CACHE_MS = 1000
/** Past this many answers the expired ones are dropped (a busy instance holds one per open session). */
const CACHE_PRUNE_AT = 5000

/** The verdict for one row (or none): ended, locked, or live until the earlier of the session's and the access's end. */
function verdictFor(row: SocketSessionRow | undefined, now: Date = new Date()): SocketVerdict {
  if (!row) return { live: false, reason: chatMessages.onlyParties }
  const account: AccountFacts = {
    roles: row.roles,
    trialEndsAt: row.trial_ends_at,
    subscriptionStatus: row.subscription_status,
    subscriptionEnd: row.subscription_end,
    subscriptionGraceEndsAt: row.subscription_grace_ends_at,
  }
  if (isLocked(account, now)) return { live: false, reason: accountMessages.trialExpired }
  const access = accessEndsAt(account, now)
  return { live: true, endsAt: access && access < row.expires_at ? access : row.expires_at, account }
}

export class SocketSessions {
  private readonly answers = new Map<string, { at: number; verdict: Promise<SocketVerdict> }>()

  constructor(private readonly pool: Pool) {}

  /**
   * The verdict for a user's session, from the last CACHE_MS or, with `fresh`, from the database
   * now. Two questions at once share one query, so events keep their order.
   */
  check(userId: number, sessionId: string, { fresh = false }: { fresh?: boolean } = {}): Promise<SocketVerdict> {
    const key = `${userId}:${sessionId}`
    const now = Date.now()
    const kept = this.answers.get(key)
    if (!fresh && kept && now - kept.at < CACHE_MS) return kept.verdict
    const verdict = readSocketSession(this.pool, userId, sessionId).then((row) => verdictFor(row))
    this.answers.set(key, { at: now, verdict })
    // A failed query is not an answer: the next event asks again.
    verdict.catch(() => {
      if (this.answers.get(key)?.verdict === verdict) this.answers.delete(key)
    })
    if (this.answers.size > CACHE_PRUNE_AT) for (const [old, { at }] of this.answers) if (now - at >= CACHE_MS) this.answers.delete(old)
    return verdict
  }

  /** Drops what is known about a user's sessions (its account changed). */
  forget(userId: number) {
    const prefix = `${userId}:`
    for (const key of this.answers.keys()) if (key.startsWith(prefix)) this.answers.delete(key)
  }
}
