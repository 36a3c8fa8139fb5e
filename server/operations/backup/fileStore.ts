import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { Settings } from '#infra/settings'
import { localMediaDir } from '#media/paths'
import { createS3Client } from '#media/objectStorage'

export type FileEntry = { key: string; bytes: number; sha256: string; contentType?: string }

/** Where the media files are: the bucket when S3_BUCKET is set, `$DATA_DIR/media` otherwise (media/storage.ts). */
export type FileStore = {
  describe: string
  keys: () => Promise<string[]>
  read: (key: string) => Promise<{ body: Readable; contentType?: string }>
  write: (entry: FileEntry, file: string) => Promise<void>
  close: () => void
}

async function localKeys(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const keys: string[] = []
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) keys.push(...(await localKeys(dir, key)))
    else if (entry.isFile()) keys.push(key)
  }
  return keys
}

export function fileStore(settings: Pick<Settings, 's3' | 'dataDir'>): FileStore {
  if (!settings.s3) {
    const dir = localMediaDir(settings.dataDir)
    return {
      describe: `pasta ${dir}`,
      keys: async () => (await localKeys(dir)).sort(),
      read: async (key) => ({ body: createReadStream(path.join(dir, key)) }),
      write: async ({ key }, file) => {
        await fs.mkdir(path.dirname(path.join(dir, key)), { recursive: true })
        await fs.copyFile(file, path.join(dir, key))
      },
      close: () => {},
    }
  }
  const bucket = settings.s3.bucket
  const client: S3Client = createS3Client(settings.s3)
  return {
    describe: `bucket ${bucket}${settings.s3.endpoint ? ` em ${settings.s3.endpoint}` : ''}`,
    keys: async () => {
      const found: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
        found.push(...(page.Contents ?? []).map((object) => object.Key!))
        token = page.NextContinuationToken
      } while (token)
      return found.sort()
    },
    read: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return { body: object.Body as Readable, contentType: object.ContentType }
    },
    // The type Payload's S3 adapter stored goes back with the bytes: the app serves it as is. The body is a
    // buffer, as Payload's adapter sends it: a stream makes the SDK send aws-chunked with a checksum
    // trailer, which some S3-compatible stores (s3rver, older MinIO) keep as part of the object.
    write: async ({ key, contentType }, file) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: await fs.readFile(file), ContentType: contentType }))
    },
    close: () => client.destroy(),
  }
}

/** Copies a stream to `file`, answering its size and SHA-256. */
export async function copyHashed(source: Readable, file: string): Promise<{ bytes: number; sha256: string }> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const hash = createHash('sha256')
  let bytes = 0
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk)
    bytes += chunk.length
  })
  await pipeline(source, createWriteStream(file))
  return { bytes, sha256: hash.digest('hex') }
}

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    bytes += chunk.length
  }
  return { bytes, sha256: hash.digest('hex') }
}
