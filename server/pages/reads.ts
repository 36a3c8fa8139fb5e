import type { PublicStats } from '#domain/bootstrap'
import type { Pool } from 'pg'

/** What a link preview shows (server/pages/og.ts): public columns only, the masked texts (decision 0029), a picture only when public. */
type Row = {
  title: string
  highlight: string | null
  district: string | null
  city: string | null
  state: string | null
  byline: string | null
  prefix: string | null
  filename: string | null
}

const QUERIES = {
  vaga: `SELECT j.title, j.salary AS highlight, j.district, j.city, j.state, j.shop_name AS byline, m.prefix, m.sizes_card_filename AS filename
    FROM jobs j LEFT JOIN barbershops s ON s.id = j.barbershop_id LEFT JOIN media m ON m.id = s.logo_id AND m.public IS TRUE WHERE j.id = $1`,
  barbeiro: `SELECT b.name AS title, CASE WHEN b.experience_years > 0 THEN b.experience_years::int || CASE WHEN b.experience_years = 1 THEN ' ano' ELSE ' anos' END || ' de experiência' END AS highlight,
      b.district, b.city, b.state, NULL AS byline, m.prefix, m.sizes_card_filename AS filename
    FROM barbers b JOIN users u ON u.id = b.user_id LEFT JOIN media m ON m.id = b.photo_id AND m.public IS TRUE WHERE b.id = $1 AND b.removed_at IS NULL`,
  barbearia: `SELECT s.name AS title, (SELECT count(*) FROM jobs j WHERE j.barbershop_id = s.id AND j.status = 'active')::int AS open_jobs, NULL AS highlight,
      s.district, s.city, s.state, NULL AS byline, m.prefix, m.sizes_card_filename AS filename
    FROM barbershops s JOIN users u ON u.id = s.user_id LEFT JOIN media m ON m.id = s.logo_id AND m.public IS TRUE WHERE s.id = $1 AND s.removed_at IS NULL`,
} as const

export type OgKind = keyof typeof QUERIES

/** The preview's columns of one job or profile, or null when it is unknown or removed. */
export async function readOgCard(pool: Pool, kind: OgKind, id: number): Promise<(Row & { open_jobs?: number }) | null> {
  const { rows } = await pool.query<Row & { open_jobs?: number }>(QUERIES[kind], [id])
  return rows[0] ?? null
}

/** A sitemap file holds at most this many addresses (sitemaps.org). */
export const SITEMAP_CHUNK_SIZE = 50_000

/** The pages every visitor reaches without signing in, besides the jobs and profiles. */
const STATIC_SITEMAP_PATHS = ['/', '/vagas-abertas', '/barbeiros', '/barbearias', '/faq', '/planos']

export type SitemapEntry = { path: string; lastmod: string | null }

/**
 * Every address search engines should know, in one stable order: the static pages, every active
 * job (closed ones leave at once: decision 0018 keeps their page, not their listing), every barber's
 * and every shop's public profile (a removed account's answers 404, so it is not listed). One chunk of it at a time, read from the database.
 */
const ENTRIES = `
  SELECT 0 AS part, 0 AS id, NULL::timestamptz AS lastmod
  UNION ALL SELECT 1, id, COALESCE(published_at, created_at) FROM jobs WHERE status = 'active'
  UNION ALL SELECT 2, id, updated_at FROM barbers WHERE removed_at IS NULL
  UNION ALL SELECT 3, id, updated_at FROM barbershops WHERE removed_at IS NULL`

/** Every entry, `places` (the pages by place, decision 0065) after the static pages. */
export async function countSitemapEntries(pool: Pool, places: SitemapEntry[]): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${ENTRIES}) e WHERE part > 0`)
  return STATIC_SITEMAP_PATHS.length + places.length + rows[0]!.count
}

/** The entries of chunk `index` (0-based) of chunks of `size`: the static pages, `places`, then the jobs and profiles. */
export async function readSitemapChunk(pool: Pool, index: number, size: number, places: SitemapEntry[]): Promise<SitemapEntry[]> {
  const statics = [...STATIC_SITEMAP_PATHS.map((path) => ({ path, lastmod: null })), ...places]
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

/**
 * Live counts for the landing page's figures (domain/landingFigures.ts): shops, barbers, active
 * jobs, jobs posted in the last 30 days and the average of the published reviews (hidden ones do not
 * count, decision 0025; blind ones not yet, decision 0026), cut to one decimal, never rounded up.
 * One round trip; the server keeps the answer until content changes (`keptPublicStats`).
 */
export async function readPublicStats(pool: Pool): Promise<PublicStats> {
  const { rows } = await pool.query<{ barbershops: string; barbers: string; active_jobs: string; jobs_per_month: string; average_rating: string | null }>(
    `SELECT (SELECT count(*) FROM barbershops WHERE removed_at IS NULL) AS barbershops, (SELECT count(*) FROM barbers WHERE removed_at IS NULL) AS barbers,
            (SELECT count(*) FROM jobs WHERE status = 'active') AS active_jobs,
            (SELECT count(*) FROM jobs WHERE created_at >= now() - interval '30 days') AS jobs_per_month,
            (SELECT floor(avg(rating) * 10) / 10 FROM reviews WHERE published AND hidden IS NOT TRUE) AS average_rating`,
  )
  const row = rows[0]!
  return {
    barbershops: Number(row.barbershops),
    barbers: Number(row.barbers),
    activeJobs: Number(row.active_jobs),
    jobsPerMonth: Number(row.jobs_per_month),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
  }
}

/** Whether the job `id` was deleted (its tombstone): a 410 rather than a 404 (./prefetch.ts). */
export async function jobWasDeleted(pool: Pool, id: number): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM job_tombstones WHERE job_id = $1', [id])
  return Boolean(rowCount)
}
