import type { CollectionBeforeChangeHook } from 'payload'
import { relationId } from '#utilities/requestUser'
import { isMediaFolder, storagePrefix } from './rules'

/**
 * The storage prefix of a new file is `<owner>/<folder>`, derived from the document as it is about
 * to be saved (owner already settled by assignOwner), never from the request body. The storage
 * plugin reads it right after this hook to build the file's path, and the path is never moved
 * afterwards (updates keep `prefix`, `user` and `folder`).
 */
export const placeUnderOwner: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const owner = relationId(data.user)
  if (owner !== undefined && isMediaFolder(data.folder)) data.prefix = storagePrefix(owner, data.folder)
  // Without an owner or a folder the document fails validation; nothing may be stored meanwhile.
  else delete data.prefix
  return data
}
