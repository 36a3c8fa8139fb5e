import { sql } from '@payloadcms/db-postgres'
import { ALERT_DELAY_WITHOUT_EARLY_ACCESS_MS, DIGEST_HOUR } from '#domain/jobAlerts'
import type { Drizzle } from '../database/drizzle'
import { haversineSql } from '../database/nearSql'
import { usersWithPerkSql } from '../database/perkSql'
import { UNACCENT } from '../database/searchIndexes'

/**
 * The matching of one job published or reopened against every alert (decision 0037): one
 * statement over the job's row and the alerts, never the alerts against all jobs. The alerts are
 * found through the state index (an alert names the job's state, or none), and each other filter
 * of /api/open-jobs is one comparison with a column prepareJobAlert derived from the filters. A
 * barber gets one row per job whatever the number of their alerts that match (their first
 * instant alert wins), and none for a job they applied to or were told about before: the unique
 * (user, job) index makes the INSERT skip it, on every instance.
 *
 * The row says when the e-mail is due: at once for the Anual plan's early access
 * (domain/perks.ts), two hours after publication for everyone else; a daily alert at the next 8h
 * in the alert's time zone after that.
 */
const DELAY = `interval '${ALERT_DELAY_WITHOUT_EARLY_ACCESS_MS / 1000} seconds'`
const nextDigest = (at: string, zone: string) =>
  `((date_trunc('day', (${at}) AT TIME ZONE ${zone}) + CASE WHEN ((${at}) AT TIME ZONE ${zone})::time < time '${DIGEST_HOUR}:00' THEN interval '${DIGEST_HOUR} hours' ELSE interval '${24 + DIGEST_HOUR} hours' END) AT TIME ZONE ${zone})`

/**
 * Structured pay (decision 0036): an alert's `payKind` must be the job's, and its `payMin` (whole
 * units of money, or percentage points; the open-jobs query asks for it only with a kind) must be
 * reached by the top of the job's range, stored in cents or in points: the rule of `payMatches`
 * (domain/pay.ts) and of server/jobs/reads.ts.
 */
const PAY_MATCH = `(a.match_pay_kind IS NULL OR a.match_pay_kind = job.pay_kind)
  AND (a.match_pay_min IS NULL OR job.pay_top >= a.match_pay_min * CASE WHEN job.pay_kind = 'commission' THEN 1 ELSE 100 END)`

/**
 * 'Perto de mim' (decision 0045): an alert with a point matches a job whose city seat lies within
 * its radius, by the haversine of infra/database/nearSql.ts and domain/nearby.ts; a job without
 * coordinates (a city the seats do not know) is not near anything.
 */
const NEAR_MATCH = `(a.match_radius_km IS NULL OR (job.lat IS NOT NULL AND ${haversineSql(
  { lat: 'a.match_lat::float8', lng: 'a.match_lng::float8' },
  { lat: 'job.lat', lng: 'job.lng' },
)} <= a.match_radius_km::float8))`

/**
 * The early-access barbers (decision 0024), read once per statement through the plan index: a few
 * paying subscribers, looked up as a hashed set rather than one plan lookup per matched alert.
 */
const EARLY_CTE = `early AS MATERIALIZED (${usersWithPerkSql('earlyAccess')})`

/** The job's row: only an active job matches. */
const JOB_CTE = `
WITH job AS MATERIALIZED (
  SELECT j.id, j.country::text AS country, j.state, lower(${UNACCENT}(j.city)) AS city_key, j.search_text, j.contract_type::text AS contract_type,
         COALESCE(j.experience_required, 0) AS experience, j.barbershop_id,
         j.pay_kind::text AS pay_kind, COALESCE(j.pay_max, j.pay_min) AS pay_top, j.lat::float8 AS lat, j.lng::float8 AS lng, j.urgent IS TRUE AS urgent
  FROM jobs j WHERE j.id = $1 AND j.status = 'active'
), ${EARLY_CTE}`

/**
 * The matching itself: the alerts the job fits, one per barber (their first instant alert), then
 * the time each is due. The alerts are read through job_alerts_matching_idx (decision 0043): only
 * unpaused ones, keyed by the state or '' for none, every column compared here included, so the
 * scan never visits the table. The job's applicants are read once (its index on job_id) and
 * looked up as a hashed set, as the early-access barbers are.
 */
const MATCHING = `
SELECT m.user_id, job.id AS job_id, m.alert_id,
  CASE WHEN m.delivery = 'daily' THEN ${nextDigest('due.base', `COALESCE(m.time_zone, 'America/Sao_Paulo')`)} ELSE due.base END AS due_at
FROM job CROSS JOIN (
  SELECT DISTINCT ON (a.user_id) a.user_id, a.id AS alert_id, a.delivery, a.time_zone
  FROM job JOIN job_alerts a ON COALESCE(a.match_state, '') = ANY (ARRAY[job.state, ''])
  WHERE a.paused IS NOT TRUE
    AND (a.match_country IS NULL OR a.match_country = job.country)
    AND (a.match_city IS NULL OR a.match_city = job.city_key)
    AND (a.match_text IS NULL OR job.search_text LIKE a.match_text)
    AND (a.match_contract_type IS NULL OR a.match_contract_type = job.contract_type)
    AND (a.match_max_experience IS NULL OR job.experience <= a.match_max_experience)
    AND (a.match_barbershop IS NULL OR a.match_barbershop = job.barbershop_id)
    AND ${PAY_MATCH}
    AND (a.match_urgent IS NOT TRUE OR job.urgent)
    AND ${NEAR_MATCH}
    AND a.user_id NOT IN (SELECT ap.barber_user_id FROM applications ap WHERE ap.job_id = $1 AND ap.barber_user_id IS NOT NULL)
  ORDER BY a.user_id, (a.delivery = 'instant') DESC, a.id
) m
CROSS JOIN LATERAL (SELECT $2::timestamptz + CASE WHEN m.user_id IN (SELECT id FROM early) THEN interval '0' ELSE ${DELAY} END AS base) due`

/** The matching alone, read-only ($1, $2 as below): what `npm run bench -- alerts` times apart from the writes. */
export const MATCHING_SQL = `${JOB_CTE} ${MATCHING}`

/** $1: the job's id; $2: now (an ISO date: tests and the bench move it). Writes the due rows; answers their barbers. */
export const MATCH_JOB_SQL = `${JOB_CTE}
INSERT INTO job_alert_deliveries (user_id, job_id, alert_id, due_at, updated_at, created_at)
SELECT m.user_id, m.job_id, m.alert_id, m.due_at, $2::timestamptz, $2::timestamptz FROM (${MATCHING}) m
ON CONFLICT (user_id, job_id) DO NOTHING
RETURNING user_id`

/** Barbers served in one sweep of server/alerts/deliver.ts; the next sweep takes the rest. */
const SWEEP_BARBERS = 200

/**
 * $1: now (an ISO date). Claims the due rows of a batch of barbers and marks them sent, locking
 * them (FOR UPDATE SKIP LOCKED) so a sweep at once, here or on another instance, skips them.
 */
export const CLAIM_DUE_DELIVERIES_SQL = `
WITH barbers AS (
  SELECT DISTINCT d.user_id FROM job_alert_deliveries d WHERE d.sent_at IS NULL AND d.due_at <= $1::timestamptz ORDER BY d.user_id LIMIT ${SWEEP_BARBERS}
), claimed AS (
  SELECT d.id FROM job_alert_deliveries d JOIN barbers USING (user_id)
  WHERE d.sent_at IS NULL AND d.due_at <= $1::timestamptz FOR UPDATE OF d SKIP LOCKED
)
UPDATE job_alert_deliveries d SET sent_at = $1::timestamptz, updated_at = $1::timestamptz FROM claimed WHERE d.id = claimed.id
RETURNING d.user_id, d.job_id, d.alert_id`

/**
 * Early-access barbers e-mailed at a job's publication (collections/Jobs/hooks/alertEarlyAccessBarbers.ts)
 * are told already: their rows, sent, keep their saved alerts from e-mailing the job again (the
 * deliveries' unique row, decision 0037).
 */
export async function markToldOfJob(db: Drizzle, userIds: number[], jobId: number): Promise<void> {
  if (!userIds.length) return
  await db.execute(sql`INSERT INTO job_alert_deliveries (user_id, job_id, due_at, sent_at, updated_at, created_at)
    SELECT unnest(${`{${userIds.join(',')}}`}::int[]), ${jobId}, now(), now(), now(), now() ON CONFLICT (user_id, job_id) DO NOTHING`)
}
