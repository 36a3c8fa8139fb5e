import type { Pool } from 'pg'

/** A sitemap file holds at most this many addresses (sitemaps.org). */
export const SITEMAP_CHUNK_SIZE = 50_000

/** The pages every visitor reaches without signing in, besides the jobs and profiles. */
const STATIC_SITEMAP_PATHS = ['/', '/barbeiros', '/barbearias', '/faq', '/planos']

export type SitemapEntry = { path: string; lastmod: string | null }

/**
 * Every address search engines should know, in one stable order: the static pages, every active
 * job (closed ones leave at once: decision 0018 keeps their page, not their listing), every barber's
 * and every shop's public profile (a removed account's answers 404, so it is not listed). One chunk of it at a time, read from the database.
 */
const ENTRIES = `
  SELECT 0 AS part, 0 AS id, NULL::timestamptz AS lastmod
  UNION ALL SELECT 1, id, updated_at FROM jobs WHERE status = 'active'
  UNION ALL SELECT 2, id, updated_at FROM barbers WHERE removed_at IS NULL
  UNION ALL SELECT 3, id, updated_at FROM barbershops WHERE removed_at IS NULL`

export async function countSitemapEntries(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${ENTRIES}) e WHERE part > 0`)
  return STATIC_SITEMAP_PATHS.length + rows[0]!.count
}

/** The entries of chunk `index` (0-based) of chunks of `size`. */
export async function readSitemapChunk(pool: Pool, index: number, size: number): Promise<SitemapEntry[]> {
  const statics = STATIC_SITEMAP_PATHS.map((path) => ({ path, lastmod: null }))
  const start = index * size
  const fromStatics = statics.slice(start, start + size)
  const offset = Math.max(0, start - statics.length)
  const limit = size - fromStatics.length
  if (limit === 0) return fromStatics
  const { rows } = await pool.query<{ part: number; id: number; lastmod: Date | null }>(
    `SELECT part, id, lastmod FROM (${ENTRIES}) e WHERE part > 0 ORDER BY part, id LIMIT $1 OFFSET $2`,
    [limit, offset],
  )
  const prefix = ['', '/vagas/', '/barbeiro/', '/barbearia/']
  return [...fromStatics, ...rows.map((row) => ({ path: `${prefix[row.part]}${row.id}`, lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null }))]
}
