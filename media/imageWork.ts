import { createRequire } from 'node:module'
import pLimit from 'p-limit'
import type { SharpDependency } from 'payload'
import type SharpConstructor from 'sharp'
import type { Sharp } from 'sharp'

/**
 * sharp (libvips and its libraries, ~27 MiB resident) is loaded on the first image, not at boot:
 * most instances serve pages and lists for minutes before anyone uploads a photo (issue 29).
 */
const requireHere = createRequire(import.meta.url)
let loaded: typeof SharpConstructor | undefined
const sharp = (...args: Parameters<typeof SharpConstructor>): Sharp => (loaded ??= requireHere('sharp') as typeof SharpConstructor)(...args)

/**
 * Every call that makes libvips read an image, one at a time for the whole process. A decoded
 * photo lives outside V8's heap (a 49 MP PNG costs 50–90 MB while it is resized); several at once
 * add up, and glibc's per-thread arenas keep that peak after the work ends. One at a time bounds
 * the peak whatever the number of uploads in flight (`npm run bench -- uploads`, decision 17).
 * Uploads wait their turn: a 49 MP photo takes one to three seconds on two shared cores.
 */
const oneImageAtATime = pLimit(1)

/** The sharp methods that reach libvips (promise form: Payload uses no other). */
const DECODING_METHODS = ['metadata', 'stats', 'toBuffer', 'toFile'] as const

function queued(image: Sharp): Sharp {
  for (const method of DECODING_METHODS) {
    const run = (image[method] as (...args: unknown[]) => unknown).bind(image)
    Object.defineProperty(image, method, { value: (...args: unknown[]) => oneImageAtATime(() => run(...args)) })
  }
  // Payload derives each size from a clone; a clone is a new instance and needs the same queue.
  const clone = image.clone.bind(image)
  Object.defineProperty(image, 'clone', { value: () => queued(clone()) })
  return image
}

/**
 * The sharp Payload gets (config `sharp`): each image capped at `maxPixels` on every path, not only
 * where Payload passes the collection's `constructorOptions` (its sizes and dimension probe do not),
 * and queued with the rest.
 */
export function queuedSharp(maxPixels: number): SharpDependency {
  return (input, options) => queued(sharp(input, { ...options, limitInputPixels: maxPixels }))
}

export type ImageHeader = { width: number; height: number; frames: number }

/**
 * What an image claims to be, read from its header without decoding a pixel: no pixel limit here
 * (sharp's own would answer a 400-megapixel header with an error instead of its size), the caller
 * judges. Undefined when libvips cannot read the header at all.
 */
export async function readImageHeader(input: string | Buffer): Promise<ImageHeader | undefined> {
  try {
    const { width, height, pageHeight, pages } = await queued(sharp(input, { limitInputPixels: false })).metadata()
    return width && height ? { width, height: pageHeight ?? height, frames: pages ?? 1 } : undefined
  } catch {
    return undefined
  }
}
