import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MediaKind } from '#domain/media'
import { fileSizeRefusal, videoLengthRefusal, type UploadLimits } from '#domain/uploadLimits'
import { api } from './client'
import { queryClient } from './queryClient'

/** GET /api/media-limits: the limits the server holds uploads to; they change only with a restart. */
const mediaLimitsQuery = queryOptions({
  queryKey: ['media-limits'],
  queryFn: ({ signal }) => api.get<UploadLimits>('/api/media-limits', { signal }),
  staleTime: Infinity,
})

export const useMediaLimits = () => useQuery(mediaLimitsQuery).data

/** Some browsers (iOS Safari) load nothing for a video that is not playing: past this, the server decides. */
const METADATA_TIMEOUT_MS = 5000

/** The length the browser reads from a video's header, without playing or uploading it; undefined when it cannot tell. */
function readVideoSeconds(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video')
    const url = URL.createObjectURL(file)
    const finish = (seconds?: number) => {
      clearTimeout(timer)
      video.onloadedmetadata = video.onerror = null
      URL.revokeObjectURL(url)
      resolve(seconds)
    }
    const timer = setTimeout(finish, METADATA_TIMEOUT_MS)
    video.onloadedmetadata = () => finish(video.duration)
    video.onerror = () => finish()
    video.preload = 'metadata'
    video.src = url
  })
}

/** A file is checked when picked and again before it is sent: its header is read once. */
const videoSeconds = new WeakMap<File, Promise<number | undefined>>()

/**
 * The server's message for a file over its limits (size; a video's length), found before a byte
 * is sent. Undefined when the file may go, or when the limits or the length cannot be read: the
 * server has the last word anyway.
 */
export async function uploadRefusal(file: File, kind: MediaKind): Promise<string | undefined> {
  const limits = await queryClient.ensureQueryData(mediaLimitsQuery).catch(() => undefined)
  if (!limits) return undefined
  const tooLarge = fileSizeRefusal(kind, file.size, limits)
  if (tooLarge || kind === 'image') return tooLarge
  if (!videoSeconds.has(file)) videoSeconds.set(file, readVideoSeconds(file))
  return videoLengthRefusal(await videoSeconds.get(file), limits)
}
