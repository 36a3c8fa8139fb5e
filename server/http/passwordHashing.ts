import type { RequestHandler } from 'express'

/**
 * At most `max` requests of this instance that hash a password (sign-in, sign-up, password reset)
 * run at once; the others wait here, before they touch the database. A hash (PBKDF2, ~100 ms of
 * CPU) runs on libuv's 4 threads, and so do the WebCrypto calls (the session's JWT), file reads
 * and compression of every other request. Measured with `npm run bench -- cluster` (issue 27):
 * unbounded, 60 sign-ins at once on one instance queued ~15 hashes per thread; the pool's 10
 * connections filled (sessions idle in transaction: our reading is that what Payload's login does in
 * its transaction after the hash, the JWT's WebCrypto signing among it, waited for those threads),
 * and 35 of the 60 answered 503 after 10 s; bounded, all 60 answered 200. Per instance by
 * design: each bounds its own threads and pool.
 */
export function boundedPasswordHashing(max = 2): RequestHandler {
  let running = 0
  const waiting: { start: () => void; gone: () => boolean }[] = []
  const release = () => {
    running--
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      // A client that left while waiting costs no hash.
      if (next.gone()) continue
      next.start()
      return
    }
  }
  return (req, res, next) => {
    const start = () => {
      running++
      let finished = false
      const finish = () => {
        if (finished) return
        finished = true
        release()
      }
      res.once('finish', finish)
      res.once('close', finish)
      next()
    }
    if (running < max) start()
    else waiting.push({ start, gone: () => res.closed || req.socket.destroyed })
  }
}
