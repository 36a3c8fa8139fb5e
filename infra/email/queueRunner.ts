import type { Payload } from 'payload'
import { EMAIL_QUEUE } from './sendEmailTask'
import { PUSH_QUEUE } from '../push/sendPushTask'
import { postgresAdapter } from '../database/adapter'

/**
 * Runs of the e-mail queue, one at a time. Payload claims queued jobs by reading them and then
 * marking them, not atomically, so two runs at once (the flush after a write, the scheduled run,
 * another server on the same database) can take the same e-mail and send it twice; the slower
 * run then fails on a job the faster one already deleted. Here, within a process, a flush asked
 * for during a run runs once more right after it (nothing queued meanwhile waits for the
 * schedule), and across processes a PostgreSQL advisory lock lets one run at a time.
 */

/** The advisory lock every Navalha process takes to run the queue ("nava" in ASCII). */
export const EMAIL_QUEUE_LOCK = 0x6e617661
/** The scheduled run: what an immediate flush missed (a mail server that was down, a restart). */
export const EMAIL_QUEUE_EVERY_MS = 15_000
const BATCH = 20

type Runner = { running: Promise<void> | null; again: boolean }
const runners = new WeakMap<Payload, Runner>()

/** One run of the queue under the lock; answers false when another process holds it. */
export async function runEmailQueueExclusively(payload: Payload): Promise<boolean> {
  const pool = postgresAdapter(payload).pool
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [EMAIL_QUEUE_LOCK])
    if (!rows[0]?.locked) return false
    try {
      // Pushes (infra/push/sendPushTask.ts) share the runs and the lock: the same once-only sending.
      for (const queue of [EMAIL_QUEUE, PUSH_QUEUE]) await payload.jobs.run({ queue, limit: BATCH })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [EMAIL_QUEUE_LOCK])
    }
    return true
  } finally {
    client.release()
  }
}

/** Sends what was just queued without waiting for the scheduled run; failures stay queued for retry. */
export function flushEmailQueue(payload: Payload): void {
  let runner = runners.get(payload)
  if (!runner) runners.set(payload, (runner = { running: null, again: false }))
  if (runner.running) {
    runner.again = true
    return
  }
  const current = runner
  current.running = (async () => {
    do {
      current.again = false
      await runEmailQueueExclusively(payload).catch((error) => payload.logger.warn({ err: error }, 'envio de e-mails adiado para a próxima tentativa'))
    } while (current.again)
  })().finally(() => {
    current.running = null
  })
}

/** Runs the queue every 15 s; the returned stop waits for a run in progress. */
export function scheduleEmailQueue(payload: Payload): () => Promise<void> {
  const timer = setInterval(() => flushEmailQueue(payload), EMAIL_QUEUE_EVERY_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await runners.get(payload)?.running
  }
}
