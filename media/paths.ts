import path from 'node:path'

/**
 * Where uploaded files live on local disk and the public path that serves them (mounted by
 * server/app.ts). Their names never change (`<user>/<folder>/<timestamp>-<random>.<ext>`), so browsers
 * and proxies may keep them for a year.
 */
export const MEDIA_URL_PATH = '/media'
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export const localMediaDir = (dataDir: string) => path.join(dataDir, 'media')

/** Multipart uploads stream here while they arrive; Payload removes each one after its request. */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads')

/**
 * A local file's URL, relative to the site (`/media/<user>/<folder>/<name>`): pages load it from
 * whatever address they were opened at (localhost, 127.0.0.1, a LAN address), which an absolute
 * PUBLIC_URL would break under the `img-src 'self'` policy.
 */
export function localMediaUrl(storageFilePath: string): string {
  return `${MEDIA_URL_PATH}/${storageFilePath.split('/').map(encodeURIComponent).join('/')}`
}
