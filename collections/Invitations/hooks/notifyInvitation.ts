import type { CollectionAfterChangeHook } from 'payload'
import { invitationEmail } from '#domain/emails'
import { INVITATIONS_PATH } from '#domain/invitations'
import type { Invitation } from '#payload-types'
import { queueEmail } from '#infra/email/sendEmailTask'
import { invitationUnsubscribeUrl } from '#infra/invitations/unsubscribeLink'
import { notifyUser } from '#infra/push/sendPushTask'
import { relationId } from '#utilities/requestUser'

/**
 * The barber hears of a new invitation by e-mail, with a one-click unsubscribe (RFC 8058: the
 * List-Unsubscribe and List-Unsubscribe-Post headers), and by a push on the browsers opted in for
 * 'Convite para uma vaga'. Both are queued in the invitation's transaction: a refused or rolled-back
 * invitation tells nobody. Every text is the stored public form (the note masked).
 */
export const notifyInvitation: CollectionAfterChangeHook<Invitation> = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || context.notify === false) return doc
  const barberUserId = Number(relationId(doc.barberUser))
  const recipient = await req.payload.findByID({ collection: 'users', id: barberUserId, depth: 0, req, overrideAccess: true, select: { email: true } })
  const barber = await req.payload.findByID({ collection: 'barbers', id: relationId(doc.barber)!, depth: 0, req, overrideAccess: true, select: { name: true } })
  const baseUrl = req.payload.config.serverURL
  const unsubscribeUrl = invitationUnsubscribeUrl(baseUrl, req.payload.secret, barberUserId, new Date())
  const shopName = doc.shopName ?? 'Uma barbearia'
  const jobTitle = doc.jobTitle ?? ''
  const email = invitationEmail({ barberName: barber.name, shopName, jobTitle, note: doc.note, baseUrl, invitationsPath: INVITATIONS_PATH, unsubscribeUrl })
  await queueEmail(req, recipient.email, {
    ...email,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
  await notifyUser(req, barberUserId, 'invitation', { shopName, jobTitle, jobId: Number(relationId(doc.job)) })
  return doc
}
