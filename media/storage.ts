import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import type { Plugin } from 'payload'
import type { Settings } from '../infra/settings'
import { localDiskAdapter } from './localDisk'
import { localMediaDir, localMediaUrl } from './paths'

/**
 * Where the media collection keeps its files: S3-compatible storage when S3_BUCKET is set, local
 * disk under `$DATA_DIR/media` otherwise. Both go through Payload's cloud-storage plugin, so the
 * schema, the `<user>/<folder>/` prefix and the clean-up on delete are the same everywhere.
 *
 * - Local files are served by a static route (`/media/...`, cached for a year) and their URL
 *   points there directly.
 * - S3 files are read through Payload (`/api/media/file/<name>?prefix=...`), which works with a
 *   private bucket and needs no public endpoint.
 */
export function mediaStorage(settings: Pick<Settings, 's3' | 'dataDir'>): Plugin {
  const { s3, dataDir } = settings
  return async (config) => {
    if (!s3) {
      return cloudStoragePlugin({
        collections: {
          media: {
            adapter: localDiskAdapter({ dir: localMediaDir(dataDir) }),
            // An empty collection prefix still adds the per-document `prefix` field.
            prefix: '',
            generateFileURL: ({ filename, prefix }) => localMediaUrl(prefix ? `${prefix}/${filename}` : filename),
          },
        },
      })(config)
    }
    const { s3Storage } = await import('@payloadcms/storage-s3')
    const credentials = s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined
    return s3Storage({
      bucket: s3.bucket,
      // A custom endpoint (MinIO, R2, ...) usually wants path-style addressing.
      config: { region: s3.region, endpoint: s3.endpoint, forcePathStyle: Boolean(s3.endpoint), credentials },
      collections: { media: { prefix: '' } },
    })(config)
  }
}
