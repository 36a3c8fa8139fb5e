import type { Pool } from 'pg'
import type { PublicStats } from '#domain/bootstrap'
import { readPublicStats } from './reads'
import { keptUntilContentChanges } from '#infra/pages/keptValue'
import type { PageCache } from '#infra/pages/pageCache'

/**
 * The counts as the landing and /api/stats read them: kept by the instance as long as its rendered
 * pages (until any instance announces a write, at most a minute, for 'the last 30 days'), so a burst
 * of signed-in visits to "/" or of writes does not recount every table each time (decision 0033).
 */
export function keptPublicStats(pages: PageCache, pool: Pool): () => Promise<PublicStats> {
  return keptUntilContentChanges(pages, () => readPublicStats(pool), { maxAgeMs: 60_000 })
}
