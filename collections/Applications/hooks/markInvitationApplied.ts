import type { CollectionAfterChangeHook } from 'payload'
import type { Application } from '#payload-types'
import { relationId } from '#utilities/requestUser'

/**
 * Applying to a job answers the shop's invitation to it (decision 0067), whether the barber came
 * from the invitation or found the job another way: the invitation reads 'Candidatura enviada' on
 * both sides. In the application's transaction, so a refused application leaves it 'sent'.
 */
export const markInvitationApplied: CollectionAfterChangeHook<Application> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const { docs } = await req.payload.find({
    collection: 'invitations',
    where: { and: [{ job: { equals: relationId(doc.job) } }, { barber: { equals: relationId(doc.barber) } }, { status: { equals: 'sent' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const invitation of docs) {
    await req.payload.update({
      collection: 'invitations',
      id: invitation.id,
      data: {},
      depth: 0,
      overrideAccess: true,
      req,
      context: { invitationApplied: true },
    })
  }
  return doc
}
