import type { PayloadRequest } from 'payload'
import type { User } from '#payload-types'

/** The signed-in user of a request, typed; null for visitors and for trusted server calls. */
export function requestUser(req: PayloadRequest): User | null {
  const user = req.user as (User & { collection?: string }) | null | undefined
  return user && (user.collection === undefined || user.collection === 'users') ? user : null
}

/** Kept here for the Payload layer's many callers; infra/ reads it from domain/. */
export { relationId } from '#domain/relations'
