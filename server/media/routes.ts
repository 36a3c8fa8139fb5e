import { Router } from 'express'
import { localMediaDir } from '#media/paths'
import type { AppContext } from '../context'
import { bucketFiles, localFiles, mediaFiles } from './files'
import { mediaLimits } from './limits'

/** Uploaded files under MEDIA_URL_PATH, on local disk or in the S3 bucket, by the media read rule. */
export function mediaRoutes({ payload, pool, settings }: AppContext): Router {
  const files = settings.s3 ? bucketFiles(settings.s3) : localFiles(localMediaDir(settings.dataDir))
  return Router().use(mediaFiles({ payload, pool, files }))
}

/** GET /api/media-limits: the upload limits the web app checks a file against before sending it. */
export function mediaLimitRoutes({ settings }: AppContext): Router {
  return Router().get('/media-limits', mediaLimits(settings))
}
