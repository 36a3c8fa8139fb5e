import type { PayloadRequest } from 'payload'
import type { User } from '#payload-types'

/** The signed-in user of a request, typed; null for visitors and for trusted server calls. */
export function requestUser(req: PayloadRequest): User | null {
  const user = req.user as (User & { collection?: string }) | null | undefined
  return user && (user.collection === undefined || user.collection === 'users') ? user : null
}

/** A relationship value is an id or, when populated, a document with an id. */
export function relationId(value: unknown): number | string | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'object') return (value as { id?: number | string }).id
  return value as number | string
}
