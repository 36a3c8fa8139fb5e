import type { Payload } from 'payload'
import { postgresAdapter } from '#infra/database/adapter'
import { advisoryUnlock, tryAdvisoryLock } from '#infra/database/advisoryLocks'

/**
 * The background sweeps, each under a PostgreSQL advisory lock of its own (class "swep", key
 * below): with N instances on one database each sweep runs on one instance at a time, the others
 * skip that tick. The sweeps' own claims (FOR UPDATE SKIP LOCKED, marks written with the queued
 * e-mails) already keep an e-mail from going out twice; the lock also keeps N instances from
 * doing the same scan N times a minute (decision 0038).
 */
const SWEEP_LOCK = 0x73776570
export const SWEEP_KEYS = { 'unread-chat-emails': 1, reviews: 2, remask: 3, retention: 4, 'job-alerts': 5, 'job-expiry': 6, 'trial-day-reminders': 7 } as const
export type SweepName = keyof typeof SWEEP_KEYS

/** What this process saw of each sweep, for GET /metrics. */
type SweepRecord = { lastRunSeconds: number; durationSeconds: number; runs: number; skipped: number; failures: number }
export const sweepRecords = new Map<SweepName, SweepRecord>()

function record(name: SweepName): SweepRecord {
  let found = sweepRecords.get(name)
  if (!found) sweepRecords.set(name, (found = { lastRunSeconds: 0, durationSeconds: 0, runs: 0, skipped: 0, failures: 0 }))
  return found
}

/** One run of `sweep` under its lock; answers false when another instance (or process) holds it. */
export async function runSweepExclusively(payload: Payload, name: SweepName, sweep: () => Promise<unknown>): Promise<boolean> {
  const client = await postgresAdapter(payload).pool.connect()
  try {
    if (!(await tryAdvisoryLock(client, SWEEP_LOCK, SWEEP_KEYS[name]))) {
      record(name).skipped++
      return false
    }
    const started = performance.now()
    try {
      await sweep()
    } catch (error) {
      record(name).failures++
      throw error
    } finally {
      const done = record(name)
      done.runs++
      done.lastRunSeconds = Date.now() / 1000
      done.durationSeconds = (performance.now() - started) / 1000
      await advisoryUnlock(client, SWEEP_LOCK, SWEEP_KEYS[name])
    }
    return true
  } finally {
    client.release()
  }
}

/**
 * Runs `sweep` at boot and then every `everyMs` (a minute for the unread-chat e-mails and the
 * reviews' sweep), never two at once in this process nor, by its lock, across instances: a tick
 * that finds the previous sweep still running is skipped. A failure is logged with `failure` and
 * the next tick tries again. The returned stop waits for a sweep in progress.
 */
export function scheduleSweep(payload: Payload, name: SweepName, everyMs: number, sweep: () => Promise<unknown>, failure: string): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const tick = () => {
    if (running) return
    running = runSweepExclusively(payload, name, sweep)
      .catch((error) => payload.logger.warn({ err: error }, failure))
      .finally(() => (running = null))
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  tick()
  return async () => {
    clearInterval(timer)
    await running
  }
}
