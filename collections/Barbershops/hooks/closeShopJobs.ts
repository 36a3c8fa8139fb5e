import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { shopLeftEmail } from '#domain/emails'
import { queueEmail } from '#infra/email/sendEmailTask'
import { relationId } from '#utilities/requestUser'

/** The answers still to come: a pending application waits for one, an accepted one for the hire. */
const WAITING_STATUSES = ['pending', 'accepted']

/**
 * A barbershop leaves the marketplace: its open jobs close (each through Payload, so the public pages
 * refresh and every application's `jobOpen` turns false), every application stays with the barber
 * who made it, and each barber still waiting for an answer (pending or accepted, on any of its jobs)
 * gets one e-mail naming them. All in `req`'s transaction: the e-mails are queued and leave only if
 * it commits (decision 0008). The jobs keep their copy of the shop's name and place (decision 0002)
 * when the shop row goes, so their pages and the barbers' lists still say whose they were.
 *
 * Called before a shop is deleted (an admin deleting the barbershop or its account); account
 * deletion at the owner's request builds on the same step.
 */
export async function closeShopJobs(req: PayloadRequest, shopId: number): Promise<{ closedJobs: number; notifiedBarbers: number }> {
  const { payload } = req
  const shop = await payload.findByID({ collection: 'barbershops', id: shopId, depth: 0, req, disableErrors: true, select: { name: true } })
  if (!shop) return { closedJobs: 0, notifiedBarbers: 0 }

  const closed = await payload.update({
    collection: 'jobs',
    where: { and: [{ barbershop: { equals: shopId } }, { status: { equals: 'active' } }] },
    data: { status: 'inactive' },
    depth: 0,
    req,
    overrideAccess: true,
    context: { notify: false },
  })
  if (closed.errors.length) throw new Error(closed.errors.map((error) => error.message).join('; '))

  const { docs: waiting } = await payload.find({
    collection: 'applications',
    where: { and: [{ barbershop: { equals: shopId } }, { status: { in: WAITING_STATUSES } }] },
    select: { barber: true, barberUser: true, jobTitle: true },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const titlesByUser = new Map<number, string[]>()
  for (const application of waiting) {
    const userId = Number(relationId(application.barberUser))
    const titles = titlesByUser.get(userId) ?? []
    if (application.jobTitle && !titles.includes(application.jobTitle)) titles.push(application.jobTitle)
    titlesByUser.set(userId, titles)
  }
  if (titlesByUser.size) {
    const { docs: barbers } = await payload.find({
      collection: 'users',
      // A removed account (decision 0035) is not written to: its address is a placeholder.
      where: { and: [{ id: { in: [...titlesByUser.keys()] } }, { removedAt: { exists: false } }] },
      select: { email: true, name: true },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    })
    // One after another: they share the request's transaction, and so its single connection.
    for (const barber of barbers) {
      const email = shopLeftEmail({
        barberName: barber.name,
        shopName: shop.name,
        jobTitles: titlesByUser.get(barber.id) ?? [],
        baseUrl: payload.config.serverURL,
      })
      await queueEmail(req, barber.email, email)
    }
  }
  return { closedJobs: closed.docs.length, notifiedBarbers: titlesByUser.size }
}

/** Before a barbershop is deleted: its jobs close and its barbers hear of it; their applications stay. */
export const closeJobsOfDeletedShop: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await closeShopJobs(req, Number(id))
}
