import path from 'node:path'

/**
 * Where uploaded files live on local disk and the public path that serves them (mounted by
 * server/app.ts). Their names never change (`<user>/<folder>/<timestamp>.<ext>`), so browsers
 * and proxies may keep them for a year.
 */
export const MEDIA_URL_PATH = '/media'
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export const localMediaDir = (dataDir: string) => path.join(dataDir, 'media')

/** Multipart uploads stream here while they arrive; Payload removes each one after its request. */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads')

export function localMediaUrl(publicUrl: string, storageFilePath: string): string {
  return `${publicUrl}${MEDIA_URL_PATH}/${storageFilePath.split('/').map(encodeURIComponent).join('/')}`
}
