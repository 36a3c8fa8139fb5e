import type { CollectionAfterChangeHook } from 'payload'
import type { Barbershop } from '#payload-types'

const copiedFields = ['name', 'country', 'state', 'city', 'district', 'lat', 'lng'] as const

/** What a job keeps of its shop (decision 0002): name and place, with the place's coordinates (decision 0045). */
export const jobShopCopy = (shop: Barbershop) => ({
  shopName: shop.name,
  country: shop.country ?? 'BR',
  state: shop.state ?? null,
  city: shop.city ?? null,
  district: shop.district ?? null,
  lat: shop.lat ?? null,
  lng: shop.lng ?? null,
})

/**
 * Keeps the copies of a shop's name and location on its jobs true when the shop changes. A
 * plain database update in the same transaction: the copies are derived data, not a job edit.
 */
export const syncShopIntoJobs: CollectionAfterChangeHook<Barbershop> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || copiedFields.every((field) => doc[field] === previousDoc?.[field])) return doc
  await req.payload.db.updateMany({
    collection: 'jobs',
    where: { barbershop: { equals: doc.id } },
    data: jobShopCopy(doc),
    req,
    returning: false,
  })
  return doc
}
