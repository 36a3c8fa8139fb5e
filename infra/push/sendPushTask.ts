import type { PayloadRequest, TaskConfig } from 'payload'
import webPush, { WebPushError } from 'web-push'
import { pushNotification, type PushKind, type PushNotification, type PushPayloads } from '#domain/push'
import { publicText } from '../contactMasking'
import { postgresAdapter } from '../database/adapter'
import { drizzleStatement } from '../database/sql'
import { settings } from '../settings'
import { PushAddressRefused, pushAgent, sendableEndpoint } from './pushAddress'
import { forgetSubscription, subscriptionById, subscriptionsFor, subscriptionsSql } from './subscriptions'
import { vapidKeys } from './vapidKeys'

/**
 * Pushes leave through Payload's jobs queue like e-mails (decision 0008): one job per event and
 * subscribed browser, queued in the transaction that causes the event, so a change that rolls
 * back pushes nothing and each event is queued once, by the one instance that handled it. The
 * queue runs under one advisory lock across instances (infra/email/queueRunner.ts), so two
 * instances never send the same job. A push service that answers 404 or 410 has dropped the
 * subscription: its row is deleted and the job ends; other failures are retried with backoff.
 * A push goes only to a push service, at a public address checked when it leaves, and never
 * follows a redirect (decision 0054): anything else drops the subscription too.
 */
export const PUSH_QUEUE = 'push'

/** How long a push service keeps a notification for a phone that is off: a day, then it is stale. */
const TIME_TO_LIVE_S = 24 * 60 * 60

let agent: ReturnType<typeof pushAgent> | undefined

/** Gone (404, 410), or answering with a redirect, which web-push does not follow and a push service never sends. */
const dropsTheSubscription = (error: unknown) =>
  error instanceof PushAddressRefused ||
  (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410 || (error.statusCode >= 300 && error.statusCode < 400)))

export const sendPushTask: TaskConfig<{
  input: { subscription: number; title: string; body: string; url: string; tag: string }
  output: Record<string, never>
}> = {
  slug: 'sendPush',
  label: 'Enviar notificação push',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [
    { name: 'subscription', type: 'number', required: true },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'tag', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const pool = postgresAdapter(req.payload).pool
    const subscription = await subscriptionById(pool, input.subscription)
    // Opted out, or the account was deleted, after the event: nobody to tell.
    if (!subscription) return { output: {} }
    const notification: PushNotification = { title: input.title, body: input.body, url: input.url, tag: input.tag }
    const { pushServiceHosts, pushPrivateAllow, vapidSubject } = settings()
    agent ??= pushAgent(pushPrivateAllow)
    try {
      await webPush.sendNotification(
        { endpoint: sendableEndpoint(subscription.endpoint, pushServiceHosts), keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(notification),
        { vapidDetails: { subject: vapidSubject, ...(await vapidKeys(pool)) }, TTL: TIME_TO_LIVE_S, contentEncoding: 'aes128gcm', timeout: 10_000, agent },
      )
    } catch (error) {
      if (!dropsTheSubscription(error)) throw error
      if (error instanceof PushAddressRefused) req.payload.logger.warn({ subscription: subscription.id, reason: error.message }, 'push: inscrição descartada')
      await forgetSubscription(pool, subscription.id)
    }
    return { output: {} }
  },
}

/**
 * Tells a person of an event on every browser they opted in from, unless they switched `kind` off
 * in /conta. Call it with the request (and so the transaction) of the change that causes the
 * event: the pushes are queued in it and leave after it commits, once whichever instance runs the
 * queue. Every text is masked (domain/push.ts); the caller passes what the event is about.
 */
export async function notifyUser<K extends PushKind>(req: PayloadRequest, userId: number, kind: K, payload: PushPayloads[K]): Promise<void> {
  // Inside the caller's transaction when there is one: a hook that took a second connection while
  // holding one could wait for ever on a pool that requests like it have filled (20 parallel
  // applications did, answering 503).
  const transaction = await req.transactionID
  const session = transaction !== undefined ? postgresAdapter(req.payload).sessions?.[String(transaction)] : undefined
  const subscriptions = session
    ? ((await session.db.execute(drizzleStatement(subscriptionsSql(kind), [userId]))).rows as { id: number }[]).map((row) => row.id)
    : await subscriptionsFor(postgresAdapter(req.payload).pool, userId, kind)
  if (!subscriptions.length) return
  const notification = pushNotification(kind, payload, publicText)
  for (const subscription of subscriptions) {
    await req.payload.jobs.queue({ task: 'sendPush', queue: PUSH_QUEUE, input: { subscription, ...notification }, req })
  }
}
