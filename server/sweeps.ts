import type { Payload } from 'payload'

/**
 * Runs `sweep` every `everyMs` (a minute for the unread-chat e-mails and the reviews' sweep), never
 * two at once in this process: a tick that finds the previous sweep still running is skipped. A
 * failure is logged with `failure` and the next tick tries again. The returned stop waits for a
 * sweep in progress.
 */
export function scheduleSweep(payload: Payload, everyMs: number, sweep: () => Promise<unknown>, failure: string): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = sweep()
      .catch((error) => payload.logger.warn({ err: error }, failure))
      .finally(() => (running = null))
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
