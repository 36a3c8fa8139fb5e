/**
 * Files people upload are kept under $DATA_DIR/media, and they stream through $DATA_DIR/tmp/uploads
 * on the way (issue 36, item 11, found by the outside attack after the outbox fix): a chat photo,
 * which only the two parties and admins may see, was written 0644 in 0755 folders, so any account
 * on the machine read it (the systemd unit's StateDirectory is 0755). Like the outbox, the folders
 * are 0700 and each file 0600, whatever the umask and whatever mode a folder had before.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import type { HandleUpload } from '@payloadcms/plugin-cloud-storage/types'
import { describe, expect, it } from 'vitest'
import { localDiskAdapter } from '#media/localDisk'
import { localMediaDir, uploadTempDir } from '#media/paths'
import { streamedUploads } from '#media/streaming'
import { modeOf, scratchFolder } from '../helpers/fileModes'

const root = scratchFolder('navalha-media-modes-')

let run = 0
/** A data folder whose media and temp folders do not exist yet, or were left by an older version with a mode anyone reads. */
function dataDir(existingMode: number | null): string {
  const dir = path.join(root, `data-${run++}`)
  mkdirSync(dir, { mode: 0o755 })
  chmodSync(dir, 0o755)
  if (existingMode !== null) {
    for (const folder of [localMediaDir(dir), path.dirname(uploadTempDir(dir)), uploadTempDir(dir)]) {
      mkdirSync(folder, { recursive: true })
      // Set after creating: mkdir's mode goes through the umask.
      chmodSync(folder, existingMode)
    }
  }
  return dir
}

type Upload = Parameters<HandleUpload>[0]

/** What the cloud-storage plugin hands the adapter: a small photo in memory, or a video on disk. */
function upload(storageFilePath: string, tempFilePath?: string): Upload {
  const file = { filename: path.basename(storageFilePath), mimeType: 'image/webp', buffer: Buffer.from('RIFF....WEBP'), filesize: 12, tempFilePath }
  return { storageFilePath, file } as unknown as Upload
}

describe('uploaded files on local disk', () => {
  it('are 0600 in 0700 folders, for any umask and any mode the folders had', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 0o777 }),
        fc.option(fc.constantFrom(0o755, 0o777, 0o750, 0o711), { nil: null }),
        fc.constantFrom('chat-photos', 'photos', 'portfolio', 'videos'),
        fc.boolean(),
        async (umask, existing, folder, onDisk) => {
          process.umask(umask)
          const dir = dataDir(existing)
          const adapter = localDiskAdapter({ dir: localMediaDir(dir) })({ collection: { slug: 'media' } as never, prefix: '' })
          const temp = path.join(root, `temp-${run}`)
          if (onDisk) {
            writeFileSync(temp, 'bytes of a video')
            chmodSync(temp, 0o644)
          }
          const storageFilePath = `15/${folder}/1796613139623-1f81f4699415.webp`
          await adapter.handleUpload(upload(storageFilePath, onDisk ? temp : undefined))

          const media = localMediaDir(dir)
          expect(await modeOf(media)).toBe(0o700)
          expect(await modeOf(path.join(media, '15'))).toBe(0o700)
          expect(await modeOf(path.join(media, '15', folder))).toBe(0o700)
          expect(await modeOf(path.join(media, storageFilePath))).toBe(0o600)
        },
      ),
      { numRuns: 30 },
    )
  })

  it('stream through a temp folder only the server reads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 0o777 }), fc.option(fc.constantFrom(0o755, 0o777, 0o750), { nil: null }), async (umask, existing) => {
        process.umask(umask)
        const dir = dataDir(existing)
        const { tempFileDir } = streamedUploads({ dataDir: dir, maxImageBytes: 1024, maxVideoBytes: 2048 })
        expect(tempFileDir).toBe(uploadTempDir(dir))
        expect(await modeOf(uploadTempDir(dir))).toBe(0o700)
        expect(await modeOf(path.dirname(uploadTempDir(dir)))).toBe(0o700)
      }),
      { numRuns: 15 },
    )
  })
})
