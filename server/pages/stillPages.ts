import { weakEtag } from '../http/weakEtag'

/**
 * The app's pages that read nothing from the database for a visitor (no session cookie, not one of
 * the public pages of domain/publicPages.ts: /dashboard, /perfil, /auth, the app's own 'not found'…),
 * kept as first rendered (decision 0060). Such a page is a function of its address, the country the
 * browser's languages name, the time zone and the build, so no write anywhere changes it: instances
 * never need to tell each other anything. Only the footer's year reads the clock, hence the same
 * minute of age as the kept public pages. Bounded by count (each is a few KB); cleared when full.
 */
/**
 * A page that read nothing, ready to send as Express sent it when rendered: its UTF-8 bytes and
 * Express's own ETag of them (the weak one: length and SHA-1), computed once.
 */
export type StillPage = { html: Buffer; etag: string }

export class StillPages {
  private readonly pages = new Map<string, { page: StillPage; storedAt: number }>()

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number; now?: () => number }) {}

  get(key: string): StillPage | undefined {
    const entry = this.pages.get(key)
    if (!entry) return undefined
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.pages.delete(key)
      return undefined
    }
    return entry.page
  }

  set(key: string, html: string): void {
    if (this.pages.size >= this.options.maxEntries) this.pages.clear()
    this.pages.set(key, { page: { html: Buffer.from(html), etag: weakEtag(html) }, storedAt: this.now() })
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}
