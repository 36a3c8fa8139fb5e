import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import type { Config, PayloadHandler, Plugin } from 'payload'
import type { Settings } from '#infra/settings'
import { localDiskAdapter } from './localDisk'
import { s3ClientConfig } from './objectStorage'
import { localMediaDir, localMediaUrl } from './paths'

const mediaUrl = ({ filename, prefix }: { filename: string; prefix?: string }) => localMediaUrl(prefix ? `${prefix}/${filename}` : filename)

/** Payload's /api/media/file/<name> route sends readers on to the app's address for the file, as the local adapter does. */
const redirectToMediaUrl: PayloadHandler = async (req) => {
  const filename = String(req.routeParams?.filename ?? '')
  const prefix = req.searchParams?.get('prefix') ?? undefined
  return new Response(null, { status: 302, headers: { location: mediaUrl({ filename, prefix }) } })
}

function readThroughApp(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug === 'media' && typeof collection.upload === 'object'
        ? { ...collection, upload: { ...collection.upload, handlers: [redirectToMediaUrl] } }
        : collection,
    ),
  }
}

/**
 * Where the media collection keeps its files: S3-compatible storage when S3_BUCKET is set, local
 * disk under `$DATA_DIR/media` otherwise. Both go through Payload's cloud-storage plugin, so the
 * schema, the `<user>/<folder>/` prefix and the clean-up on delete are the same everywhere.
 *
 * Either way a file's URL is the app's `/media/<user>/<folder>/<name>` (server/media/files.ts),
 * which applies the media read rule and the cache headers, and reads local disk or the bucket:
 * every instance serves every file, and the bucket may stay private (decision 0038).
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
            generateFileURL: mediaUrl,
          },
        },
      })(config)
    }
    const { s3Storage } = await import('@payloadcms/storage-s3')
    const withS3 = await s3Storage({
      bucket: s3.bucket,
      config: s3ClientConfig(s3),
      collections: { media: { prefix: '', generateFileURL: mediaUrl } },
    })(config)
    return readThroughApp(withS3)
  }
}
