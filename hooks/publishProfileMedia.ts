import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { relationId } from '#utilities/requestUser'

type MediaField = { name: string; many?: boolean }

function mediaIds(doc: Record<string, unknown> | undefined, fields: readonly MediaField[]): Set<number | string> {
  const values = fields.flatMap(({ name, many }) => (many ? ((doc?.[name] as unknown[] | undefined) ?? []) : [doc?.[name]]))
  return new Set(values.map(relationId).filter((id) => id !== undefined))
}

/** Straight to the database: a flag of the system's, with no upload hooks to run. */
async function setPublic(req: PayloadRequest, ids: (number | string)[], value: boolean) {
  if (ids.length) await req.payload.db.updateMany({ collection: 'media', where: { id: { in: ids } }, data: { public: value }, req, returning: false })
}

/**
 * A file becomes public when a profile shows it and private again when the profile drops it or is
 * deleted (access/publicOrOwnMedia.ts), in the profile's own transaction. A file belongs to one
 * account and shows on that account's one profile, so no other profile can still be using it.
 */
export function publishProfileMedia(fields: readonly MediaField[]): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, previousDoc, req }) => {
      const [now, before] = [mediaIds(doc, fields), mediaIds(previousDoc, fields)]
      await setPublic(
        req,
        [...now].filter((id) => !before.has(id)),
        true,
      )
      await setPublic(
        req,
        [...before].filter((id) => !now.has(id)),
        false,
      )
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await setPublic(req, [...mediaIds(doc, fields)], false)
      return doc
    },
  }
}
