import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parse } from 'qs-esm'
import Stripe from 'stripe'

/**
 * A local stand-in for the part of Stripe's API that Navalha calls (customers, Checkout sessions,
 * subscriptions, billing portal configurations and sessions, products and prices), so that the real `stripe` SDK can
 * be pointed at it (STRIPE_API_BASE). It keeps its objects in memory, records every request, and
 * lets a test move a subscription the way Stripe would (complete a checkout, fail a renewal,
 * cancel) and sign the matching webhook event with the SDK's own test signature.
 */

type Json = Record<string, any>
type RecordedRequest = { method: string; path: string; body: Json; idempotencyKey: string | undefined }

export const WEBHOOK_SECRET = 'whsec_navalha_test_secret'
const signer = new Stripe('sk_test_signer')
const DAY = 24 * 60 * 60

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>

export async function startStripeStandIn() {
  const customers = new Map<string, Json>()
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, Json>()
  const products = new Map<string, Json>()
  const prices = new Map<string, Json>()
  const portalConfigurations = new Map<string, Json>()
  const requests: RecordedRequest[] = []
  const idempotent = new Map<string, Json>()
  let counter = 0
  const nextId = (prefix: string) => `${prefix}_standin${++counter}`
  const now = () => Math.floor(Date.now() / 1000)

  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } })
  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` })
    res.end(JSON.stringify(body))
  }

  function route(method: string, path: string, body: Json, query: Json): [number, Json] | 'missing' {
    const [, version, resource, id, action] = path.split('/')
    if (version !== 'v1') return 'missing'
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = { id: nextId('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} }
      customers.set(customer.id, customer)
      return [200, customer]
    }
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action
      if (method === 'POST' && !sessionId) {
        const session = {
          id: nextId('cs_test'),
          object: 'checkout.session',
          status: 'open',
          mode: body.mode,
          customer: body.customer,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          subscription_data: body.subscription_data,
          line_items: body.line_items,
          locale: body.locale,
          payment_method_types: body.payment_method_types,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          subscription: null,
          url: '',
        }
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`
        sessions.set(session.id, session)
        return [200, session]
      }
      if (method === 'GET' && sessionId) return sessions.has(sessionId) ? [200, sessions.get(sessionId)!] : 'missing'
    }
    if (resource === 'subscriptions' && method === 'GET' && id) return subscriptions.has(id) ? [200, subscriptions.get(id)!] : 'missing'
    // An update: only the cancellation fields Navalha sends (resuming), with Stripe's refusal on a canceled subscription.
    if (resource === 'subscriptions' && method === 'POST' && id && !action) {
      const subscription = subscriptions.get(id)
      if (!subscription) return 'missing'
      if (subscription.status === 'canceled')
        return [400, { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } }]
      if (body.cancel_at_period_end !== undefined) scheduleCancel(subscription, body.cancel_at_period_end === 'true' ? 'period_end' : null)
      if (body.cancel_at !== undefined) scheduleCancel(subscription, body.cancel_at === '' ? null : Number(body.cancel_at))
      return [200, subscription]
    }
    // Cancelling at once (DELETE) and deleting a customer, as Stripe answers them.
    if (resource === 'subscriptions' && method === 'DELETE' && id) {
      const subscription = subscriptions.get(id)
      if (!subscription) return 'missing'
      Object.assign(subscription, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), ended_at: Math.floor(Date.now() / 1000) })
      return [200, subscription]
    }
    if (resource === 'customers' && method === 'DELETE' && id) {
      if (!customers.delete(id)) return 'missing'
      return [200, { id, object: 'customer', deleted: true }]
    }
    if (resource === 'billing_portal' && id === 'configurations') {
      const configurationId = action
      if (method === 'GET' && !configurationId) {
        const active = query.active === undefined ? null : query.active === 'true'
        const data = [...portalConfigurations.values()].filter((configuration) => active === null || configuration.active === active)
        return [200, { object: 'list', has_more: false, url: '/v1/billing_portal/configurations', data }]
      }
      if (method === 'POST' && !configurationId) {
        const configuration = {
          id: nextId('bpc'),
          object: 'billing_portal.configuration',
          active: true,
          is_default: false,
          name: body.name ?? null,
          features: body.features,
          metadata: body.metadata ?? {},
        }
        portalConfigurations.set(configuration.id, configuration)
        return [200, configuration]
      }
      if (method === 'POST' && configurationId) {
        const configuration = portalConfigurations.get(configurationId)
        if (!configuration) return 'missing'
        Object.assign(configuration, body.name === undefined ? {} : { name: body.name }, body.features === undefined ? {} : { features: body.features })
        return [200, configuration]
      }
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      if (!customers.has(body.customer)) return 'missing'
      if (body.configuration && !portalConfigurations.has(body.configuration)) return 'missing'
      return [
        200,
        {
          id: nextId('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          configuration: body.configuration ?? 'bpc_default',
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${counter}`,
        },
      ]
    }
    if (resource === 'products') {
      if (method === 'GET' && id) return products.has(id) ? [200, products.get(id)!] : 'missing'
      if (method === 'POST' && !id) {
        const product = { id: body.id ?? nextId('prod'), object: 'product', name: body.name, active: true, metadata: body.metadata ?? {} }
        products.set(product.id, product)
        return [200, product]
      }
      if (method === 'POST' && id) {
        if (!products.has(id)) return 'missing'
        Object.assign(products.get(id)!, { ...body, active: body.active === undefined ? products.get(id)!.active : body.active === 'true' })
        return [200, products.get(id)!]
      }
    }
    if (resource === 'prices') {
      if (method === 'GET' && !id) {
        const keys: string[] = query.lookup_keys ?? []
        return [
          200,
          {
            object: 'list',
            has_more: false,
            url: '/v1/prices',
            data: [...prices.values()].filter((price) => price.lookup_key && keys.includes(price.lookup_key)),
          },
        ]
      }
      if (method === 'POST' && !id) {
        if (body.transfer_lookup_key === 'true') for (const other of prices.values()) if (other.lookup_key === body.lookup_key) other.lookup_key = null
        const price = {
          id: nextId('price'),
          object: 'price',
          active: true,
          product: body.product,
          currency: body.currency,
          unit_amount: Number(body.unit_amount),
          recurring: { interval: body.recurring.interval, interval_count: Number(body.recurring.interval_count) },
          lookup_key: body.lookup_key ?? null,
          metadata: body.metadata ?? {},
        }
        prices.set(price.id, price)
        return [200, price]
      }
      if (method === 'POST' && id) {
        if (!prices.has(id)) return 'missing'
        if (body.active !== undefined) prices.get(id)!.active = body.active === 'true'
        return [200, prices.get(id)!]
      }
    }
    return 'missing'
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://standin')
    const body = parse(Buffer.concat(chunks).toString('utf8')) as Json
    const query = parse(url.search.slice(1)) as Json
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey })
    if (req.headers.authorization !== 'Bearer sk_test_standin') {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    // Stripe's own idempotency: a POST repeated with the same key answers what the first one did.
    // (The SDK itself sends a key on every POST so that its retries are safe: only keys Navalha sets are replayed.)
    const replayable = idempotencyKey?.startsWith('navalha-')
    if (req.method === 'POST' && replayable && idempotent.has(idempotencyKey!)) return send(res, 200, idempotent.get(idempotencyKey!)!)
    const result = route(req.method ?? 'GET', url.pathname, body, query)
    if (result === 'missing') return missing(res, url.pathname)
    if (req.method === 'POST' && replayable) idempotent.set(idempotencyKey!, result[1])
    send(res, result[0], result[1])
  }

  const server = createServer((req, res) => void handle(req, res).catch((error) => send(res, 500, { error: { type: 'api_error', message: String(error) } })))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  /**
   * Stripe's cancellation fields: at the period's end `cancel_at_period_end` is true and `cancel_at`
   * is the period's end; at a set time only `cancel_at`; resumed, both cleared.
   */
  function scheduleCancel(subscription: Json, when: 'period_end' | number | null) {
    const periodEnd = subscription.items.data[0].current_period_end
    Object.assign(subscription, {
      cancel_at_period_end: when === 'period_end',
      cancel_at: when === null ? null : when === 'period_end' ? periodEnd : when,
      canceled_at: when === null ? null : now(),
    })
  }

  function subscriptionFor(session: Json, periodStart = now()): Json {
    const price = prices.get(session.line_items[0].price)
    const months = price?.recurring?.interval_count ?? 1
    return {
      id: nextId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      metadata: session.subscription_data?.metadata ?? {},
      start_date: periodStart,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            price: price ?? { id: session.line_items[0].price, object: 'price', product: 'prod_unknown' },
            current_period_start: periodStart,
            current_period_end: periodStart + months * 30 * DAY,
          },
        ],
      },
    }
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    products,
    prices,
    portalConfigurations,
    /** What Stripe does when the customer pays on the Checkout page: the session completes with a new subscription. */
    completeCheckout(sessionId: string): Json {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`sessão ${sessionId} não existe no stand-in`)
      const subscription = subscriptionFor(session)
      subscriptions.set(subscription.id, subscription)
      Object.assign(session, { status: 'complete', subscription: subscription.id })
      return subscription
    },
    /** Changes a subscription as Stripe would after a renewal, a failed payment or a cancellation. */
    updateSubscription(id: string, change: { status?: string; periodStartDaysAgo?: number; months?: number }) {
      const subscription = subscriptions.get(id)!
      if (change.status) subscription.status = change.status
      if (change.periodStartDaysAgo !== undefined) {
        const item = subscription.items.data[0]
        const length = item.current_period_end - item.current_period_start
        item.current_period_start = now() - change.periodStartDaysAgo * DAY
        item.current_period_end = item.current_period_start + length
      }
      return subscription
    },
    /** What the customer portal does when its configuration says `at_period_end` (billing:sync's): the subscription stays active until its period ends. */
    cancelAtPeriodEnd(id: string): Json {
      const subscription = subscriptions.get(id)!
      scheduleCancel(subscription, 'period_end')
      return subscription
    },
    /** What Stripe does when the period of a subscription set to cancel ends: it is canceled (then `customer.subscription.deleted`). */
    endPeriod(id: string): Json {
      const subscription = subscriptions.get(id)!
      Object.assign(subscription, { status: 'canceled', ended_at: now() })
      return subscription
    },
    /** A webhook delivery as Stripe sends it: the event body and its Stripe-Signature header. */
    signedEvent(type: string, object: Json, options: { id?: string; secret?: string } = {}) {
      const event = {
        id: options.id ?? nextId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        data: { object: structuredClone(object) },
      }
      const payload = JSON.stringify(event)
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      return { event, payload, signature }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
