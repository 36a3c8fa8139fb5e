import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { deriveAccountStatus } from '#domain/account'
import type { Session } from '#domain/session'
import type { Role } from '#domain/roles'
import { readAccountPerks } from '#utilities/accountPerks'
import { currentUser } from '../http/auth'

/** Who is signed in and whether its barber or barbershop profile is complete. */
export async function readSession(payload: Payload, req: Request): Promise<Session> {
  const user = await currentUser(payload, req)
  if (!user) return { user: null, profile: null }
  const type = user.userType ?? (user.roles?.includes('barbershop') ? 'barbershop' : user.roles?.includes('barber') ? 'barber' : null)
  let profile: Session['profile'] = null
  if (type) {
    const { docs } = await payload.find({
      collection: type === 'barber' ? 'barbers' : 'barbershops',
      where: { user: { equals: user.id } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: { profileComplete: true, completeness: true, country: true },
      overrideAccess: false,
      user,
    })
    if (docs[0])
      profile = {
        type,
        id: docs[0].id,
        complete: Boolean(docs[0].profileComplete),
        completeness: docs[0].completeness ?? 0,
        country: docs[0].country === 'PT' ? 'PT' : 'BR',
      }
  }
  return {
    user: {
      id: user.id,
      email: user.email,
      // Its own name as written; others read its public form (decision 0029).
      name: user.original?.name ?? user.name,
      roles: (user.roles ?? []) as Role[],
      userType: user.userType ?? null,
      accountStatus: deriveAccountStatus(user),
      trialEndsAt: user.trialEndsAt ?? null,
      subscriptionStatus: user.subscriptionStatus ?? null,
      subscriptionEnd: user.subscriptionEnd ?? null,
      pendingEmail: user.pendingEmail ?? null,
      chatEmailNotifications: user.chatEmailNotifications !== false,
      invitationsEnabled: user.invitationsEnabled !== false,
      trialDocumentUsed: user.trialDocumentUsed === true,
      perks: await readAccountPerks(payload, user),
    },
    profile,
  }
}

/** GET /api/session */
export function session(payload: Payload): RequestHandler {
  return async (req, res) => {
    res.setHeader('cache-control', 'no-store')
    res.json(await readSession(payload, req))
  }
}
