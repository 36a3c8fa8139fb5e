import type { Media } from '#payload-types'

/** A relationship read at enough depth is the document itself; otherwise only its id (or nothing, once deleted). */
export function populated<T extends object>(value: number | T | null | undefined): T | null {
  return value !== null && typeof value === 'object' ? value : null
}

export type ImageSize = 'thumbnail' | 'card' | 'full'

/** An image's URL at a size the server made (WebP), or the original when it was too small to resize. */
export function imageUrl(media: number | Media | null | undefined, size: ImageSize): string | null {
  const doc = populated(media)
  return doc?.sizes?.[size]?.url ?? doc?.url ?? null
}

/** The id behind a relationship, populated or not. */
export function relationId(value: number | { id: number } | null | undefined): number | undefined {
  return value !== null && typeof value === 'object' ? value.id : (value ?? undefined)
}

/**
 * The photos of a relationship list (a portfolio, a shop's photos) as the grid and the viewer show
 * them, in their order: `alt(index)` names a photo that has no description of its own.
 */
export function galleryPhotos(values: (number | Media)[] | null | undefined, alt: (index: number) => string) {
  return (values ?? [])
    .map(populated)
    .filter((media): media is Media => media !== null && Boolean(media.url))
    .map((media, index) => ({
      id: media.id,
      thumbnailUrl: imageUrl(media, 'thumbnail')!,
      cardUrl: imageUrl(media, 'card')!,
      fullUrl: imageUrl(media, 'full')!,
      alt: media.alt || media.caption || alt(index),
      caption: media.caption,
    }))
}
