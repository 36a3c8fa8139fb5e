import type { Pool } from 'pg'
import type { QuotaKind } from '#domain/quota'
import type { Payload } from 'payload'
import { snapshotApplies, subscriptionFields, type SubscriptionSnapshot } from '#domain/billing'
import type { Plan, User } from '#payload-types'
import type { BillingProvider } from './provider'

/** Records a provider's event as processed; a second delivery of the same event (two at once) leaves the one record. */
export async function recordBillingEvent(pool: Pool, eventId: string, type: string): Promise<void> {
  await pool.query('INSERT INTO billing_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING', [eventId, type])
}

/** How many applications (barbers) or opened jobs (shops) the account used since `since`. */
export async function quotaUsedSince(pool: Pool, userId: number, kind: QuotaKind, since: Date): Promise<number> {
  const { rows } = await pool.query<{ used: number }>('SELECT count(*)::int AS used FROM quota_uses WHERE user_id = $1 AND kind = $2 AND created_at >= $3', [
    userId,
    kind,
    since,
  ])
  return rows[0]?.used ?? 0
}

/**
 * The one place where a subscription's state reaches an account, whoever reported the change: a
 * verified Stripe webhook, the return from Checkout, a lazy refresh, or the sandbox's pay and
 * cancel buttons. The state is always the provider's current one, read again under a per-user
 * lock, so events that arrive twice, late or out of order end in the same account state.
 */

/** Advisory lock namespace for "this user's subscription is being written" ("bill" in ASCII). */
const SUBSCRIPTION_LOCK = 0x62696c6c

async function withUserLock<T>(pool: Pool, userId: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [SUBSCRIPTION_LOCK, userId])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [SUBSCRIPTION_LOCK, userId])
    }
  } finally {
    client.release()
  }
}

async function findUser(payload: Payload, snapshot: SubscriptionSnapshot, userId: number | null): Promise<User | null> {
  const id = userId ?? snapshot.userId
  if (id) return payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  const { docs } = await payload.find({
    collection: 'users',
    where: { stripeCustomerId: { equals: snapshot.customerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The plan a subscription pays for: by its price (a plan changed in the portal changes the price), else by the checkout's metadata. */
async function findPlan(payload: Payload, snapshot: SubscriptionSnapshot): Promise<Plan | null> {
  if (snapshot.priceId) {
    const { docs } = await payload.find({
      collection: 'plans',
      where: { stripePriceId: { equals: snapshot.priceId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) return docs[0]
  }
  if (snapshot.planId) return payload.findByID({ collection: 'plans', id: snapshot.planId, depth: 0, overrideAccess: true, disableErrors: true })
  return null
}

async function write(payload: Payload, user: User, snapshot: SubscriptionSnapshot): Promise<User> {
  if (!snapshotApplies(user, snapshot)) return user
  const plan = await findPlan(payload, snapshot)
  return payload.update({
    collection: 'users',
    id: user.id,
    data: { ...subscriptionFields(snapshot), subscriptionPlan: plan?.id ?? null },
    depth: 0,
    overrideAccess: true,
  })
}

export type Fulfilment = {
  /** Reads the subscription from the provider and applies it; the user hint comes from a checkout. */
  syncSubscription(subscriptionId: string, userId?: number | null): Promise<User | null>
  /** Applies a snapshot the provider produced itself (the sandbox's buttons). */
  applySnapshot(snapshot: SubscriptionSnapshot): Promise<User | null>
}

export function fulfilment(payload: Payload, pool: Pool, provider: BillingProvider): Fulfilment {
  return {
    async syncSubscription(subscriptionId, userId = null) {
      const first = await provider.readSubscription(subscriptionId)
      if (!first) return null
      const user = await findUser(payload, first, userId)
      if (!user) {
        payload.logger.warn({ subscriptionId }, 'assinatura sem usuário correspondente')
        return null
      }
      return withUserLock(pool, user.id, async () => {
        // Read again under the lock: whoever writes last has read last.
        const current = (await provider.readSubscription(subscriptionId)) ?? first
        const fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
        return write(payload, fresh, current)
      })
    },

    async applySnapshot(snapshot) {
      const user = await findUser(payload, snapshot, snapshot.userId)
      if (!user) return null
      return withUserLock(pool, user.id, async () => {
        const fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
        return write(payload, fresh, snapshot)
      })
    },
  }
}
