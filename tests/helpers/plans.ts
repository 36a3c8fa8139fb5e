import type { Payload } from 'payload'
import { DAY_MS } from '#domain/account'
import type { Plan } from '#payload-types'
import type { Account } from '#server/seed/factories'

/** Brazil's plan for this audience and length (12 months: Anual, with early access), as the seed writes it. */
export const brazilPlan = (plans: Plan[], audience: 'barber' | 'barbershop', months: number): Plan =>
  plans.find((plan) => plan.country === 'BR' && plan.audience === audience && plan.months === months)!

/** Set-up only: the account pays this plan (as fulfilment would write it), its trial over. */
export const subscribe = (payload: Payload, account: Account, plan: Plan) =>
  payload.update({
    collection: 'users',
    id: account.user.id,
    data: {
      trialEndsAt: new Date(Date.now() - DAY_MS).toISOString(),
      subscriptionStatus: 'active',
      subscriptionEnd: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      subscriptionPlan: plan.id,
    },
    depth: 0,
  })
