import { describe, expect, it } from 'vitest'
import { PageCache } from '#infra/pages/pageCache'

function onlineCache(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  let now = 0
  const cache = new PageCache({ maxBytes: options.maxBytes ?? 1_000_000, maxAgeMs: options.maxAgeMs ?? 60_000, now: () => now })
  cache.setOnline(true)
  return { cache, advance: (ms: number) => (now += ms) }
}

const page = (html: string) => ({ body: Buffer.from(html), etag: `"${html.length}"` })
const store = (cache: PageCache, key: string, html: string) => cache.set(key, page(html), cache.startRender())
const htmlOf = (cache: PageCache, key: string) => cache.get(key)?.body.toString()

describe('PageCache', () => {
  it('keeps a page and answers it until invalidated', () => {
    const { cache } = onlineCache()
    store(cache, '/', '<p>a</p>')
    expect(htmlOf(cache, '/')).toBe('<p>a</p>')
    cache.invalidate()
    expect(htmlOf(cache, '/')).toBeUndefined()
  })

  it('drops the least recently used pages past its byte cap', () => {
    const html = 'x'.repeat(1000)
    const { cache } = onlineCache({ maxBytes: 4_600 })
    for (const key of ['/1', '/2', '/3', '/4']) store(cache, key, html)
    expect(htmlOf(cache, '/1')).toBe(html)
    store(cache, '/5', html)
    expect(cache.size.bytes).toBeLessThanOrEqual(4_600)
    expect(htmlOf(cache, '/2')).toBeUndefined()
    expect(htmlOf(cache, '/1')).toBe(html)
    expect(htmlOf(cache, '/5')).toBe(html)
  })

  it('does not keep a page larger than a quarter of its cap', () => {
    const { cache } = onlineCache({ maxBytes: 4_600 })
    store(cache, '/big', 'x'.repeat(2000))
    expect(htmlOf(cache, '/big')).toBeUndefined()
  })

  it('forgets a page older than its freshness window', () => {
    const { cache, advance } = onlineCache({ maxAgeMs: 1000 })
    store(cache, '/', 'a')
    advance(1000)
    expect(htmlOf(cache, '/')).toBe('a')
    advance(1)
    expect(htmlOf(cache, '/')).toBeUndefined()
  })

  it('does not keep a render that started before a change', () => {
    const { cache } = onlineCache()
    const startedIn = cache.startRender()
    cache.invalidate()
    cache.set('/', page('old'), startedIn)
    expect(htmlOf(cache, '/')).toBeUndefined()
  })

  it('is off while a write of its own is not heard back, and while it cannot hear writes', () => {
    const { cache } = onlineCache()
    cache.writeStarted('w1', 10_000)
    expect(cache.startRender()).toBeNull()
    store(cache, '/', 'during')
    expect(htmlOf(cache, '/')).toBeUndefined()
    cache.writeSettled('w1')
    store(cache, '/', 'after')
    expect(htmlOf(cache, '/')).toBe('after')
    cache.setOnline(false)
    expect(htmlOf(cache, '/')).toBeUndefined()
    store(cache, '/', 'offline')
    cache.setOnline(true)
    expect(htmlOf(cache, '/')).toBeUndefined()
  })
})
