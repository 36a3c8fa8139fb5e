import type { CollectionAfterChangeHook } from 'payload'
import { earlyAccessJobEmail } from '#domain/emails'
import type { Job } from '#payload-types'
import { queueEmail } from '#infra/email/sendEmailTask'
import { markToldOfJob } from '#infra/jobAlerts/matchJob'
import { earlyAccessUnsubscribeUrl, oneClickUnsubscribeHeaders } from '#infra/jobAlerts/earlyAccessOptOut'
import { requestTransaction } from '#utilities/requestTransaction'
import { earlyAccessBarbers } from '../store'

/**
 * 'Acesso antecipado às novas vagas' (barbers' Anual plan, decision 0024): when a job is published,
 * every barber whose paid plan includes early access, in the job's city, with the experience it
 * asks for, gets an e-mail at once. Queued in the job's transaction: nothing leaves for a job that
 * rolls back. Each carries the one-click unsubscribe the alerts' e-mails have (RFC 8058, decision 0068).
 * Trusted imports (the demo seed) pass `context: { notify: false }`.
 */
export const alertEarlyAccessBarbers: CollectionAfterChangeHook<Job> = async ({ doc, operation, req, context }) => {
  if (context.notify === false || operation !== 'create' || doc.status !== 'active' || !doc.state || !doc.city) return doc
  const db = await requestTransaction(req, 'o aviso de novas vagas')
  const barbers = await earlyAccessBarbers(db, { country: doc.country, state: doc.state, city: doc.city, experienceRequired: doc.experienceRequired })
  const now = new Date()
  for (const barber of barbers) {
    const unsubscribeUrl = earlyAccessUnsubscribeUrl(req.payload.config.serverURL, req.payload.secret, barber.id, now)
    const message = earlyAccessJobEmail({
      barberName: barber.name,
      jobTitle: doc.title,
      shopName: doc.shopName,
      city: doc.city,
      baseUrl: req.payload.config.serverURL,
      jobId: doc.id,
      unsubscribeUrl,
    })
    await queueEmail(req, barber.email, { ...message, headers: oneClickUnsubscribeHeaders(unsubscribeUrl) })
  }
  // Told now: their saved alerts skip this job (the deliveries' unique row, decision 0037).
  await markToldOfJob(
    db,
    barbers.map((barber) => barber.id),
    doc.id,
  )
  return doc
}
