import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { Settings } from '#infra/settings'
import { fulfilment, type Fulfilment } from './store'
import type { BillingProvider } from './provider'
import { sandboxProvider } from './sandboxProvider'
import { stripeProvider } from './stripeProvider'

/** The payment provider the app uses, the fulfilment of its events, and where its pages return to. */
export type Billing = { provider: BillingProvider | null; fulfilment: Fulfilment | null; publicUrl: string; pool: Pool }

/** Billing's piece of the app's context, made by server/app.ts (server/context.ts). */
export type BillingPiece = { billing: Billing }

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
