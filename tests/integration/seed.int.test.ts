/**
 * The demo seed (issue 2, item 7): only on a database without accounts, all or nothing, and never
 * again once there are accounts, even after the demo admin is deleted.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidNif, isValidNipc } from '../../domain/documents'
import { isValidPlace } from '../../domain/locations'
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../server/seed/demo'
import { startTestApp, type TestApp } from '../helpers/app'
import { whileInsertsFail } from '../helpers/database'
import { createAccount } from '../helpers/seed'

let app: TestApp
let db: pg.Client
const quiet = () => {}

beforeAll(async () => {
  app = await startTestApp()
  db = new pg.Client({ connectionString: app.databaseUrl })
  await db.connect()
})

afterAll(async () => {
  await db?.end()
  await app?.close()
})

const counts = async () => {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM barbershops) AS shops,
            (SELECT count(*)::int FROM barbers) AS barbers, (SELECT count(*)::int FROM jobs) AS jobs,
            (SELECT count(*)::int FROM applications) AS applications, (SELECT count(*)::int FROM media) AS media`,
  )
  return rows[0]
}

describe('demo seed', () => {
  it('leaves nothing behind when it fails halfway, so the next start seeds from scratch', async () => {
    // The jobs come after every account, shop, barber and picture: fail there.
    await whileInsertsFail(db, 'jobs', null, async () => {
      await expect(seedDemoData(app.payload, { log: quiet })).rejects.toThrow()
    })
    expect(await counts()).toEqual({ users: 0, shops: 0, barbers: 0, jobs: 0, applications: 0, media: 0 })
  })

  it('seeds an empty database once: 10 shops, 20 barbers, 40 jobs, applications in every status', async () => {
    const report = await seedDemoData(app.payload, { log: quiet })
    expect(report).toMatchObject({ created: true, adminPassword: expect.any(String), editorPassword: expect.any(String) })
    expect(await counts()).toMatchObject({ users: 32, shops: 10, barbers: 20, jobs: 40 })
    const { rows } = await db.query<{ status: string }>(`SELECT DISTINCT status::text AS status FROM applications ORDER BY 1`)
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'hired', 'pending', 'rejected'])

    // Issue 11: one conversation after a hire, one with a masked attempt and its flag.
    const conversations = await db.query<{ hired: boolean; masked: number; flags: number; original: string | null }>(
      `SELECT EXISTS (SELECT 1 FROM applications a WHERE a.barber_id = c.barber_id AND a.barbershop_id = c.barbershop_id AND a.status = 'hired') AS hired,
              (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND m.masked) AS masked,
              (SELECT count(*)::int FROM conversation_flags f WHERE f.conversation_id = c.id) AS flags,
              (SELECT m.body FROM messages m WHERE m.conversation_id = c.id AND m.masked) AS original
         FROM conversations c ORDER BY hired DESC`,
    )
    expect(conversations.rows).toEqual([
      { hired: true, masked: 0, flags: 0, original: null },
      { hired: false, masked: 1, flags: 1, original: 'Claro! Me chama no [contato oculto] que fica mais fácil.' },
    ])
  })

  it('gives the Portuguese accounts valid NIFs and NIPCs, +351 phones and official places, and Lisboa jobs', async () => {
    const { rows: barbers } = await db.query(`SELECT cpf, nif, phone, state, city FROM barbers WHERE country = 'PT'`)
    expect(barbers.length).toBeGreaterThan(0)
    for (const barber of barbers) {
      expect(barber.cpf).toBeNull()
      expect(isValidNif(barber.nif)).toBe(true)
      expect(barber.phone).toMatch(/^\+3519[1236]\d{7}$/)
      expect(isValidPlace({ country: 'PT', state: barber.state, city: barber.city })).toBe(true)
    }
    expect(barbers.some((barber) => barber.city === 'Porto')).toBe(true)
    const { rows: shops } = await db.query(`SELECT id, cnpj, nipc, city FROM barbershops WHERE country = 'PT'`)
    for (const shop of shops) {
      expect(shop.cnpj).toBeNull()
      expect(isValidNipc(shop.nipc)).toBe(true)
    }
    const lisbon = shops.filter((shop) => shop.city === 'Lisboa').map((shop) => shop.id)
    const { rows: jobs } = await db.query(`SELECT salary FROM jobs WHERE status = 'active' AND barbershop_id = ANY($1)`, [lisbon])
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) expect(job.salary ?? '').not.toContain('R$')
  })

  it('never seeds again over existing accounts, even without the demo admin', async () => {
    const before = await counts()
    expect(await seedDemoData(app.payload, { log: quiet })).toEqual({ created: false })
    // The last admin cannot be removed (hooks/keepLastAdmin.ts): another takes its place first.
    await createAccount(app.payload, 'admin')
    const removed = await app.payload.delete({ collection: 'users', where: { email: { equals: DEMO_ADMIN_EMAIL } } })
    expect(removed.errors).toEqual([])
    expect(await seedDemoData(app.payload, { log: quiet })).toEqual({ created: false })
    expect(await counts()).toEqual(before)
  })
})
