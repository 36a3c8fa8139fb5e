import type { CollectionBeforeChangeHook } from 'payload'
import { barberCompleteness, barbershopCompleteness } from '#domain/profiles'

/** Keeps `profileComplete` and `completeness` (used to rank directories) in step with the profile. */
export const scoreProfileCompleteness =
  (kind: 'barber' | 'barbershop'): CollectionBeforeChangeHook =>
  ({ data, originalDoc }) => {
    const profile = { ...originalDoc, ...data }
    const { complete, completeness } = kind === 'barber' ? barberCompleteness(profile) : barbershopCompleteness(profile)
    data.profileComplete = complete
    data.completeness = completeness
    return data
  }
