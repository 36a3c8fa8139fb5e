import type { Payload } from 'payload'
import type { User } from '#payload-types'

type Owned = { user?: unknown }
export type ConsoleAccount = { id: number; name: string; email: string; userType: User['userType'] }

/**
 * Profiles and tickets with their account's name, e-mail and type as `account` (the console's barber
 * list shows the e-mail, the support list the type). One read for the whole page, as the signed-in user: someone who may
 * not read an account gets `account: null`.
 */
export async function withAccounts<T extends object>(payload: Payload, user: User, docs: T[]): Promise<(T & { account: ConsoleAccount | null })[]> {
  const ids = [...new Set(docs.map((doc) => (doc as Owned).user).filter((id): id is number => typeof id === 'number'))]
  const { docs: accounts } = ids.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        select: { name: true, original: true, email: true, userType: true },
        limit: ids.length,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : { docs: [] }
  const byId = new Map(
    accounts.map((account) => [account.id, { id: account.id, name: account.original?.name ?? account.name, email: account.email, userType: account.userType }]),
  )
  return docs.map((doc) => ({ ...doc, account: byId.get((doc as Owned).user as number) ?? null }))
}
