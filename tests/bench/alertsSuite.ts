import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { MATCH_JOB_SQL, MATCHING_SQL } from '#infra/jobAlerts/matchJob'
import { BASELINE_MATCH_JOB_SQL, BASELINE_MATCHING_SQL } from './alertsBaseline'
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
      INSERT INTO job_alerts (user_id, filters, delivery, paused, time_zone, match_country, match_state, match_city, match_text, match_contract_type, match_max_experience, match_pay_kind, match_pay_min, created_at, updated_at)
      SELECT b.id, CASE WHEN k % 9 = 4 THEN '{"payKind": "monthly", "payMin": 2000}'::jsonb ELSE '{}'::jsonb END, (CASE WHEN k % 3 = 0 THEN 'daily' ELSE 'instant' END)::enum_job_alerts_delivery, k % 17 = 0, 'America/Sao_Paulo',
             CASE WHEN k % 20 = 0 THEN NULL ELSE 'BR' END,
             CASE WHEN k % 20 = 0 THEN NULL ELSE ($1::text[])[1 + (b.n * 7 + k) % cardinality($1::text[])] END,
             CASE WHEN k % 4 = 0 AND k % 20 <> 0 THEN ($2::text[])[1 + (b.n * 13 + k) % cardinality($2::text[])] END,
             CASE WHEN k % 3 = 1 THEN '%' || ($3::text[])[1 + (b.n + k) % cardinality($3::text[])] || '%' END,
             CASE WHEN k % 5 = 2 THEN 'full_time' END,
             CASE WHEN k % 7 = 3 THEN 2 END,
             CASE WHEN k % 9 = 4 THEN 'monthly' END, CASE WHEN k % 9 = 4 THEN 2000 END, now(), now()
      FROM barbers b CROSS JOIN generate_series(1, 10) AS k`,
      [places[0]!.states, places[0]!.cities, words],
    )
    // Pay on the jobs (the seed writes none): half a monthly salary of R$ 1.500 to R$ 3.400, a quarter a commission.
    await client.query(
      `UPDATE jobs SET pay_kind = (CASE WHEN id % 4 = 1 THEN 'commission' ELSE 'monthly' END)::enum_jobs_pay_kind,
         pay_min = CASE WHEN id % 4 = 1 THEN 40 + id % 20 ELSE 150000 + (id % 20) * 10000 END WHERE id % 4 IN (0, 1, 2)`,
    )
    // The baseline: decision 0037's statement, through the index it had (job_alerts has no writes here, so the extra index costs the
    // new statement nothing).
    await client.query('CREATE INDEX bench_match_state_idx ON job_alerts (match_state)')
    await client.query('VACUUM ANALYZE job_alerts, jobs')
    const { rows: counted } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM job_alerts')
    const { rows: jobs } = await client.query<{ id: number; state: string }>(
      `SELECT DISTINCT ON (state) id, state FROM jobs WHERE status = 'active' ORDER BY state, id DESC`,
    )
    const times: number[] = []
    const matchingTimes: number[] = []
    const baseTimes: number[] = []
    const baseMatchingTimes: number[] = []
    // The same statements timed by the database itself (planning + execution, EXPLAIN ANALYZE): without the 3,000 rows'
    // trip to this process, which the publication's INSERT … SELECT never makes.
    const serverTimes: number[] = []
    const baseServerTimes: number[] = []
    const onServer = async (list: number[], text: string, values: unknown[]) => {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, SUMMARY ON, FORMAT JSON) ${text}`,
        values,
      )
      list.push(rows[0]!['QUERY PLAN'][0]['Planning Time'] + rows[0]!['QUERY PLAN'][0]['Execution Time'])
    }
    const matched: number[] = []
    const timed = async (list: number[], run: () => Promise<unknown>) => {
      const before = performance.now()
      const result = await run()
      list.push(performance.now() - before)
      return result
    }
    const rowsOf = (rows: { user_id: number; alert_id: number; due_at: Date }[]) =>
      rows.map((row) => `${row.user_id}:${row.alert_id}:${row.due_at.toISOString()}`).sort()
    for (let run = 0; run < RUNS; run++) {
      const job = jobs[run % jobs.length]!
      const now = new Date().toISOString()
      // Interleaved, the order alternating: the baseline and the statement see the same machine.
      const pair = [
        async () => {
          const { rows } = (await timed(matchingTimes, () => client.query(MATCHING_SQL, [job.id, now]))) as pg.QueryResult
          return rows
        },
        async () => {
          const { rows } = (await timed(baseMatchingTimes, () => client.query(BASELINE_MATCHING_SQL, [job.id, now]))) as pg.QueryResult
          return rows
        },
      ]
      let found, expected
      if (run % 2) {
        found = await pair[0]!()
        expected = await pair[1]!()
      } else {
        expected = await pair[1]!()
        found = await pair[0]!()
      }
      // Same barbers, same alerts, same due times: the rewrite keeps the semantics.
      if (rowsOf(found).join() !== rowsOf(expected).join()) throw new Error(`alerts: job ${job.id} matched differently from the baseline`)
      await onServer(serverTimes, MATCHING_SQL, [job.id, now])
      await onServer(baseServerTimes, BASELINE_MATCHING_SQL, [job.id, now])
      await client.query('BEGIN')
      const { rowCount } = (await timed(times, () => client.query(MATCH_JOB_SQL, [job.id, now]))) as pg.QueryResult
      matched.push(rowCount ?? 0)
      await client.query('ROLLBACK')
      // The baseline's writes, with the two timestamp indexes job_alert_deliveries had (created on the empty table, rolled back).
      await client.query('BEGIN')
      await client.query('CREATE INDEX ON job_alert_deliveries (created_at); CREATE INDEX ON job_alert_deliveries (updated_at)')
      await timed(baseTimes, () => client.query(BASELINE_MATCH_JOB_SQL, [job.id, now]))
      await client.query('ROLLBACK')
    }
    await client.query('BEGIN')
    const plan = (
      await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${MATCH_JOB_SQL}`, [
        jobs[0]!.id,
        new Date().toISOString(),
      ])
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n')
    await client.query('ROLLBACK')
    await client.end()
    for (const list of [times, matchingTimes, baseTimes, baseMatchingTimes, serverTimes, baseServerTimes]) list.sort((a, b) => a - b)
    const row = (label: string, list: number[], baseline: number[] | null, target = '') =>
      `| ${label} | ${fmt(median(list), 1)} ms | ${fmt(percentile(list, 95), 1)} ms | ${baseline ? fmt(median(list) / median(baseline), 2) : '1.00'} | ${target} |`
    const m50 = median(matchingTimes)
    console.log(
      `alerts: ${counted[0]!.n} alerts, matching p50 ${fmt(m50, 1)} ms p95 ${fmt(percentile(matchingTimes, 95), 1)} ms (baseline p50 ${fmt(median(baseMatchingTimes), 1)} ms); ` +
        `with the writes p50 ${fmt(median(times), 1)} ms (baseline ${fmt(median(baseTimes), 1)} ms), ${fmt(median(matched))} barbers matched (median)`,
    )
    writeSection(
      'alerts',
      `## Alerts: one publication against ${fmt(counted[0]!.n)} saved alerts

\`npm run bench -- alerts\` (issue 26, decision 0037). ${fmt(BARBERS)} barbers with ten alerts each (95% name a state,
a quarter a city too, a third a search term, some a contract type, an experience or a monthly pay of R$ 2.000 at least; one in 17 paused), 20,000 jobs. The
statement a publication runs in its transaction (\`infra/jobAlerts/matchJob.ts\`: the new job against the unpaused alerts
of its state or of none, read from one covering index, one due row per barber), timed on the database for a job of each state, ${RUNS} runs, each rolled back.
E-mails are not sent inline: the rows are e-mailed by the sweep (\`server/alerts/store.ts\`) through the e-mail queue.

Baseline: decision 0037's statement (kept in \`tests/bench/alertsBaseline.ts\`) with the indexes it had, timed in the same
run, interleaved with the current one; every run also checks that both find the same barbers, alerts and due times.
A job matched ${fmt(median(matched))} barbers (median). Load average at the start: ${os.loadavg()[0]!.toFixed(1)}.

| statement | p50 | p95 | ratio to its baseline (p50) | target |
| --- | ---: | ---: | ---: | --- |
${row('matching one job, the SELECT alone: baseline (decision 0037)', baseMatchingTimes, null)}
${row('matching one job, the SELECT alone (decision 0043)', matchingTimes, baseMatchingTimes, m50 < 50 ? 'met (< 50 ms)' : '**missed** (< 50 ms)')}
${row('matching one job, timed by the database (planning + execution): baseline (decision 0037)', baseServerTimes, null)}
${row('matching one job, timed by the database (planning + execution) (decision 0043)', serverTimes, baseServerTimes)}
${row('matching and writing the due rows: baseline (decision 0037)', baseTimes, null)}
${row("matching and writing the due rows, what the publication's transaction runs (decision 0043)", times, baseTimes)}

<details><summary>Plan</summary>

\`\`\`
${plan}
\`\`\`
</details>

${machineDescription()}`,
    )
  } finally {
    // BENCH_KEEP_DATABASE=1 (with BENCH_DATABASE_URL) keeps the seeded database for EXPLAIN by hand.
    if (process.env.BENCH_KEEP_DATABASE) console.log('kept', database.url)
    else await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
