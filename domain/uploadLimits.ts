import type { MediaKind } from './media'
import { mediaMessages } from './messages/common'

/**
 * The limits the server holds every upload to (MAX_IMAGE_MB, MAX_VIDEO_MB, MAX_VIDEO_SECONDS), as
 * GET /api/media-limits gives them to the web app: it refuses a file over them before sending it,
 * with the server's own message.
 */
export type UploadLimits = { maxImageBytes: number; maxVideoBytes: number; maxVideoSeconds: number }

const MB = 1024 * 1024

/**
 * The browser reads a video's length from the same header the server does, but its demuxer may
 * round differently: a second of slack keeps it from refusing a video the server would take.
 */
const LENGTH_SLACK_SECONDS = 1

export function fileSizeRefusal(kind: MediaKind, bytes: number, limits: UploadLimits): string | undefined {
  if (kind === 'image') return bytes > limits.maxImageBytes ? mediaMessages.imageTooLarge(limits.maxImageBytes / MB) : undefined
  return bytes > limits.maxVideoBytes ? mediaMessages.videoTooLarge(limits.maxVideoBytes / MB) : undefined
}

/** A length the browser could not read (undefined, NaN, or Infinity for a live recording) is left to the server. */
export function videoLengthRefusal(seconds: number | undefined, limits: UploadLimits): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= limits.maxVideoSeconds + LENGTH_SLACK_SECONDS) return undefined
  return mediaMessages.videoTooLong(limits.maxVideoSeconds)
}

/** "Até 100 MB e 3 minutos." */
export const videoLimitsHint = (limits: UploadLimits) => mediaMessages.videoLimits(limits.maxVideoBytes / MB, limits.maxVideoSeconds)
