import type { CollectionBeforeChangeHook } from 'payload'
import { trialEndFrom } from '#domain/account'
import type { User } from '#payload-types'

/** Every new account gets the 3-day free trial, counted from its creation. */
export const setTrialPeriod: CollectionBeforeChangeHook<User> = ({ data, operation }) => {
  if (operation === 'create' && !data.trialEndsAt) data.trialEndsAt = trialEndFrom(new Date()).toISOString()
  return data
}
