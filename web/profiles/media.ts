import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react'
import type { Media } from '#payload-types'
import { asWritten } from '#domain/contactPolicy'
import { imageUrl, populated, type ImageSize } from '../api/populated'

/**
 * A file slot of the complete-profile form: a file already on the server (`media`), or one the
 * user just picked (`file`, shown through a local preview URL) that is uploaded on submit.
 */
export type MediaSlot = {
  key: string
  media?: Media
  file?: File
  previewUrl?: string
  /** The caption under a gallery photo (portfolio, shop photos), as its author wrote it. */
  caption?: string
  /** 0–100 while the file uploads. */
  progress?: number
  error?: string
}

let slotCounter = 0
const nextKey = () => `arquivo-${++slotCounter}`

export function slotFromMedia(value: number | Media | null | undefined): MediaSlot | null {
  const media = populated(value)
  return media ? { key: `media-${media.id}`, media, caption: asWritten(media).caption ?? '' } : null
}

/** The gallery's slots of a profile's photos (portfolio, shop photos), in their order. */
export const slotsFromMedia = (values: (number | Media)[] | null | undefined): MediaSlot[] =>
  (values ?? []).map(slotFromMedia).filter((slot): slot is MediaSlot => slot !== null)

/** What the profile route takes for a gallery: each photo's id with its caption, in order. */
export const galleryValue = (slots: MediaSlot[]) => slots.map((slot) => ({ media: slotValue(slot)!, caption: slot.caption?.trim() ?? '' }))

/** Call from an event handler: it creates an object URL that `releaseSlot` frees. */
export function slotFromFile(file: File): MediaSlot {
  return { key: nextKey(), file, previewUrl: URL.createObjectURL(file) }
}

export function releaseSlot(slot: MediaSlot | null | undefined) {
  if (slot?.previewUrl) URL.revokeObjectURL(slot.previewUrl)
}

export const isPending = (slot: MediaSlot | null | undefined) => Boolean(slot?.file && !slot.media)

/**
 * What the form's schema sees for a slot: the media id, or a stand-in for a picked file that has
 * no id until it uploads (submit replaces it with the real id before saving). The stand-in is the
 * largest id the schema accepts (PostgreSQL's integer), so the form validates before the upload.
 */
const PENDING_UPLOAD_ID = 2_147_483_647

export function slotValue(slot: MediaSlot | null | undefined): number | undefined {
  if (!slot) return undefined
  return slot.media?.id ?? PENDING_UPLOAD_ID
}

export function slotPreview(slot: MediaSlot, size: ImageSize): string | null {
  return slot.previewUrl ?? imageUrl(slot.media, size)
}

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp'
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime'

export type SlotPatch = Partial<MediaSlot>

/** Updates one slot (found by key) inside a single-slot or a list state. */
export const patchOne =
  (set: Dispatch<SetStateAction<MediaSlot | null>>, key: string) =>
  (patch: SlotPatch): void =>
    set((current) => (current?.key === key ? { ...current, ...patch } : current))

export const patchInList =
  (set: Dispatch<SetStateAction<MediaSlot[]>>, key: string) =>
  (patch: SlotPatch): void =>
    set((current) => current.map((slot) => (slot.key === key ? { ...slot, ...patch } : slot)))

/** Frees the local previews of picked files when the form goes away. */
export function useReleaseOnUnmount(slots: (MediaSlot | null)[]) {
  const current = useRef(slots)
  useEffect(() => {
    current.current = slots
  })
  useEffect(() => () => current.current.forEach(releaseSlot), [])
}
