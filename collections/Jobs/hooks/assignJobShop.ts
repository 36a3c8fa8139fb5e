import { DomainError, invalidFields } from '#domain/errors'
import { type CollectionBeforeValidateHook } from 'payload'
import type { Barbershop, Job } from '#payload-types'
import { jobMessages } from '#domain/messages/jobs'
import { barbershopCompleteness } from '#domain/profiles'
import { hasRole } from '#domain/roles'
import { relationId, requestUser } from '#utilities/requestUser'
import { jobShopCopy } from '../../Barbershops/hooks/syncShopIntoJobs'

/**
 * A job always belongs to the caller's own barbershop (never one named in the body), and
 * carries copies of the shop's owner, name and location so that lists and searches read one
 * table. Admins may post for any shop by naming it. A job is posted only for a shop whose profile
 * is complete: barbers judge a job by its shop's description and address.
 */
export const assignJobShop: CollectionBeforeValidateHook<Job> = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const user = requestUser(req)
  const actsForOwnShop = user !== null && !hasRole(user, 'admin')

  let shop: Barbershop | null = null
  if (operation === 'create' && actsForOwnShop) {
    const { docs } = await req.payload.find({ collection: 'barbershops', where: { user: { equals: user.id } }, limit: 1, depth: 0, pagination: false, req })
    shop = docs[0] ?? null
    if (!shop) throw new DomainError('invalid', jobMessages.shopNotFound)
    data.barbershop = shop.id
  }
  if (operation === 'update' && actsForOwnShop) data.barbershop = originalDoc?.barbershop

  const barbershopId = relationId(data.barbershop ?? originalDoc?.barbershop)
  if (barbershopId === undefined) {
    throw invalidFields([{ path: 'barbershop', message: jobMessages.shopNotFound }])
  }
  if (operation === 'update' && barbershopId === relationId(originalDoc?.barbershop) && originalDoc?.shopUser) {
    data.barbershop = barbershopId as number // Payload reads a relation id sent as text as the number it is
    return data
  }
  shop ??= await req.payload.findByID({ collection: 'barbershops', id: barbershopId, depth: 0, req, disableErrors: true }).catch(() => null)
  if (!shop) throw invalidFields([{ path: 'barbershop', message: jobMessages.shopNotFound }])
  if (operation === 'create' && !barbershopCompleteness(shop).complete) throw new DomainError('invalid', jobMessages.shopNotFound)
  Object.assign(data, {
    barbershop: shop.id,
    shopUser: relationId(shop.user),
    ...jobShopCopy(shop),
  })
  return data
}
