import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '#utilities/requestUser'
import { applicationStatusEmail, applicationWithdrawnEmail, newApplicationEmail } from '#domain/emails'
import type { Application } from '#payload-types'
import { queueEmail } from '#infra/email/sendEmailTask'
import { notifyUser } from '#infra/push/sendPushTask'

/**
 * The shop hears of each new application and of each one its barber withdraws, the barber of each
 * change of status the shop makes, by e-mail and by a push on the browsers they opted in from
 * (unless switched off in /conta).
 * The message is queued in the same transaction as the change (nothing is sent for a change that
 * rolls back) and the server sends it once the request has committed; a failing mail server is
 * retried later and never fails the user's request. Trusted imports (the demo seed) pass
 * `context: { notify: false }`.
 */
export const notifyApplicationChanges: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.notify === false) return doc
  const statusChanged = operation === 'update' && previousDoc?.status !== doc.status && doc.status !== 'pending'
  if (operation !== 'create' && !statusChanged) return doc
  const toShop = operation === 'create' || doc.status === 'withdrawn'
  // A shop that deleted its account let go of its applications (barbershop emptied, decision 0035):
  // its barbers may still take theirs back, and there is nobody left to tell.
  if (toShop && !relationId(doc.barbershop)) return doc
  // One after another: they share the request's transaction, and so its single connection.
  const job = await req.payload.findByID({ collection: 'jobs', id: relationId(doc.job)!, depth: 0, req, select: { title: true } })
  const barber = await req.payload.findByID({ collection: 'barbers', id: relationId(doc.barber)!, depth: 0, req, select: { name: true } })
  const shop = await req.payload.findByID({ collection: 'barbershops', id: relationId(doc.barbershop)!, depth: 0, req, select: { name: true } })
  const recipientId = relationId(toShop ? doc.shopUser : doc.barberUser)!
  const recipient = await req.payload.findByID({ collection: 'users', id: recipientId, depth: 0, req, select: { email: true } })
  const baseUrl = req.payload.config.serverURL
  const about = { shopName: shop.name, barberName: barber.name, jobTitle: job.title, baseUrl, jobId: job.id }
  if (toShop) {
    const withdrawn = doc.status === 'withdrawn'
    await queueEmail(req, recipient.email, withdrawn ? applicationWithdrawnEmail(about) : newApplicationEmail(about))
    await notifyUser(req, Number(recipientId), 'newApplicant', { barberName: barber.name, jobTitle: job.title, jobId: job.id, withdrawn })
    return doc
  }
  const status = doc.status as 'accepted' | 'rejected' | 'hired'
  await queueEmail(req, recipient.email, applicationStatusEmail({ barberName: barber.name, jobTitle: job.title, shopName: shop.name, status, baseUrl }))
  await notifyUser(req, Number(recipientId), 'applicationStatus', { shopName: shop.name, jobTitle: job.title, status })
  return doc
}
