import type { Payload } from 'payload'

/**
 * Runs `sweep` every `everyMs` (a minute for the unread-chat e-mails and the reviews' sweep), never
 * two at once in this process: a tick that finds the previous sweep still running is skipped. A
 * failure is logged with `failure` and the next tick tries again; `now` runs one at once too. The
 * returned stop waits for a sweep in progress.
 */
export function scheduleSweep(
  payload: Payload,
  everyMs: number,
  sweep: () => Promise<unknown>,
  failure: string,
  { now = false }: { now?: boolean } = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const tick = () => {
    if (running) return
    running = sweep()
      .catch((error) => payload.logger.warn({ err: error }, failure))
      .finally(() => (running = null))
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  if (now) tick()
  return async () => {
    clearInterval(timer)
    await running
  }
}
