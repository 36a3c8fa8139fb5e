/**
 * How `npm run cluster` restarts a process that died (issue 36, server/operations/clusterConfig.ts): at once,
 * then twice as long each time within the window, never longer than the cap, and not at all after
 * the limit, while deaths older than the window are forgotten.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RESTART_POLICY, restartDelay } from '#server/operations/clusterConfig'

const { firstDelayMs, maxDelayMs, limit, windowMs } = RESTART_POLICY

describe('restarting a dead process', () => {
  it('waits a quarter second, then doubles, and gives up on the death after the limit within the window', () => {
    const deaths: number[] = []
    const delays: (number | null)[] = []
    for (let i = 0; i <= limit; i++) {
      deaths.push(i * 1000)
      delays.push(restartDelay(deaths))
    }
    expect(delays).toEqual([...Array.from({ length: limit }, (_, i) => Math.min(firstDelayMs * 2 ** i, maxDelayMs)), null])
  })

  it('for any history: a delay between the first and the cap, or null exactly when more than the limit fell within the window', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(30 * 60_000), { minLength: 1, maxLength: 20 }), (times) => {
        const deaths = [...times].sort((a, b) => a - b)
        const last = deaths.at(-1)!
        const recent = deaths.filter((at) => last - at < windowMs).length
        const delay = restartDelay(deaths)
        if (recent > limit) expect(delay).toBeNull()
        else {
          expect(delay).toBeGreaterThanOrEqual(firstDelayMs)
          expect(delay).toBeLessThanOrEqual(maxDelayMs)
        }
      }),
    )
  })

  it('forgets deaths older than the window', () => {
    const old = Array.from({ length: limit }, (_, i) => i)
    expect(restartDelay([...old, windowMs + limit])).toBe(firstDelayMs)
  })
})
