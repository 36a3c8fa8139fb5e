import type { Pool } from 'pg'
import { DomainError } from '#domain/errors'
import { trialDayMessages as messages } from '#domain/messages/trialDays'
import { PROPOSALS_PER_APPLICATION_PER_DAY, PROPOSALS_PER_SHOP_PER_DAY, type TrialDayParty } from '#domain/trialDays'
import { countHit } from '#infra/rateLimits/store'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Counts one proposal (a new test day or other slots) and refuses it past the day's bounds (decision
 * 0069): each e-mails the other party, so a propose-and-cancel loop was a way to flood one. Counted
 * in `rate_limit_hits`, one upsert under its row's lock, so parallel requests on any instance are
 * counted one after the other; the 429 says when to try again (Retry-After).
 */
export async function countProposal(pool: Pool, by: TrialDayParty, shopUserId: number, applicationId: number): Promise<void> {
  const limits = [
    {
      key: `trial-day-proposals:application:${applicationId}`,
      max: PROPOSALS_PER_APPLICATION_PER_DAY,
      message: messages.applicationProposalLimit(PROPOSALS_PER_APPLICATION_PER_DAY),
    },
    ...(by === 'shop'
      ? [{ key: `trial-day-proposals:shop:${shopUserId}`, max: PROPOSALS_PER_SHOP_PER_DAY, message: messages.shopProposalLimit(PROPOSALS_PER_SHOP_PER_DAY) }]
      : []),
  ]
  for (const limit of limits) {
    const hit = await countHit(pool, limit.key, DAY_MS)
    if (hit.hits > limit.max) throw new DomainError('tooMany', limit.message, { retryAfterSeconds: hit.retryAfterSeconds })
  }
}
