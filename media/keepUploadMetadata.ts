import type { CollectionBeforeOperationHook } from 'payload'

/**
 * What Payload and the storage plugin write about a stored file: its name, place, type, size and
 * image sizes. They follow from the bytes (media/inspectUpload.ts, sharp) and never from a body:
 * an owner or an admin who rewrote them could point a document at another account's file or
 * serve a video as a page. Trusted server code (overrideAccess) keeps its say.
 */
const FILE_FIELDS = ['filename', 'prefix', 'mimeType', 'filesize', 'width', 'height', 'url', 'thumbnailURL', 'sizes', 'focalX', 'focalY']

export const keepUploadMetadata: CollectionBeforeOperationHook = ({ args, operation }) => {
  const { data, overrideAccess } = args as { data?: Record<string, unknown>; overrideAccess?: boolean }
  if ((operation === 'create' || operation === 'update') && !overrideAccess && data && typeof data === 'object') {
    for (const field of FILE_FIELDS) delete data[field]
  }
  return args
}
