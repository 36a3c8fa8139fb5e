import { describe, expect, it } from 'vitest'
import { keptUntilContentChanges } from '#infra/pages/keptValue'
import { PageCache } from '#infra/pages/pageCache'

function setup(maxAgeMs = 60_000) {
  let now = 0
  let reads = 0
  const pages = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => now })
  pages.setOnline(true)
  const value = keptUntilContentChanges(pages, async () => ++reads, { maxAgeMs, now: () => now })
  return { pages, value, reads: () => reads, advance: (ms: number) => (now += ms) }
}

describe('keptUntilContentChanges', () => {
  it('reads once until a write is announced, then reads again', async () => {
    const { pages, value, reads } = setup()
    expect(await value()).toBe(1)
    expect(await value()).toBe(1)
    pages.invalidate()
    expect(await value()).toBe(2)
    expect(reads()).toBe(2)
  })

  it('reads again once its freshness window passed', async () => {
    const { value, advance } = setup(1000)
    expect(await value()).toBe(1)
    advance(1000)
    expect(await value()).toBe(1)
    advance(1)
    expect(await value()).toBe(2)
  })

  it('shares one read between calls made at the same time', async () => {
    const { value, reads } = setup()
    expect(await Promise.all([value(), value(), value()])).toEqual([1, 1, 1])
    expect(reads()).toBe(1)
  })

  it('keeps nothing while a write of its own is in flight or writes cannot be heard', async () => {
    const { pages, value } = setup()
    pages.writeStarted('w', 10_000)
    expect(await value()).toBe(1)
    expect(await value()).toBe(2)
    pages.writeSettled('w')
    expect(await value()).toBe(3)
    expect(await value()).toBe(3)
    pages.setOnline(false)
    expect(await value()).toBe(4)
    expect(await value()).toBe(5)
  })

  it('does not keep a read during which a write was announced', async () => {
    let release: () => void = () => {}
    const pages = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 })
    pages.setOnline(true)
    let reads = 0
    const value = keptUntilContentChanges(
      pages,
      async () => {
        reads++
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve))
        return reads
      },
      { maxAgeMs: 60_000 },
    )
    const first = value()
    await Promise.resolve()
    pages.invalidate()
    release()
    expect(await first).toBe(1)
    expect(await value()).toBe(2)
  })
})
