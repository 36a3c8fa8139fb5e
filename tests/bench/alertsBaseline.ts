import { ALERT_DELAY_WITHOUT_EARLY_ACCESS_MS, DIGEST_HOUR } from '#domain/jobAlerts'
import { planMonthsJoin, perkSql } from '#infra/database/perkSql'
import { UNACCENT } from '#infra/database/searchIndexes'

/**
 * The baseline of `npm run bench -- alerts`: the matching statement as decision 0037 shipped it
 * (the alerts through a plain index on match_state and the table, the plan looked up once per
 * matched alert, pay read from the filters' JSON), kept word for word so every run measures the
 * current statement against it on the same data and checks both find the same rows.
 */
const DELAY = `interval '${ALERT_DELAY_WITHOUT_EARLY_ACCESS_MS / 1000} seconds'`
const nextDigest = (at: string, zone: string) =>
  `((date_trunc('day', (${at}) AT TIME ZONE ${zone}) + CASE WHEN ((${at}) AT TIME ZONE ${zone})::time < time '${DIGEST_HOUR}:00' THEN interval '${DIGEST_HOUR} hours' ELSE interval '${24 + DIGEST_HOUR} hours' END) AT TIME ZONE ${zone})`

const PAY_MATCH = `(a.filters->>'payKind' IS NULL OR a.filters->>'payKind' = job.doc->>'pay_kind')
  AND (a.filters->>'payMin' IS NULL OR COALESCE(job.doc->>'pay_max', job.doc->>'pay_min')::numeric >=
       (a.filters->>'payMin')::numeric * CASE WHEN job.doc->>'pay_kind' = 'commission' THEN 1 ELSE 100 END)`

const JOB_CTE = `
WITH job AS MATERIALIZED (
  SELECT j.id, j.country::text AS country, j.state, lower(${UNACCENT}(j.city)) AS city_key, j.search_text, j.contract_type::text AS contract_type,
         COALESCE(j.experience_required, 0) AS experience, j.barbershop_id, to_jsonb(j) AS doc
  FROM jobs j WHERE j.id = $1 AND j.status = 'active'
)`

const MATCHING = `
SELECT DISTINCT ON (a.user_id) a.user_id, job.id AS job_id, a.id AS alert_id,
  CASE WHEN a.delivery = 'daily' THEN ${nextDigest('due.base', `COALESCE(a.time_zone, 'America/Sao_Paulo')`)} ELSE due.base END AS due_at
FROM job JOIN job_alerts a ON (a.match_state = job.state OR a.match_state IS NULL)
  ${planMonthsJoin('a.user_id', 'perk')}
  CROSS JOIN LATERAL (SELECT $2::timestamptz + CASE WHEN ${perkSql('earlyAccess', 'perk.months')} THEN interval '0' ELSE ${DELAY} END AS base) due
WHERE a.paused IS NOT TRUE
  AND (a.match_country IS NULL OR a.match_country = job.country)
  AND (a.match_city IS NULL OR a.match_city = job.city_key)
  AND (a.match_text IS NULL OR job.search_text LIKE a.match_text)
  AND (a.match_contract_type IS NULL OR a.match_contract_type = job.contract_type)
  AND (a.match_max_experience IS NULL OR job.experience <= a.match_max_experience)
  AND (a.match_barbershop IS NULL OR a.match_barbershop = job.barbershop_id)
  AND ${PAY_MATCH}
  AND NOT EXISTS (SELECT 1 FROM applications ap WHERE ap.job_id = job.id AND ap.barber_user_id = a.user_id)
ORDER BY a.user_id, (a.delivery = 'instant') DESC, a.id`

export const BASELINE_MATCHING_SQL = `${JOB_CTE} ${MATCHING}`

export const BASELINE_MATCH_JOB_SQL = `${JOB_CTE}
INSERT INTO job_alert_deliveries (user_id, job_id, alert_id, due_at, updated_at, created_at)
SELECT m.user_id, m.job_id, m.alert_id, m.due_at, $2::timestamptz, $2::timestamptz FROM (${MATCHING}) m
ON CONFLICT (user_id, job_id) DO NOTHING
RETURNING user_id`
