import type { CollectionBeforeOperationHook } from 'payload'
import { DomainError } from '#domain/errors'
import { mediaMessages } from '#domain/messages/common'
import { PROFILE_MEDIA_FOLDERS, UNSAVED_PROFILE_UPLOADS_MAX } from '#domain/privacy'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'
import { unsavedProfileUploads } from './store'

/**
 * Profile files upload when picked (decision 0058), before any save: without a bound, one account
 * could send file after file it never saves and fill the storage for a day until the sweep. Past
 * UNSAVED_PROFILE_UPLOADS_MAX files of its own that no profile holds, a member's next profile upload
 * is refused with 429 before its bytes are read. Counted in the request's transaction without a
 * lock: uploads of one account that arrive at the same moment may pass the bound by as many as are
 * in flight together (at most the pool's connections), never more. Admins and trusted code are not counted.
 */
export const limitUnsavedUploads: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const user = requestUser(req)
  if (!user || hasRole(user, 'admin')) return args
  const folder = (args.data as Record<string, unknown> | undefined)?.folder
  if (!(PROFILE_MEDIA_FOLDERS as readonly unknown[]).includes(folder)) return args
  if ((await unsavedProfileUploads(req, user.id)) >= UNSAVED_PROFILE_UPLOADS_MAX)
    throw new DomainError('tooMany', mediaMessages.tooManyUnsaved(UNSAVED_PROFILE_UPLOADS_MAX), { field: 'file' })
  return args
}
