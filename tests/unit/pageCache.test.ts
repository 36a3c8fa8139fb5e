import { describe, expect, it } from 'vitest'
import { PageCache } from '../../server/web/pageCache'

function onlineCache(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  let now = 0
  const cache = new PageCache({ maxBytes: options.maxBytes ?? 1_000_000, maxAgeMs: options.maxAgeMs ?? 60_000, now: () => now })
  cache.setOnline(true)
  return { cache, advance: (ms: number) => (now += ms) }
}

const store = (cache: PageCache, key: string, html: string) => cache.set(key, html, cache.startRender())

describe('PageCache', () => {
  it('keeps a page and answers it until invalidated', () => {
    const { cache } = onlineCache()
    store(cache, '/', '<p>a</p>')
    expect(cache.get('/')).toBe('<p>a</p>')
    cache.invalidate()
    expect(cache.get('/')).toBeUndefined()
  })

  it('drops the least recently used pages past its byte cap', () => {
    const page = 'x'.repeat(1000)
    const { cache } = onlineCache({ maxBytes: 10_000 })
    for (const key of ['/1', '/2', '/3', '/4']) store(cache, key, page)
    expect(cache.get('/1')).toBe(page)
    store(cache, '/5', page)
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000)
    expect(cache.get('/2')).toBeUndefined()
    expect(cache.get('/1')).toBe(page)
    expect(cache.get('/5')).toBe(page)
  })

  it('does not keep a page larger than a quarter of its cap', () => {
    const { cache } = onlineCache({ maxBytes: 10_000 })
    store(cache, '/big', 'x'.repeat(2000))
    expect(cache.get('/big')).toBeUndefined()
  })

  it('forgets a page older than its freshness window', () => {
    const { cache, advance } = onlineCache({ maxAgeMs: 1000 })
    store(cache, '/', 'a')
    advance(1000)
    expect(cache.get('/')).toBe('a')
    advance(1)
    expect(cache.get('/')).toBeUndefined()
  })

  it('does not keep a render that started before a change', () => {
    const { cache } = onlineCache()
    const startedIn = cache.startRender()
    cache.invalidate()
    cache.set('/', 'old', startedIn)
    expect(cache.get('/')).toBeUndefined()
  })

  it('is off while a write of its own is not heard back, and while it cannot hear writes', () => {
    const { cache } = onlineCache()
    cache.writeStarted('w1', 10_000)
    expect(cache.startRender()).toBeNull()
    store(cache, '/', 'during')
    expect(cache.get('/')).toBeUndefined()
    cache.writeSettled('w1')
    store(cache, '/', 'after')
    expect(cache.get('/')).toBe('after')
    cache.setOnline(false)
    expect(cache.get('/')).toBeUndefined()
    store(cache, '/', 'offline')
    cache.setOnline(true)
    expect(cache.get('/')).toBeUndefined()
  })
})
