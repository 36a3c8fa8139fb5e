import { DomainError } from '#domain/errors'
import { type CollectionBeforeValidateHook } from 'payload'
import { relationId } from '#utilities/requestUser'
import { mediaKindFor, type MediaFolder } from '#domain/media'
import { profileMediaMessages } from '#domain/messages/profiles'

type MediaField = { name: string; folders: readonly MediaFolder[]; many?: boolean }

/**
 * A profile shows only files its owner uploaded, of the right kind: a barber's photo is an
 * image of theirs, their video a video of theirs; a shop's logo and photos, its own images.
 */
export const checkProfileMedia =
  (fields: MediaField[]): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req }) => {
    if (!data) return data
    const owner = relationId(data.user ?? originalDoc?.user)
    for (const field of fields) {
      const value = data[field.name]
      if (value === undefined || value === null) continue
      const ids = (field.many ? (Array.isArray(value) ? value : []) : [value]).map(relationId).filter((id) => id !== undefined)
      const previous = new Set((field.many ? (originalDoc?.[field.name] ?? []) : [originalDoc?.[field.name]]).map(relationId))
      const added = ids.filter((id) => !previous.has(id))
      if (!added.length) continue
      const { docs } = await req.payload.find({
        collection: 'media',
        where: { id: { in: added } },
        depth: 0,
        pagination: false,
        select: { user: true, folder: true, mimeType: true },
        req,
      })
      for (const id of added) {
        const file = docs.find((doc) => doc.id === id)
        if (!file || relationId(file.user) !== owner) throw new DomainError('invalid', profileMediaMessages.notYours, { field: field.name })
        if (
          !field.folders.includes(file.folder as MediaFolder) ||
          mediaKindFor(file.folder as MediaFolder) !== (file.mimeType?.startsWith('video/') ? 'video' : 'image')
        ) {
          throw new DomainError('invalid', profileMediaMessages.wrongKind, { field: field.name })
        }
      }
    }
    return data
  }
