import type { PageCache } from './pageCache'

/**
 * A value read from the database and kept by this instance exactly as long as the public pages
 * would be (decision 0027): until any instance announces a write to content those pages show, or
 * `maxAgeMs` passes, whichever comes first. It follows `pages`, so while the instance cannot hear
 * other instances' writes (or one of its own is in flight) every call reads afresh. Concurrent
 * calls in one generation share one read. With N instances, each keeps its own copy and each
 * empties it on the same NOTIFY, so none shows a value older than the last write it heard.
 */
export function keptUntilContentChanges<T>(
  pages: PageCache,
  read: () => Promise<T>,
  { maxAgeMs, now = Date.now }: { maxAgeMs: number; now?: () => number },
): () => Promise<T> {
  let kept: { generation: number; readAt: number; value: T } | undefined
  let reading: { generation: number; value: Promise<T> } | undefined
  return async () => {
    const generation = pages.startRender()
    if (generation === null) return read()
    if (kept?.generation === generation && now() - kept.readAt <= maxAgeMs) return kept.value
    if (reading?.generation === generation) return reading.value
    const readAt = now()
    const value = read()
    reading = { generation, value }
    try {
      const result = await value
      // A write announced while reading may not be in the result: such a read is used, not kept.
      if (pages.startRender() === generation) kept = { generation, readAt, value: result }
      return result
    } finally {
      if (reading?.value === value) reading = undefined
    }
  }
}
