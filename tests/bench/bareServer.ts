/**
 * The baseline: a bare `node:http` + `pg` server answering the same list with the same SQL and
 * the same JSON as GET /api/open-jobs for a visitor (the list and, since issue 40, its featured
 * strip). Nothing else: no framework, no auth, no logs.
 * `/jobs` sends the statements unnamed (planned on every call, as issue 2 measured it);
 * `/jobs-prepared` names them and runs its generic plan, as server/jobs/reads.ts does since issue 15.
 * `/barbers` and `/barbershops` answer the directories' first page with their own read
 * (server/directory/reads.ts: the page and count statements, the same JSON).
 */
import { createServer } from 'node:http'
import type { Payload } from 'payload'
import pg from 'pg'
import { directoryQuerySchema } from '#domain/directory'
import { findBarbers, findBarbershops } from '#server/directory/reads'
import { openJobColumns } from '#server/jobs/reads'
import { usersWithPerkSql } from '#infra/database/perkSql'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c plan_cache_mode=force_generic_plan' })
// The visitor's first page as server/jobs/reads.ts asks for it since issue 40: the newest active
// jobs, each marked when its shop has 'Destaque' (decision 0024), and beside them, on another
// connection, the strip of the three newest featured jobs.
const featuredCtes = `featured AS MATERIALIZED (${usersWithPerkSql('featured')}),
  featured_jobs AS MATERIALIZED (SELECT fj.id FROM featured f JOIN jobs fj ON fj.shop_user_id = f.id WHERE fj.status = 'active')`
const isFeatured = `j.id IN (SELECT id FROM featured_jobs)`
const order = `j.created_at DESC, j.id DESC`
const sql = `WITH ${featuredCtes}
  SELECT j.* FROM (SELECT ${openJobColumns}, ${isFeatured} AS featured FROM jobs j WHERE j.status = 'active' ORDER BY ${order} LIMIT $3) j
   ORDER BY j."createdAt" DESC, j.id DESC LIMIT $1 OFFSET $2`
const stripSql = `WITH ${featuredCtes}
  SELECT ${openJobColumns}, true AS featured FROM jobs j WHERE j.status = 'active' AND ${isFeatured} ORDER BY ${order} LIMIT 3`

// The bench's profiles have no pictures, so the read never asks Payload for media (the bench checks
// the answers equal Navalha's, which would fail if it did).
const noPayload = undefined as unknown as Payload
const firstPage = directoryQuerySchema.parse({})

createServer(async (req, res) => {
  try {
    if (req.url === '/health') return void res.end('ok')
    if (req.url === '/barbers' || req.url === '/barbershops') {
      const page = req.url === '/barbers' ? await findBarbers(noPayload, pool, firstPage) : await findBarbershops(noPayload, pool, firstPage)
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      return void res.end(JSON.stringify(page))
    }
    const limit = 20
    const values = [limit + 1, 0, limit + 1]
    const prepared = req.url === '/jobs-prepared'
    const [{ rows }, strip] = await Promise.all([
      pool.query(prepared ? { name: 'open_jobs', text: sql, values } : { text: sql, values }),
      pool.query(prepared ? { name: 'open_jobs_strip', text: stripSql } : { text: stripSql }),
    ])
    const card = (row: { createdAt: string }) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })
    const body = JSON.stringify({
      docs: rows.slice(0, limit).map(card),
      page: 1,
      limit,
      hasPrevPage: false,
      hasNextPage: rows.length > limit,
      featured: strip.rows.map(card),
    })
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    res.end(body)
  } catch (error) {
    res.writeHead(500)
    res.end(String(error))
  }
}).listen(Number(process.env.PORT), '127.0.0.1')
