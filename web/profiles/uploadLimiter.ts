/**
 * Runs at most `limit` tasks at once and the rest in the order they came (decision 0058: three
 * uploads at a time, so a dozen photos do not split the connection twelve ways and each one shows
 * progress in turn). A finished task hands its place straight to the next waiting one, so a task
 * arriving in between cannot take a place beyond the limit.
 */
export function createLimiter(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
