import { describe, expect, it } from 'vitest'
import { createLimiter } from '#web/profiles/uploadLimiter'

/** A task that finishes when the test says so. */
function deferred() {
  let finish!: () => void
  let fail!: (error: Error) => void
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return { done, finish, fail }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the upload limiter (decision 0058)', () => {
  it('runs at most three at once, the rest in the order given, and a failure frees its place', async () => {
    const limit = createLimiter(3)
    const tasks = Array.from({ length: 6 }, deferred)
    const started: number[] = []
    let running = 0
    let most = 0
    const results = tasks.map((task, index) =>
      limit(async () => {
        started.push(index)
        most = Math.max(most, ++running)
        try {
          await task.done
        } finally {
          running--
        }
      }).catch((error: Error) => error.message),
    )
    await tick()
    expect(started).toEqual([0, 1, 2])
    tasks[1]!.fail(new Error('falhou'))
    await tick()
    expect(started).toEqual([0, 1, 2, 3])
    // A newcomer while two wait goes behind them.
    const late = deferred()
    const lateResult = limit(async () => {
      started.push(6)
      most = Math.max(most, ++running)
      await late.done
      running--
    })
    tasks[0]!.finish()
    await tick()
    expect(started).toEqual([0, 1, 2, 3, 4])
    for (const task of tasks) task.finish()
    late.finish()
    await Promise.all([...results, lateResult])
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(most).toBe(3)
    expect(await results[1]).toBe('falhou')
  })
})
