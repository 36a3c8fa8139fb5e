import express, { type RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { hasRole } from '#domain/roles'
import type { Settings } from '#infra/settings'
import { createS3Client, s3Files } from '#media/objectStorage'
import { IMMUTABLE_CACHE_CONTROL } from '#media/paths'
import { findMediaFile } from './reads'
import { sessionViewer } from '../http/session'

const PRIVATE_CACHE_CONTROL = 'private, no-cache'

/** Where the bytes come from: one handler for files anyone may keep, one for private ones. */
type FileSource = { publicFiles: RequestHandler; privateFiles: RequestHandler }

/** Files on local disk (`$DATA_DIR/media`). */
export function localFiles(dir: string): FileSource {
  const options = { index: false, redirect: false, fallthrough: false } as const
  return {
    publicFiles: express.static(dir, { ...options, immutable: true, maxAge: '1y' }),
    privateFiles: express.static(dir, { ...options, cacheControl: false }),
  }
}

/** Objects in the S3 bucket (S3_BUCKET), read by this instance and streamed on: the bucket may stay private. */
export function bucketFiles(s3: NonNullable<Settings['s3']>): FileSource {
  const client = createS3Client(s3)
  return {
    publicFiles: s3Files({ client, bucket: s3.bucket, cacheControl: IMMUTABLE_CACHE_CONTROL }),
    privateFiles: s3Files({ client, bucket: s3.bucket, cacheControl: PRIVATE_CACHE_CONTROL }),
  }
}

/**
 * Uploaded files (on local disk or in the bucket: the same addresses, `/media/<user>/<folder>/<name>`,
 * either way), under the same rule as the media documents (access/publicOrOwnMedia.ts): a file a
 * profile shows goes to anyone, cached for a year (names never change); any other file only to
 * its owner and admins, never cached by shared caches; the rest is a 404, as if the file did not
 * exist. A chat photo goes to the other party of its message too. Every size of an image
 * (thumbnail, card, full) follows its original.
 */
export function mediaFiles({ payload, pool, files }: { payload: Payload; pool: Pool; files: FileSource }): RequestHandler {
  const { publicFiles, privateFiles } = files
  return async (req, res, next) => {
    let parts: string[]
    try {
      parts = req.path.split('/').filter(Boolean).map(decodeURIComponent)
    } catch {
      return void res.status(404).end()
    }
    const filename = parts.pop()
    if (!filename || parts.length === 0) return void res.status(404).end()
    const file = await findMediaFile(pool, parts.join('/'), filename)
    if (!file) return void res.status(404).end()
    if (file.public) return publicFiles(req, res, next)
    const viewer = await sessionViewer(payload, pool, req)
    if (!viewer || (viewer.id !== file.user_id && viewer.id !== file.shared_with_id && !hasRole(viewer, 'admin'))) return void res.status(404).end()
    res.setHeader('cache-control', PRIVATE_CACHE_CONTROL)
    return privateFiles(req, res, next)
  }
}
