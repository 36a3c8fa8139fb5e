import type { Payload } from 'payload'
import type { Country } from '#domain/locations'
import { hasRole, type UserType } from '#domain/roles'
import type { User } from '#payload-types'

/** Which plans an account buys: a shop's, a barber's, or none (staff). */
export const planAudience = (user: User): UserType | null => (hasRole(user, 'barbershop') ? 'barbershop' : hasRole(user, 'barber') ? 'barber' : null)

/** The account's country is its profile's (decision 0020); an account without a profile yet is Brazilian, as rows start. */
export async function accountCountry(payload: Payload, user: User, audience: UserType | null = planAudience(user)): Promise<Country> {
  if (!audience) return 'BR'
  const { docs } = await payload.find({
    collection: audience === 'barbershop' ? 'barbershops' : 'barbers',
    where: { user: { equals: user.id } },
    select: { country: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.country === 'PT' ? 'PT' : 'BR'
}
