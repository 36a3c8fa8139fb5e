import { mediaMessages } from '#domain/messages/common'
import type { Settings } from '#infra/settings'
import { MEDIA_FOLDERS, mediaKindFor, type MediaFolder, type MediaKind } from '#domain/media'
import { fileSizeRefusal } from '#domain/uploadLimits'

/**
 * What an upload may be, decided from the type its bytes show (file-type), never from its name
 * or the type the browser declared. Pure, so every rule is unit-tested without a server.
 */

/** Detected MIME type → extension on disk, per kind of file. */
const ACCEPTED_TYPES: Record<MediaKind, Readonly<Record<string, string>>> = {
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
}

export const ACCEPTED_MIME_TYPES = [...Object.keys(ACCEPTED_TYPES.image), ...Object.keys(ACCEPTED_TYPES.video)]

export type MediaLimits = {
  maxImageBytes: number
  maxVideoBytes: number
  maxVideoSeconds: number
  /** Decoding a huge image costs memory whatever its file size (a 143 KB PNG can hold 49 megapixels). */
  maxImagePixels: number
}

/**
 * Phones save 12 MP photos by default and up to 50 MP in their full-resolution modes, whose
 * sensors are a little over 50 million pixels (8160 × 6144, 8192 × 6144 = 50.3 MP): 52 MP takes
 * every one of them. The 64, 108 and 200 MP modes are refused; their photos are mostly over the
 * size limit anyway, and the stored original is at most 2560 px wide (media/images.ts).
 */
const MAX_IMAGE_PIXELS = 52_000_000

export function mediaLimits(settings: Pick<Settings, 'maxImageBytes' | 'maxVideoBytes' | 'maxVideoSeconds'>): MediaLimits {
  const { maxImageBytes, maxVideoBytes, maxVideoSeconds } = settings
  return { maxImageBytes, maxVideoBytes, maxVideoSeconds, maxImagePixels: MAX_IMAGE_PIXELS }
}

export type Refusal = { status: 400 | 413; message: string }
export type Accepted = { kind: MediaKind; mime: string; extension: string }

export function isMediaFolder(value: unknown): value is MediaFolder {
  return typeof value === 'string' && (MEDIA_FOLDERS as readonly string[]).includes(value)
}

function wrongType(kind: MediaKind): Refusal {
  return { status: 400, message: kind === 'image' ? mediaMessages.imageType : mediaMessages.videoType }
}

/** The type and size rule for a file sent to `folder`. */
export function judgeUpload(
  { folder, detectedMime, size }: { folder: MediaFolder; detectedMime: string | undefined; size: number },
  limits: MediaLimits,
): Accepted | Refusal {
  const kind = mediaKindFor(folder)
  const extension = detectedMime ? ACCEPTED_TYPES[kind][detectedMime] : undefined
  if (!detectedMime || !extension) return wrongType(kind)
  const tooLarge = fileSizeRefusal(kind, size, limits)
  if (tooLarge) return { status: 413, message: tooLarge }
  return { kind, mime: detectedMime, extension }
}

/** A video whose header does not tell its length (a browser recording, say) passes; its size limit still holds. */
export function judgeVideoDuration(seconds: number | undefined, limits: MediaLimits): Refusal | undefined {
  if (seconds !== undefined && seconds > limits.maxVideoSeconds) return { status: 400, message: mediaMessages.videoTooLong(limits.maxVideoSeconds) }
  return undefined
}

/** Every frame of an animated image is decoded, so frames count as much as pixels. */
export function judgeImagePixels({ width, height, frames }: { width: number; height: number; frames: number }, limits: MediaLimits): Refusal | undefined {
  if (width * height * frames > limits.maxImagePixels) return { status: 400, message: mediaMessages.imageTooManyPixels(limits.maxImagePixels / 1_000_000) }
  return undefined
}

export function isRefusal(verdict: Accepted | Refusal): verdict is Refusal {
  return 'status' in verdict
}

/** Spec §7: files live under `<user id>/<folder>/`. */
export function storagePrefix(owner: number | string, folder: MediaFolder): string {
  return `${owner}/${folder}`
}

/**
 * Spec §7 names a file `<timestamp>.<extension>`; the random part after the timestamp keeps two
 * uploads of the same millisecond apart (one user sending several photos at once), so a name never
 * has to be checked for before it is used. The extension is the one of the bytes actually stored.
 */
export function storedFilename(timestamp: number, nonce: string, extension: string): string {
  return `${timestamp}-${nonce}.${extension}`
}
