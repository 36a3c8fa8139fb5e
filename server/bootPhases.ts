import type { Logger } from 'pino'

/**
 * The boot's phases, each logged at debug level when it ends (issue 42): `ms` since this process
 * started (performance's origin) and `at`, the wall clock, so that a watcher from outside (the
 * bench, which spawned `npm start`) can place them on its own time line. The first phases end
 * before the server's logger exists: they wait for it.
 */
export class BootPhases {
  private logger: Logger | undefined
  private readonly pending: { phase: string; ms: number; at: number }[] = []

  mark(phase: string): void {
    const entry = { phase, ms: Math.round(performance.now()), at: Date.now() }
    if (this.logger) this.write(entry)
    else this.pending.push(entry)
  }

  /** Once a logger exists: what was marked so far, then each mark as it comes. */
  attach(logger: Logger): void {
    this.logger = logger
    for (const entry of this.pending.splice(0)) this.write(entry)
  }

  private write(entry: { phase: string; ms: number; at: number }) {
    this.logger!.debug({ boot: entry.phase, ms: entry.ms, at: entry.at }, `início: ${entry.phase} em ${entry.ms} ms`)
  }
}
