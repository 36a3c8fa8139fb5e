import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Config, Plugin } from 'payload'
import { privateFolderSync } from '#infra/privateFolders'
import type { Settings } from '#infra/settings'
import { uploadTempDir } from './paths'

const MB = 1024 * 1024
/** Form fields and multipart boundaries around the one file a request carries. */
const MULTIPART_OVERHEAD = MB
/** A file whose bytes stop arriving for this long is dropped (Payload's default, stated so our message can say it). */
export const UPLOAD_IDLE_SECONDS = 60

/**
 * How Payload reads multipart bodies: each file streams to a temp file under DATA_DIR as it
 * arrives (a 100 MB video is never a Buffer). A file past the largest limit is cut there and
 * marked truncated instead of aborting the request: the rest of the body is read and dropped,
 * then inspectUpload answers 413 in Portuguese for the right kind of file, and Payload removes
 * the temp file. (Aborting mid-body cancels the request stream under Payload's reader, which the
 * Express bridge does not survive today.) The Express bridge bounds the whole body first. The
 * folder is made 0700 here, before the first upload: the uploader would make it with the umask's
 * mode, and a chat photo on its way is as private as once stored.
 */
export function streamedUploads(settings: Pick<Settings, 'dataDir' | 'maxImageBytes' | 'maxVideoBytes'>): NonNullable<Config['upload']> {
  const maxFileBytes = Math.max(settings.maxImageBytes, settings.maxVideoBytes)
  const tempFileDir = uploadTempDir(settings.dataDir)
  privateFolderSync(tempFileDir, path.dirname(tempFileDir))
  return {
    useTempFiles: true,
    tempFileDir,
    limits: { fileSize: maxFileBytes },
    abortOnLimit: false,
    requestSizeLimit: maxFileBytes + MULTIPART_OVERHEAD,
    uploadTimeout: UPLOAD_IDLE_SECONDS * 1000,
  }
}

const MINUTE = 60 * 1000

/** Removes temp uploads nobody has written to for `maxAgeMs`; returns how many went. */
export async function sweepStaleUploads(dir: string, { maxAgeMs = 60 * MINUTE, now = Date.now() } = {}): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  let removed = 0
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(dir, entry.name)
    const written = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => now,
    )
    if (now - written <= maxAgeMs) continue
    await rm(file, { force: true })
    removed++
  }
  return removed
}

/**
 * Payload parses multipart bodies on every endpoint but removes temp files only in upload
 * operations, so a file posted elsewhere (to /api/jobs, say) or an upload cut short by a crash
 * stays behind. Those are swept at boot and every 15 minutes, once unwritten for an hour.
 */
export function tempUploadSweeper(settings: Pick<Settings, 'dataDir'>): Plugin {
  const dir = uploadTempDir(settings.dataDir)
  return (config) => ({
    ...config,
    onInit: async (payload) => {
      await config.onInit?.(payload)
      const sweep = () => void sweepStaleUploads(dir).catch((error) => payload.logger.warn({ err: error }, 'falha ao limpar envios temporários'))
      sweep()
      setInterval(sweep, 15 * MINUTE).unref()
    },
  })
}
