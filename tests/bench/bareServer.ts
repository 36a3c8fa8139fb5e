/**
 * The baseline: a bare `node:http` + `pg` server answering the same list with the same SQL and
 * the same JSON as GET /api/open-jobs for a visitor. Nothing else: no framework, no auth, no logs.
 * `/jobs` sends the statement unnamed (planned on every call, as issue 2 measured it);
 * `/jobs-prepared` names it and runs its generic plan, as server/jobs/reads.ts does since issue 15.
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
// The visitor's first page as server/jobs/reads.ts asks for it: the jobs of shops with 'Destaque'
// (decision 0024) first, then the newest, each part cut at the page's end.
const isFeatured = `j.id IN (SELECT id FROM featured_jobs)`
const order = `j.created_at DESC, j.id DESC`
const sql = `WITH featured AS MATERIALIZED (${usersWithPerkSql('featured')}),
  featured_jobs AS MATERIALIZED (SELECT fj.id FROM featured f JOIN jobs fj ON fj.shop_user_id = f.id WHERE fj.status = 'active')
  SELECT j.* FROM (
    (SELECT ${openJobColumns}, true AS featured FROM jobs j WHERE j.status = 'active' AND ${isFeatured} ORDER BY ${order} LIMIT $1)
    UNION ALL (SELECT ${openJobColumns}, false AS featured FROM jobs j WHERE j.status = 'active' AND NOT ${isFeatured} ORDER BY ${order} LIMIT $1)
  ) j ORDER BY j.featured DESC, j."createdAt" DESC, j.id DESC LIMIT $1 OFFSET $2`

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
    const values = [limit + 1, 0]
    const { rows } = await pool.query(req.url === '/jobs-prepared' ? { name: 'open_jobs', text: sql, values } : { text: sql, values })
    const body = JSON.stringify({
      docs: rows.slice(0, limit).map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
      page: 1,
      limit,
      hasPrevPage: false,
      hasNextPage: rows.length > limit,
    })
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    res.end(body)
  } catch (error) {
    res.writeHead(500)
    res.end(String(error))
  }
}).listen(Number(process.env.PORT), '127.0.0.1')
