import type { Request } from 'express'
import type { Payload } from 'payload'
import { deriveAccountStatus } from '#domain/account'
import type { Session } from '#domain/session'
import type { Role } from '#domain/roles'
import { readAccountPerks } from '#utilities/accountPerks'
import { currentUser } from '#server/http/auth'

/**
 * The session as Payload reads it (its JWT strategy with the user lookup and live-session check, the
 * profile's find, the plan's read): what GET /api/session answered until issue 42, and the oracle the
 * one-statement read (server/http/sessionRead.ts) is held to by tests/integration/session-read.int.test.ts.
 */
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
      earlyAccessEmails: user.earlyAccessEmails !== false,
      invitationsEnabled: user.invitationsEnabled !== false,
      trialDocumentUsed: user.trialDocumentUsed === true,
      perks: await readAccountPerks(payload, user),
    },
    profile,
  }
}
