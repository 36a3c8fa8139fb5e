import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import type { RequestHandler } from 'express'
import type { Settings } from '#infra/settings'

type S3Settings = NonNullable<Settings['s3']>

/** The S3 client options Payload's storage plugin and our reads share (media/storage.ts, server/media/files.ts). */
export function s3ClientConfig(s3: S3Settings) {
  const credentials = s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined
  // A custom endpoint (MinIO, R2, ...) usually wants path-style addressing.
  return { region: s3.region, endpoint: s3.endpoint, forcePathStyle: Boolean(s3.endpoint), credentials }
}

export const createS3Client = (s3: S3Settings) => new S3Client(s3ClientConfig(s3))

/**
 * Streams objects of the bucket as files at `<mount>/<key>`, like express.static does for local
 * disk: content type, length, ETag and Last-Modified from the object, `If-None-Match` answered
 * with 304, byte ranges (browsers seek videos with them) passed to the store, HEAD without a
 * body, and a 404 for a key the bucket does not hold. The caller has already applied the media
 * read rule and picks the cache policy.
 */
export function s3Files({ client, bucket, cacheControl }: { client: S3Client; bucket: string; cacheControl: string }): RequestHandler {
  return async (req, res, next) => {
    let key: string
    try {
      key = req.path.split('/').filter(Boolean).map(decodeURIComponent).join('/')
    } catch {
      return void res.status(404).end()
    }
    const range = typeof req.headers.range === 'string' && /^bytes=\d*-\d*$/.test(req.headers.range) ? req.headers.range : undefined
    const ifNoneMatch = typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined
    let object
    try {
      object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }))
    } catch (error) {
      if (!(error instanceof S3ServiceException)) return next(error)
      const status = error.$metadata.httpStatusCode
      res.setHeader('cache-control', cacheControl)
      if (status === 304) return void res.status(304).end()
      if (status === 416) return void res.status(416).end()
      if (status === 404 || error.name === 'NoSuchKey') return void res.status(404).end()
      return next(error)
    }
    res.status(object.ContentRange ? 206 : 200)
    res.setHeader('cache-control', cacheControl)
    res.setHeader('accept-ranges', 'bytes')
    if (object.ContentType) res.setHeader('content-type', object.ContentType)
    if (object.ContentLength !== undefined) res.setHeader('content-length', String(object.ContentLength))
    if (object.ContentRange) res.setHeader('content-range', object.ContentRange)
    if (object.ETag) res.setHeader('etag', object.ETag)
    if (object.LastModified) res.setHeader('last-modified', object.LastModified.toUTCString())
    const body = object.Body as Readable
    if (req.method === 'HEAD') {
      body.destroy()
      return void res.end()
    }
    // A reader that leaves mid-file ends the object's stream too.
    await pipeline(body, res).catch(() => body.destroy())
  }
}
