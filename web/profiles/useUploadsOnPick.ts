import { useEffect, useRef, useState } from 'react'
import type { MediaFolder } from '#domain/media'
import type { Media } from '#payload-types'
import { uploadMedia } from '../api/upload'
import { isPending, type MediaSlot, type SlotPatch } from './media'
import { createLimiter } from './uploadLimiter'

/** Uploads running at once (decision 0058). */
const UPLOADS_AT_ONCE = 3

/** A slot of the form with where its file goes and how its progress reaches it. */
export type UploadEntry = { slot: MediaSlot; folder: MediaFolder; patch: (patch: SlotPatch) => void }

type Tracked = { promise: Promise<Media>; controller: AbortController }

/**
 * Decision 0058: a picked file starts uploading at once, three at a time, each with its progress
 * on its own slot; a failed one keeps its error and waits for 'Tentar novamente' (or the save,
 * which tries it again). A file removed or replaced while it uploads is cancelled. `uploaded` is
 * what the save awaits: the id at once for a file already sent, the running upload otherwise.
 * An upload that completes but is never saved into a profile is removed by the retention sweep.
 */
export function useUploadsOnPick(entries: UploadEntry[]) {
  const [limit] = useState(() => createLimiter(UPLOADS_AT_ONCE))
  const tracked = useRef(new Map<string, Tracked>())
  const latest = useRef(entries)

  const start = ({ slot, folder, patch }: UploadEntry): Promise<Media> => {
    if (slot.media) return Promise.resolve(slot.media)
    const running = tracked.current.get(slot.key)
    if (running) return running.promise
    const controller = new AbortController()
    patch({ progress: 0, error: undefined })
    const promise = limit(() => {
      if (controller.signal.aborted) throw new DOMException('Envio cancelado', 'AbortError')
      return uploadMedia(slot.file!, folder, (progress) => patch({ progress }), controller.signal)
    }).then(
      (media) => {
        patch({ media, progress: 100 })
        return media
      },
      (error: Error) => {
        tracked.current.delete(slot.key)
        if (!controller.signal.aborted) patch({ progress: undefined, error: error.message })
        throw error
      },
    )
    // Awaited by the save, if it comes; until then a failure is shown on its slot, not thrown.
    promise.catch(() => undefined)
    tracked.current.set(slot.key, { promise, controller })
    return promise
  }

  useEffect(() => {
    latest.current = entries
    const present = new Set(entries.map((entry) => entry.slot.key))
    for (const [key, { controller }] of tracked.current) {
      if (present.has(key)) continue
      controller.abort()
      tracked.current.delete(key)
    }
    for (const entry of entries) if (isPending(entry.slot) && !entry.slot.error && !tracked.current.has(entry.slot.key)) void start(entry)
  })

  useEffect(() => {
    const uploads = tracked.current
    return () => uploads.forEach(({ controller }) => controller.abort())
  }, [])

  return {
    uploaded: start,
    /** 'Tentar novamente' on a failed file. */
    retry: (slot: MediaSlot) => {
      const entry = latest.current.find((each) => each.slot.key === slot.key)
      if (entry) void start(entry).catch(() => undefined)
    },
  }
}
