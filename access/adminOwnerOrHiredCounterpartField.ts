import type { FieldAccess, PayloadRequest } from 'payload'
import { mayReadHiredContact } from '#domain/account'
import { hasRole } from '#domain/roles'
import type { User } from '#payload-types'
import { relationId, requestUser } from '#utilities/requestUser'

type Profiles = 'barbers' | 'barbershops'

/** Per request and kind of profile read: the viewer's counterparts by profile id, with whether the viewer could hire at one of their hires. */
const hiresByRequest = new WeakMap<PayloadRequest, Map<Profiles, Promise<Map<number, boolean>>>>()

/**
 * The profiles the viewer hired (a shop reading barbers) or was hired by (a barber reading shops),
 * read once per request however many documents and fields ask.
 */
function counterparts(req: PayloadRequest, user: User, profiles: Profiles): Promise<Map<number, boolean>> {
  let byKind = hiresByRequest.get(req)
  if (!byKind) hiresByRequest.set(req, (byKind = new Map()))
  let hires = byKind.get(profiles)
  if (!hires) {
    hires = (async () => {
      const viewerSide = profiles === 'barbers' ? 'shopUser' : 'barberUser'
      const unlockedAtHire = profiles === 'barbers' ? 'shopUnlockedAtHire' : 'barberUnlockedAtHire'
      const { docs } = await req.payload.find({
        collection: 'applications',
        where: { and: [{ status: { equals: 'hired' } }, { [viewerSide]: { equals: user.id } }] },
        select: { barber: true, barbershop: true, barberUnlockedAtHire: true, shopUnlockedAtHire: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
      const hired = new Map<number, boolean>()
      for (const doc of docs) {
        const id = Number(relationId(profiles === 'barbers' ? doc.barber : doc.barbershop))
        hired.set(id, hired.get(id) === true || doc[unlockedAtHire] === true)
      }
      return hired
    })()
    byKind.set(profiles, hires)
  }
  return hires
}

/**
 * Contact fields of a profile (phone, WhatsApp, Instagram, website; decision 0030): the owner and
 * admins read them, and a counterpart with a hire, which a locked account keeps only for a hire
 * made while it could hire (stamped on the application). Everyone else, visitors and the pre-hire counterpart included, gets the
 * profile without them, through every read: REST, depth-populated relations, the server-rendered
 * pages and the routes that read profiles as the user.
 */
export const adminOwnerOrHiredCounterpartField =
  (profiles: Profiles): FieldAccess =>
  async ({ req, doc }) => {
    const user = requestUser(req)
    if (!user) return false
    if (hasRole(user, 'admin')) return true
    if (relationId(doc?.user) === user.id) return true
    const id = Number(doc?.id)
    if (!Number.isInteger(id) || !hasRole(user, profiles === 'barbers' ? 'barbershop' : 'barber')) return false
    const hires = await counterparts(req, user, profiles)
    return hires.has(id) && mayReadHiredContact(user, hires.get(id))
  }
