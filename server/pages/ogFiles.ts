import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3'
import type { Settings } from '#infra/settings'
import { createS3Client } from '#media/objectStorage'
import { localMediaDir } from '#media/paths'

/**
 * Where the link-preview images (decision 0037, 0043) find the pictures they show and keep what
 * they drew: the same storage as the media, so every instance reads and writes the same images.
 * With S3 (S3_BUCKET) both are objects of the bucket: the pictures under their media keys
 * (`<user>/<folder>/<name>`), the images under `og/<kind>/<id>/<hash>.png`, a key no media
 * document names, so /media never serves it. On local disk, `$DATA_DIR/media` and `$DATA_DIR/og`.
 *
 * An image is named by the hash of what it shows: an edit gives a new name, so nothing is ever
 * invalidated; writing an image removes the older ones of the same page, and `removeAll` the
 * images of a page that is gone.
 */
export type OgStore = {
  /** A media file's bytes (the logo or the photo), or null when it is missing. */
  readPicture(key: string): Promise<Buffer | null>
  /** A drawn image, or null when none is kept under that name. */
  readImage(page: string, hash: string): Promise<Buffer | null>
  /** Keeps a drawn image and removes the page's older ones. */
  writeImage(page: string, hash: string, image: Buffer): Promise<void>
  /** Removes every image of a page (a job or profile that is gone). */
  removeAll(page: string): Promise<void>
}

const isMissing = (error: unknown) =>
  (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey')) ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'

export function ogStore(settings: Pick<Settings, 's3' | 'dataDir'>): OgStore {
  return settings.s3 ? bucketStore(createS3Client(settings.s3), settings.s3.bucket) : diskStore(settings.dataDir)
}

function diskStore(dataDir: string): OgStore {
  const mediaDir = localMediaDir(dataDir)
  const ogDir = path.join(dataDir, 'og')
  const read = (file: string) =>
    readFile(file).catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    })
  const pageDir = (page: string) => path.join(ogDir, page)
  return {
    readPicture: (key) => read(path.join(mediaDir, key)),
    readImage: (page, hash) => read(path.join(pageDir(page), `${hash}.png`)),
    async writeImage(page, hash, image) {
      const dir = pageDir(page)
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${hash}.png`)
      // Written aside and renamed: another instance (or request) never reads half an image.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
      await writeFile(temporary, image)
      await rename(temporary, file)
      for (const name of await readdir(dir)) if (name !== `${hash}.png` && !name.endsWith('.tmp')) await unlink(path.join(dir, name)).catch(() => {})
    },
    removeAll: (page) => rm(pageDir(page), { recursive: true, force: true }),
  }
}

function bucketStore(client: S3Client, bucket: string): OgStore {
  const read = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await object.Body!.transformToByteArray())
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  const prefix = (page: string) => `og/${page}/`
  const remove = async (page: string, keep?: string) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix(page) }))
    const doomed = (listed.Contents ?? []).map((object) => object.Key!).filter((key) => key !== keep)
    if (doomed.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: doomed.map((Key) => ({ Key })) } }))
  }
  return {
    readPicture: read,
    readImage: (page, hash) => read(`${prefix(page)}${hash}.png`),
    async writeImage(page, hash, image) {
      const key = `${prefix(page)}${hash}.png`
      // A PUT replaces the object whole: two instances drawing the same image write the same bytes.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: image, ContentType: 'image/png' }))
      await remove(page, key)
    },
    removeAll: (page) => remove(page),
  }
}
