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
