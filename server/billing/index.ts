/** What other areas use of billing. */
export type { BillingProvider } from './provider'
export { SANDBOX_PAGE_PATH, sandboxSubscription } from './sandboxProvider'
export { stripeClient } from './stripeProvider'
export { syncPlansToStripe, syncPortalsToStripe } from './syncPlans'
export type { BillingPiece } from './setup'
