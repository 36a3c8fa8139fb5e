import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { SYSTEM_ACTOR_EMAIL } from '#domain/auditLog'
import { PUBLIC_TEXT_FIELDS, type PublicTextCollection } from '#domain/contactPolicy'
import { publicValue } from '#infra/contactMasking'
import { settings } from '#infra/settings'
import { relationId, requestUser } from '#utilities/requestUser'
import { lockTextAttempts } from './store'

type Stored = string | string[] | null | undefined
type Written = { field: string; text: string }

const comparable = (value: unknown): string => JSON.stringify(value === undefined || (Array.isArray(value) && value.length === 0) ? null : value)
const asText = (value: Stored): string => (Array.isArray(value) ? value.join('\n') : (value ?? ''))

/**
 * After a public text is saved (decision 0054): the texts its author just wrote in which the policy
 * hid something are one attempt, recorded with the texts as written; the author's
 * CONTACT_ATTEMPTS_FLAG_AT-th within the window flags them for moderation (collections/TextFlags)
 * with an entry in the audit log. Nothing is paused: the texts are public already, masked. Only
 * the author's own writes count (an admin correcting a bio is not the author trying), and a text
 * saved again unchanged is not a new attempt.
 */
export function recordTextAttempts(collection: PublicTextCollection): CollectionAfterChangeHook {
  const authors: Record<string, string> = PUBLIC_TEXT_FIELDS[collection]
  return async ({ doc, previousDoc, operation, req }) => {
    const user = requestUser(req)
    if (!user) return doc
    const before = (operation === 'update' ? (previousDoc?.original ?? {}) : {}) as Record<string, Stored>
    const after = (doc.original ?? {}) as Record<string, Stored>
    const written: Written[] = Object.entries(authors)
      .filter(([, author]) => String(relationId(author === 'id' ? doc.id : doc[author])) === String(user.id))
      .filter(([field]) => comparable(after[field]) !== comparable(before[field]) && comparable(publicValue(after[field] ?? null)) !== comparable(after[field]))
      .map(([field]) => ({ field, text: asText(after[field]) }))
    if (written.length) await countAttempt(req, user.id, collection, doc.id as number, written)
    return doc
  }
}

async function countAttempt(req: PayloadRequest, userId: number, resource: string, recordId: number, texts: Written[]) {
  const { flagAt, windowHours } = settings().contactAttempts
  // One author's saves are counted one at a time, whichever record or instance they reach.
  await lockTextAttempts(req, userId)
  await req.payload.create({
    collection: 'text-attempts',
    data: { user: userId, resource, recordId: String(recordId), texts },
    overrideAccess: true,
    depth: 0,
    req,
  })
  const since = new Date(Date.now() - windowHours * 3_600_000).toISOString()
  const window = { user: { equals: userId }, createdAt: { greater_than: since } }
  const flagged = await req.payload.count({ collection: 'text-flags', where: window, overrideAccess: true, req })
  if (flagged.totalDocs > 0) return
  const { docs: attempts } = await req.payload.find({
    collection: 'text-attempts',
    where: window,
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  if (attempts.length < flagAt) return
  const flag = await req.payload.create({
    collection: 'text-flags',
    data: { user: userId, attempts: attempts.map((attempt) => attempt.id), status: 'open' },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await req.payload.create({
    collection: 'admin-audit-log',
    data: {
      actorEmail: SYSTEM_ACTOR_EMAIL,
      action: 'contactAttemptsFlag',
      resource: 'text-flags',
      recordId: String(flag.id),
      before: null,
      after: { user: userId, attempts: attempts.length },
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
