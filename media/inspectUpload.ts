import { DomainError, failureKindOf } from '#domain/errors'
import { randomBytes } from 'node:crypto'
import { open } from 'node:fs/promises'
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { relationId, requestUser } from '#utilities/requestUser'
import { mediaMessages } from '#domain/messages/common'
import { hasRole } from '#domain/roles'
import { readImageHeader } from './imageWork'
import { bufferReader, readMp4Duration, type ReadAt } from './mp4Duration'
import { readWebmDuration } from './webmDuration'
import {
  isMediaFolder,
  isRefusal,
  judgeImagePixels,
  judgeUpload,
  judgeVideoDuration,
  storagePrefix,
  storedFilename,
  type MediaLimits,
  type Refusal,
} from './rules'

type UploadedFile = NonNullable<PayloadRequest['file']>

/** With `useTempFiles` the bytes are on disk and `data` is empty; Local API uploads carry a buffer. */
const onDisk = (file: UploadedFile): file is UploadedFile & { tempFilePath: string } => Boolean(file.tempFilePath) && file.data.length === 0

async function detectMime(file: UploadedFile): Promise<string | undefined> {
  const detected = onDisk(file) ? await fileTypeFromFile(file.tempFilePath) : await fileTypeFromBuffer(file.data)
  return detected?.mime
}

const durationReaders: Record<string, (read: ReadAt, size: number) => Promise<number | undefined>> = {
  'video/mp4': readMp4Duration,
  'video/quicktime': readMp4Duration,
  'video/webm': readWebmDuration,
}

/** The video's length from its container header: a few small reads, never the whole file. */
async function videoSeconds(file: UploadedFile, mime: string): Promise<number | undefined> {
  const readDuration = durationReaders[mime]
  if (!readDuration) return undefined
  if (!onDisk(file)) return readDuration(bufferReader(file.data), file.data.length)
  const handle = await open(file.tempFilePath, 'r')
  try {
    const { size } = await handle.stat()
    return await readDuration(async (position, length) => {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position)
      return buffer.subarray(0, bytesRead)
    }, size)
  } finally {
    await handle.close()
  }
}

/** Same rule as hooks/assignOwner: members upload as themselves; admins and trusted code name the owner. */
function ownerOf(req: PayloadRequest, data: Record<string, unknown>): number | string | undefined {
  const user = requestUser(req)
  return user && !hasRole(user, 'admin') ? user.id : relationId(data.user)
}

const refuse = ({ status, message }: Refusal, field = 'file') => new DomainError(failureKindOf(status), message, { field })

/**
 * Runs before Payload touches an upload (its image processing and storage come next). The file
 * is judged by its bytes: the folder says whether an image or a video is expected, file-type says
 * what arrived, then the size, the pixel count or the video length. An accepted file is renamed
 * `<timestamp>-<random>.<ext>` and placed under `<owner>/<folder>` (spec §7) whatever the body said; a
 * video's length is kept (seconds) when its header tells it (MP4, MOV, WebM).
 * A stored file never changes: updates carry only the description, and crop or focal-point edits
 * (which would re-cut the original outside the WebP pipeline) are dropped.
 */
export const inspectUpload =
  (limits: MediaLimits): CollectionBeforeOperationHook =>
  async ({ args, operation, overrideAccess, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    if (req.query) delete (req.query as Record<string, unknown>).uploadEdits
    const file = req.file
    if (operation === 'update') {
      if (file) throw refuse({ status: 400, message: mediaMessages.replaceNotAllowed })
      return args
    }
    // Visitors are refused by the create access rule that runs next; their bytes are not worth reading.
    if (!overrideAccess && !requestUser(req)) return args
    // Without a file Payload would fetch one named by `url` in the body (unjudged, from anywhere).
    if (!file) throw refuse({ status: 400, message: mediaMessages.fileMissing })

    const data = { ...(args.data as Record<string, unknown> | undefined) }
    if (!isMediaFolder(data.folder)) throw refuse({ status: 400, message: mediaMessages.folderInvalid }, 'folder')
    // A file cut at the multipart limit (media/streaming.ts) is too large whatever its kind.
    const size = 'truncated' in file && file.truncated ? Infinity : file.size
    const verdict = judgeUpload({ folder: data.folder, detectedMime: await detectMime(file), size }, limits)
    if (isRefusal(verdict)) throw refuse(verdict)
    let duration: number | undefined
    if (verdict.kind === 'image') {
      // Before Payload decodes anything: a few bytes may declare a billion pixels.
      const header = await readImageHeader(onDisk(file) ? file.tempFilePath : file.data)
      if (!header) throw refuse({ status: 400, message: mediaMessages.imageUnreadable })
      const refusal = judgeImagePixels(header, limits)
      if (refusal) throw refuse(refusal)
    } else {
      duration = await videoSeconds(file, verdict.mime)
      const refusal = judgeVideoDuration(duration, limits)
      if (refusal) throw refuse(refusal)
    }

    file.name = storedFilename(Date.now(), randomBytes(6).toString('hex'), verdict.extension)
    file.mimetype = verdict.mime
    data.duration = duration ?? null
    const owner = ownerOf(req, data)
    // Payload picks a free file name within this prefix; placeUnderOwner settles the prefix for good.
    data.prefix = owner === undefined ? undefined : storagePrefix(owner, data.folder)
    return { ...args, data }
  }
