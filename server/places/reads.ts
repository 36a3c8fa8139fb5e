import type { Pool } from 'pg'
import { PAY_INSIGHT_DAYS, PAY_INSIGHT_MIN_JOBS, PLACE_PAGE_JOBS, type PayInsight, type PlaceJob } from '#domain/places'
import type { PayKind } from '#domain/pay'

/** Active jobs counted by the place as stored on them (the shop's country, state and city as typed). */
export type StoredPlaceCount = { country: string; state: string; city: string; count: number; lastmod: Date | null }

/** How many active jobs each stored place has, and when the newest of them changed: one round trip. */
export async function readStoredPlaceCounts(pool: Pool): Promise<StoredPlaceCount[]> {
  const { rows } = await pool.query<StoredPlaceCount>(
    `SELECT COALESCE(country::text, 'BR') AS country, state, city, count(*)::int AS count, max(updated_at) AS lastmod
       FROM jobs WHERE status = 'active' AND state IS NOT NULL AND city IS NOT NULL
      GROUP BY 1, 2, 3`,
  )
  return rows
}

/** The stored (state, city) pairs one place gathers ('Sao Paulo' and 'São Paulo'), in one country. */
export type StoredPlaces = { country: string; pairs: { state: string; city: string }[] }

const inPlace = `COALESCE(j.country::text, 'BR') = $1 AND (j.state, j.city) IN (SELECT * FROM unnest($2::text[], $3::text[]))`
const placeParams = ({ country, pairs }: StoredPlaces) => [country, pairs.map((pair) => pair.state), pairs.map((pair) => pair.city)]

/** A place's newest active jobs (published or reopened last first), public columns only. */
export async function readPlaceJobs(pool: Pool, place: StoredPlaces): Promise<PlaceJob[]> {
  const { rows } = await pool.query<PlaceJob & { publishedAt: Date }>(
    `SELECT j.id, j.title, j.shop_name AS "shopName", j.district, j.contract_type AS "contractType",
            j.experience_required::int AS "experienceRequired", j.salary, COALESCE(j.published_at, j.created_at) AS "publishedAt",
            CASE WHEN j.rent_amount IS NULL THEN NULL ELSE json_build_object('amount', j.rent_amount::float8, 'period', j.rent_period) END AS rent
       FROM jobs j WHERE j.status = 'active' AND ${inPlace}
      ORDER BY COALESCE(j.published_at, j.created_at) DESC, j.id DESC LIMIT $4`,
    [...placeParams(place), PLACE_PAGE_JOBS],
  )
  return rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt).toISOString() }))
}

/**
 * 'Quanto paga' (issue 40): per kind of pay, over the place's active jobs published (or reopened) in
 * the last 90 days, the median, the lowest and the highest `payMin`, only where at least five jobs
 * make it up. A job without a kind (pay to agree, a chair's rent) counts for none. `kind` narrows it
 * to one kind (a job's page).
 */
export async function readPayInsights(pool: Pool, place: StoredPlaces, kind?: PayKind): Promise<PayInsight[]> {
  const { rows } = await pool.query<PayInsight>(
    `SELECT j.pay_kind AS kind, count(*)::int AS count,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY j.pay_min)::float8 AS median,
            min(j.pay_min)::float8 AS min, max(j.pay_min)::float8 AS max
       FROM jobs j
      WHERE j.status = 'active' AND ${inPlace} AND j.pay_kind IS NOT NULL AND j.pay_min IS NOT NULL
        AND COALESCE(j.published_at, j.created_at) >= now() - make_interval(days => $4)
        AND ($5::text IS NULL OR j.pay_kind::text = $5)
      GROUP BY j.pay_kind HAVING count(*) >= $6
      ORDER BY count(*) DESC, j.pay_kind`,
    [...placeParams(place), PAY_INSIGHT_DAYS, kind ?? null, PAY_INSIGHT_MIN_JOBS],
  )
  return rows
}

/** The stored place and pay kind of job `id`, or null when there is no such job. */
export async function readJobPlace(
  pool: Pool,
  id: number,
): Promise<{ country: string; state: string | null; city: string | null; payKind: PayKind | null } | null> {
  const { rows } = await pool.query<{ country: string; state: string | null; city: string | null; payKind: PayKind | null }>(
    `SELECT COALESCE(country::text, 'BR') AS country, state, city, pay_kind AS "payKind" FROM jobs WHERE id = $1`,
    [id],
  )
  return rows[0] ?? null
}
