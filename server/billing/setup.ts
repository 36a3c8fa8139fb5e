import express, { type Express } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { Settings } from '#infra/settings'
import { fulfilment } from './fulfilment'
import type { BillingProvider } from './provider'
import { confirmCheckout, createCheckout, createPortal, getSubscription, quotaUsage, stripeWebhook, type Billing } from './routes'
import { sandboxProvider } from './sandboxProvider'
import { mountSandboxPages } from './sandboxPages'
import { stripeProvider } from './stripeProvider'

/** The provider the settings choose (decision 0021); the boot log says which, and why none. */
export function createBilling({ payload, pool, settings }: { payload: Payload; pool: Pool; settings: Settings }): Billing {
  const chosen = settings.billing
  let provider: BillingProvider | null = null
  if (chosen.provider === 'stripe') {
    provider = stripeProvider(chosen)
    if (!chosen.webhookSecret) payload.logger.warn('Pagamentos: Stripe sem STRIPE_WEBHOOK_SECRET; o webhook responde 503 até que seja definido.')
  } else if (chosen.provider === 'sandbox') {
    provider = sandboxProvider(payload, settings.publicUrl)
    payload.logger.info('Pagamentos: ambiente de demonstração (sem STRIPE_SECRET_KEY); nenhuma cobrança real.')
  } else {
    payload.logger.warn(`Pagamentos indisponíveis: ${chosen.reason}.`)
  }
  return { provider, fulfilment: provider ? fulfilment(payload, pool, provider) : null, publicUrl: settings.publicUrl, pool }
}

const WEBHOOK_LIMIT = 512 * 1024

/** The billing routes: the webhook reads its body raw, for the signature; the others take small JSON. */
export function mountBilling(app: Express, payload: Payload, billing: Billing, json: express.RequestHandler) {
  app.post('/api/billing/webhook', express.raw({ type: () => true, limit: WEBHOOK_LIMIT }), stripeWebhook(payload, billing))
  app.get('/api/billing/subscription', getSubscription(payload, billing))
  app.get('/api/billing/usage', quotaUsage(payload, billing.pool))
  app.post('/api/billing/checkout', json, createCheckout(payload, billing))
  app.post('/api/billing/confirm', json, confirmCheckout(payload, billing))
  app.post('/api/billing/portal', createPortal(payload, billing))
  if (billing.provider?.kind === 'sandbox' && billing.fulfilment) mountSandboxPages(app, { payload, fulfilment: billing.fulfilment })
}
