import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { UPLOADS_IN_TRANSACTION } from '#media/uploadTurns'
import { createBarber } from '#server/seed/factories'
import { useDatabaseClient, useTestApp } from '../helpers/app'

const app = useTestApp()
const db = useDatabaseClient(app)

/** A photo that costs something to decode and resize: noise scaled up, as a phone's JPEG. */
async function photo(seed: number): Promise<Buffer> {
  const [width, height] = [160, 120]
  const noise = Buffer.alloc(width * height * 3)
  let state = seed * 2654435761
  for (let i = 0; i < noise.length; i++) noise[i] = (state = (state * 1103515245 + 12345) >>> 0) >>> 24
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .resize(1200, 900, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/**
 * Payload's create takes its transaction before the image waits for its turn at decoding (one at a
 * time): many uploads at once held every connection of the pool while they queued, and the rest of
 * the instance waited past the pool's limit (decision 0058). An upload now waits for its turn
 * before its transaction: whatever the number in flight, at most UPLOADS_IN_TRANSACTION hold one.
 */
describe('uploads from several accounts at once', () => {
  it(`all succeed, and never more than ${UPLOADS_IN_TRANSACTION} hold a database connection in a transaction`, async () => {
    const photos = await Promise.all([1, 2, 3].map(photo))
    const clients = await Promise.all([1, 2, 3, 4, 5].map(async () => app.signedIn(await createBarber(app.payload))))
    const { rows: me } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    let most = 0
    let watching = true
    // Connections inside an upload's transaction: one of several statements (a one-statement read, as
    // a session's user lookup, is not one) whose last statement read media (the app's job runner and
    // sweeps hold transactions of their own). Sampled, so it can only miss a moment with more, never
    // see more than there were.
    const watch = (async () => {
      while (watching) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> $1
             AND (state LIKE 'idle in transaction%' OR xact_start < query_start) AND query ILIKE '%media%'`,
          [me[0]!.pid],
        )
        most = Math.max(most, rows[0]!.n)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const statuses = await Promise.all(
      Array.from({ length: 15 }, async (_, index) => {
        const form = new FormData()
        form.append('_payload', JSON.stringify({ folder: 'portfolio' }))
        form.append('file', new Blob([new Uint8Array(photos[index % photos.length]!)], { type: 'image/jpeg' }), 'foto.jpg')
        const response = await clients[index % clients.length]!.request('POST', '/api/media', { body: form })
        return response.status
      }),
    )
    watching = false
    await watch
    expect(statuses).toEqual(Array.from({ length: 15 }, () => 201))
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(UPLOADS_IN_TRANSACTION)
  }, 120_000)
})
