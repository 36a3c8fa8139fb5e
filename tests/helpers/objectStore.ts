import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { freePort } from './ports'

export type ObjectStore = {
  /** What the app reads as S3_BUCKET, S3_ENDPOINT, ... */
  env: Record<string, string>
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>
  read: (key: string) => Promise<Buffer>
  empty: () => Promise<void>
  close: () => Promise<void>
}

const TEST_BUCKET = 'navalha-test'

/**
 * s3rver, a real S3-compatible server on a random port over a temporary folder, standing in for
 * S3, R2 or MinIO: the app talks to it with the same AWS SDK calls it makes in production.
 */
export async function startObjectStore(): Promise<ObjectStore> {
  const directory = await mkdtemp(path.join(tmpdir(), 'navalha-s3-'))
  const port = await freePort()
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] })
  await server.run()
  const env = {
    S3_BUCKET: TEST_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  const keys = async () => {
    const found: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, ContinuationToken: token }))
      found.push(...(page.Contents ?? []).map((object) => object.Key!))
      token = page.NextContinuationToken
    } while (token)
    return found.sort()
  }
  return {
    env,
    keys,
    read: async (key) => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }))).Body!.transformToByteArray()),
    empty: async () => {
      const all = await keys()
      if (all.length) await client.send(new DeleteObjectsCommand({ Bucket: TEST_BUCKET, Delete: { Objects: all.map((Key) => ({ Key })) } }))
    },
    close: async () => {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
