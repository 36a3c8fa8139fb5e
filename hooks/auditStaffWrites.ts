import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'
import { updateEntries, withoutSecrets, type AuditEntry } from '#domain/auditLog'
import { isStaff } from '#domain/roles'
import type { User } from '#payload-types'
import { requestUser } from '#utilities/requestUser'

type Doc = Record<string, unknown>

const AUDIT_LOG = 'admin-audit-log'

/**
 * Every write by an admin or an editor leaves an audit entry (issue 24, item 11; decision 0031),
 * whatever the route: the console's facade, Payload's REST API, any Local API call made as them.
 * The entry is written with the write's own request, so in its transaction: a write whose entry
 * cannot be written is undone. What trusted server code does on its own (no signed-in user:
 * billing, sweeps, the chat's store) is not an admin action and is not recorded here.
 */
async function record(req: PayloadRequest, actor: User, resource: string, recordId: number | string, entry: AuditEntry) {
  await req.payload.create({
    collection: AUDIT_LOG,
    data: {
      actor: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      resource,
      recordId: String(recordId),
      before: withoutSecrets(entry.before),
      after: withoutSecrets(entry.after),
    },
    // Nobody writes the log through the API (collections/AdminAuditLog.ts): only this code does.
    overrideAccess: true,
    depth: 0,
    req,
  })
}

const staffOf = (req: PayloadRequest) => {
  const user = requestUser(req)
  return user && isStaff(user) ? user : null
}

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * A document as stored: relationships as ids (the saved document may come populated, the previous
 * one never is), and without virtual fields, which are derived on read and were never written.
 */
function asStored(collection: SanitizedCollectionConfig, doc: Doc): Doc {
  const stored: Doc = { ...doc }
  for (const field of collection.flattenedFields) {
    if ('virtual' in field && field.virtual) delete stored[field.name]
    else if ((field.type === 'relationship' || field.type === 'upload') && field.name in stored) {
      const value = stored[field.name]
      stored[field.name] = Array.isArray(value) ? value.map(idOf) : idOf(value)
    }
  }
  return stored
}

const auditChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
  const actor = staffOf(req)
  if (!actor) return doc
  const after = asStored(collection, doc as Doc)
  const entries: AuditEntry[] =
    operation === 'create' ? [{ action: 'create', before: null, after }] : updateEntries(collection.slug, asStored(collection, previousDoc as Doc), after)
  for (const entry of entries) await record(req, actor, collection.slug, after.id as number, entry)
  return doc
}

const auditDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  const actor = staffOf(req)
  if (actor) await record(req, actor, collection.slug, id, { action: 'delete', before: asStored(collection, doc as Doc), after: null })
  return doc
}

const auditGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  const actor = staffOf(req)
  if (!actor) return doc
  for (const entry of updateEntries(global.slug, (previousDoc ?? {}) as Doc, doc as Doc)) await record(req, actor, global.slug, global.slug, entry)
  return doc
}

/** The collection with the audit hooks last, after every hook that may still change the document. */
export function auditedCollection(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === AUDIT_LOG) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), auditChange], afterDelete: [...(hooks.afterDelete ?? []), auditDelete] },
  }
}

export function auditedGlobal(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), auditGlobalChange] } }
}
