/**
 * The rendered HTML of public pages as a visitor sees them (docs/decisions/0027-html-cache-and-invalidation.md).
 * Bounded by bytes (least recently used entries leave first) and by age. Any write to content a
 * page shows empties it (`invalidate`), and a page rendered while a write was under way is never
 * kept: each entry is stored with the generation its render started in, and only when no write
 * has been announced since. While the instance cannot hear other instances' writes (`offline`), it
 * neither answers from nor fills the cache.
 */
export type PageCacheOptions = { maxBytes: number; maxAgeMs: number; now?: () => number }

/** A page ready to send: its UTF-8 bytes and their ETag, so a hit copies and hashes nothing. */
export type CachedPage = { body: Buffer; etag: string }

type Entry = { page: CachedPage; bytes: number; storedAt: number }

export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  private generation = 0
  /** Writes announced by this instance whose commit (or rollback) is not yet known. */
  private readonly pendingWrites = new Map<string, ReturnType<typeof setTimeout>>()
  private online = false
  private readonly now: () => number
  hits = 0
  misses = 0

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now
  }

  /** Whether answers may come from the cache now. */
  get usable(): boolean {
    return this.online && this.pendingWrites.size === 0
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  get(key: string): CachedPage | undefined {
    if (!this.usable) return undefined
    const entry = this.entries.get(key)
    if (!entry) {
      this.misses++
      return undefined
    }
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.remove(key, entry)
      this.misses++
      return undefined
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.hits++
    return entry.page
  }

  /** A token for a render about to start; `set` keeps its result only if nothing changed meanwhile. */
  startRender(): number | null {
    return this.usable ? this.generation : null
  }

  set(key: string, page: CachedPage, renderStartedIn: number | null): void {
    if (renderStartedIn === null || renderStartedIn !== this.generation || !this.usable) return
    const bytes = page.body.length + key.length * 2 + 128
    if (bytes > this.options.maxBytes / 4) return
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    this.entries.set(key, { page, bytes, storedAt: this.now() })
    this.bytes += bytes
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break
      this.remove(oldestKey, oldest)
    }
  }

  /** Content changed (or may have): every entry goes, and renders under way are not kept. */
  invalidate(): void {
    this.generation++
    this.entries.clear()
    this.bytes = 0
  }

  /**
   * A write of this instance is in its transaction: until it is heard back as committed
   * (`writeSettled`), or `timeoutMs` passes (a rollback is never heard), nothing comes from the cache.
   */
  writeStarted(token: string, timeoutMs: number): void {
    this.invalidate()
    if (this.pendingWrites.has(token)) return
    const timer = setTimeout(() => this.writeSettled(token), timeoutMs)
    timer.unref()
    this.pendingWrites.set(token, timer)
  }

  writeSettled(token: string): void {
    const timer = this.pendingWrites.get(token)
    if (timer) clearTimeout(timer)
    this.pendingWrites.delete(token)
    this.invalidate()
  }

  /** Whether this instance hears every write (its LISTEN connection is up). Either way the entries go. */
  setOnline(online: boolean): void {
    this.online = online
    this.invalidate()
  }

  close(): void {
    for (const timer of this.pendingWrites.values()) clearTimeout(timer)
    this.pendingWrites.clear()
    this.setOnline(false)
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}
