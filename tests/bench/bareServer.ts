/**
 * The baseline: a bare `node:http` + `pg` server answering the same list with the same SQL and
 * the same JSON as GET /api/open-jobs for a visitor. Nothing else: no framework, no auth, no logs.
 */
import { createServer } from 'node:http'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const sql = `SELECT j.id, j.title, j.shop_name AS "shopName", j.barbershop_id AS barbershop, j.city, j.state, j.district, j.country,
  j.contract_type AS "contractType", j.experience_required::int AS "experienceRequired", j.salary, j.schedule, j.created_at AS "createdAt"
  FROM jobs j WHERE j.status = 'active' ORDER BY j.created_at DESC, j.id DESC LIMIT $1 OFFSET $2`

createServer(async (req, res) => {
  try {
    if (req.url === '/health') return void res.end('ok')
    const limit = 20
    const { rows } = await pool.query(sql, [limit + 1, 0])
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
