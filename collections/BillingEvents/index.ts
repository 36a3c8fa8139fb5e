import type { CollectionConfig } from 'payload'
import { nobody } from '#access/nobody'

/**
 * The payment provider's webhook events already processed, by their id, so a delivery repeated
 * by Stripe is acknowledged without running again (server/billing/webhook.ts). Server-only.
 */
export const BillingEvents: CollectionConfig = {
  slug: 'billing-events',
  labels: { singular: 'Evento de pagamento', plural: 'Eventos de pagamento' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
}
