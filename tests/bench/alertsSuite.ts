import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { MATCH_JOB_SQL, MATCHING_SQL } from '../../infra/jobAlerts/matchJob'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { benchServerEnv, fmt, machineDescription, median, runScript, writeSection } from './lib'

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000)
/** Ten alerts a barber, the most the API allows. */
const BARBERS = Math.ceil(ALERTS / 10)
const RUNS = 31

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/**
 * One publication against 100,000 saved alerts (issue 26, decision 0037): the statement a job's
 * publication runs in its transaction (infra/jobAlerts/matchJob.ts), timed on the database for
 * jobs of every state; each run rolls back, so every run matches against the same alerts. The
 * e-mails are not part of it: the statement leaves due rows, which the sweep e-mails later.
 */
export async function alertsSuite(): Promise<void> {
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-alerts-'))
  const port = await freePort()
  const env = { ...benchServerEnv({ databaseUrl: database.url, dataDir, port }), WEB_DIST_DIR: path.join(dataDir, 'no-web') }
  try {
    // The schema by the migrations alone: no server (and no build of the web app) is needed.
    await runScript(['server/cli.ts', 'migrate'], env)
    await runScript(['tests/bench/seed.ts', '20000', '200'], env)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    // Barbers with ten alerts each: mostly a state (a quarter with a city too), a third a search
    // term, some a contract type or an experience; one in twenty with no place at all.
    await client.query(
      `INSERT INTO users (name, email, user_type, trial_ends_at, _verified, created_at, updated_at)
       SELECT 'Alerta ' || i, 'alerta' || i || '@bench.navalha.test', 'barber', now() + interval '3 days', true, now(), now() FROM generate_series(1, $1::int) AS i`,
      [BARBERS],
    )
    const { rows: places } = await client.query<{ states: string[]; cities: string[] }>(
      'SELECT array_agg(DISTINCT state) AS states, array_agg(DISTINCT lower(unaccent_immutable(city))) AS cities FROM jobs',
    )
    const words = ['barbeiro', 'visagista', 'navalha', 'degrade', 'barba', 'colorista', 'fim de semana', 'centro']
    await client.query(
      `WITH barbers AS MATERIALIZED (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'alerta%@bench.navalha.test')
      INSERT INTO job_alerts (user_id, filters, delivery, paused, time_zone, match_country, match_state, match_city, match_text, match_contract_type, match_max_experience, created_at, updated_at)
      SELECT b.id, '{}'::jsonb, (CASE WHEN k % 3 = 0 THEN 'daily' ELSE 'instant' END)::enum_job_alerts_delivery, k % 17 = 0, 'America/Sao_Paulo',
             CASE WHEN k % 20 = 0 THEN NULL ELSE 'BR' END,
             CASE WHEN k % 20 = 0 THEN NULL ELSE ($1::text[])[1 + (b.n * 7 + k) % cardinality($1::text[])] END,
             CASE WHEN k % 4 = 0 AND k % 20 <> 0 THEN ($2::text[])[1 + (b.n * 13 + k) % cardinality($2::text[])] END,
             CASE WHEN k % 3 = 1 THEN '%' || ($3::text[])[1 + (b.n + k) % cardinality($3::text[])] || '%' END,
             CASE WHEN k % 5 = 2 THEN 'full_time' END,
             CASE WHEN k % 7 = 3 THEN 2 END, now(), now()
      FROM barbers b CROSS JOIN generate_series(1, 10) AS k`,
      [places[0]!.states, places[0]!.cities, words],
    )
    await client.query('VACUUM ANALYZE job_alerts')
    const { rows: counted } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM job_alerts')
    const { rows: jobs } = await client.query<{ id: number; state: string }>(
      `SELECT DISTINCT ON (state) id, state FROM jobs WHERE status = 'active' ORDER BY state, id DESC`,
    )
    const times: number[] = []
    const matchingTimes: number[] = []
    const matched: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const job = jobs[run % jobs.length]!
      const before = performance.now()
      await client.query(MATCHING_SQL, [job.id, new Date().toISOString()])
      matchingTimes.push(performance.now() - before)
      await client.query('BEGIN')
      const started = performance.now()
      const { rowCount } = await client.query(MATCH_JOB_SQL, [job.id, new Date().toISOString()])
      times.push(performance.now() - started)
      matched.push(rowCount ?? 0)
      await client.query('ROLLBACK')
    }
    await client.query('BEGIN')
    const plan = (
      await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${MATCH_JOB_SQL}`, [jobs[0]!.id, new Date().toISOString()])
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n')
    await client.query('ROLLBACK')
    await client.end()
    times.sort((a, b) => a - b)
    matchingTimes.sort((a, b) => a - b)
    const p50 = median(times)
    const p95 = percentile(times, 95)
    const m50 = median(matchingTimes)
    const m95 = percentile(matchingTimes, 95)
    console.log(
      `alerts: ${counted[0]!.n} alerts, matching alone p50 ${fmt(m50, 1)} ms p95 ${fmt(m95, 1)} ms; with the writes p50 ${fmt(p50, 1)} ms, p95 ${fmt(p95, 1)} ms, ${fmt(median(matched))} barbers matched (median)`,
    )
    writeSection(
      'alerts',
      `## Alerts: one publication against ${fmt(counted[0]!.n)} saved alerts

\`npm run bench -- alerts\` (issue 26, decision 0037). ${fmt(BARBERS)} barbers with ten alerts each (95% name a state,
a quarter a city too, a third a search term, some a contract type or an experience; one in 17 paused), 20,000 jobs. The
statement a publication runs in its transaction (\`infra/jobAlerts/matchJob.ts\`: the new job against the alerts through
the state index, one due row per barber), timed on the database for a job of each state, ${RUNS} runs, each rolled back.
E-mails are not sent inline: the rows are e-mailed by the sweep (\`server/jobAlerts/deliver.ts\`) through the e-mail queue.

| | p50 | p95 | target | barbers matched (median) |
| --- | ---: | ---: | ---: | ---: |
| matching one job (the SELECT alone) | ${fmt(m50, 1)} ms | ${fmt(m95, 1)} ms | < 50 ms | ${fmt(median(matched))} |
| matching and writing the due rows (what the publication's transaction runs) | ${fmt(p50, 1)} ms | ${fmt(p95, 1)} ms | | |

<details><summary>Plan</summary>

\`\`\`
${plan}
\`\`\`
</details>

${machineDescription()}`,
    )
  } finally {
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
