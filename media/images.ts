import type { ImageSize, ImageUploadFormatOptions } from 'payload'
import type { ResizeOptions } from 'sharp'

/**
 * How Payload re-encodes every image with sharp: auto-rotated by its EXIF orientation, converted
 * to WebP with all metadata dropped (EXIF with GPS, XMP, ICC), the original included, so what is
 * stored is never the file that was sent.
 */
export const WEBP: ImageUploadFormatOptions = { format: 'webp', options: { quality: 82 } }

/** The stored original: phone photos keep plenty of detail for any screen without their 50 MP. */
export const ORIGINAL_BOUNDS: ResizeOptions = { width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true }

/**
 * The sizes the screens use: `thumbnail` for avatars and lists, `card` for directory and job
 * cards, `full` for profile pages. Small images are never enlarged.
 */
export const IMAGE_SIZES: ImageSize[] = [
  { name: 'thumbnail', width: 160, height: 160, fit: 'cover', withoutEnlargement: true, formatOptions: WEBP },
  { name: 'card', width: 480, withoutEnlargement: true, formatOptions: WEBP },
  { name: 'full', width: 1600, withoutEnlargement: true, formatOptions: WEBP },
]
