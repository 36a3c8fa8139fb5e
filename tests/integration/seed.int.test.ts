/**
 * The demo seed (issue 2, item 7): only on a database without accounts, all or nothing, and never
 * again once there are accounts, even after the demo admin is deleted.
 */
import { describe, expect, it } from 'vitest'
import { isValidNif, isValidNipc } from '#domain/documents'
import { isValidPlace } from '#domain/locations'
import { DEMO_ADMIN_EMAIL, seedDemoData } from '#server/seed/demo'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { whileInsertsFail } from '../helpers/database'
import { createAccount } from '#server/seed/factories'
import { postgresAdapter } from '#infra/database/adapter'

const app = useTestApp()
const db = useDatabaseClient(app)
const quiet = () => {}
/** The demo people's password, from the seeding below. */
let demoPassword = ''

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
    demoPassword = report.demoPassword!
    expect(await counts()).toMatchObject({ users: 32, shops: 10, barbers: 20, jobs: 40 })
    const { rows } = await db.query<{ status: string }>(`SELECT DISTINCT status::text AS status FROM applications ORDER BY 1`)
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'hired', 'pending', 'rejected'])

    // 'Perto de mim' (decision 0045): every demo job, shop and barber has its city seat's coordinates.
    const placed = await db.query<{ missing: number }>(
      `SELECT (SELECT count(*) FROM jobs WHERE lat IS NULL OR lng IS NULL) + (SELECT count(*) FROM barbershops WHERE lat IS NULL)
            + (SELECT count(*) FROM barbers WHERE lat IS NULL) AS missing`,
    )
    expect(Number(placed.rows[0]!.missing)).toBe(0)

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
    // Two support tickets for the console's Suporte, each linked to its author's own application or job.
    const tickets = await db.query(
      `SELECT t.status, t.reply IS NOT NULL AS answered,
              COALESCE(a.barber_user_id, j.shop_user_id) = t.user_id AS own_link
         FROM support_tickets t LEFT JOIN applications a ON a.id = t.application_id LEFT JOIN jobs j ON j.id = t.job_id
         ORDER BY t.id`,
    )
    expect(tickets.rows).toEqual([
      { status: 'open', answered: false, own_link: true },
      { status: 'answered', answered: true, own_link: true },
    ])

    // Issue 13: reviews after the hires, both ways, so the console's Avaliações is not empty and the
    // rated profiles carry the average of what they received.
    const reviews = await db.query<{ total: number; by_shop: number; by_barber: number }>(
      `SELECT count(*)::int AS total, count(barber_id)::int AS by_shop, count(barbershop_id)::int AS by_barber FROM reviews`,
    )
    expect(reviews.rows[0]!.total).toBeGreaterThanOrEqual(2)
    expect(reviews.rows[0]!.by_shop).toBe(reviews.rows[0]!.by_barber)
    const { rows: ratings } = await db.query<{ rating: string; average: string }>(
      `SELECT b.rating::text AS rating, (SELECT round(avg(r.rating), 2)::text FROM reviews r WHERE r.barber_id = b.id) AS average
         FROM barbers b WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.barber_id = b.id)`,
    )
    for (const row of ratings) expect(Number(row.rating)).toBe(Number(row.average))
    // Issue 14: no rating without reviews behind it.
    for (const table of ['barbers', 'barbershops']) {
      const column = table === 'barbers' ? 'barber_id' : 'barbershop_id'
      const { rows: invented } = await db.query(
        `SELECT id FROM ${table} p WHERE p.rating IS NOT NULL AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.${column} = p.id)`,
      )
      expect(invented, table).toEqual([])
    }
  })

  it('shows the plan perks and the reputation: ranked by reviews, Top avaliado, Premium, Novo badges, recommendations (decisions 0024, 0026)', async () => {
    const barbers = (await (await fetch(`${app.url}/api/directory/barbers?limit=48`)).json()).docs as {
      featured: boolean
      badges: string[]
      ratingCount: number
    }[]
    // The Anual barber has the most five-star reviews: first, with every badge it earned.
    expect(barbers[0]).toMatchObject({ featured: true })
    expect(barbers[0]!.badges).toEqual(expect.arrayContaining(['premium', 'topRated']))
    expect(barbers.filter((barber) => barber.featured)).toHaveLength(2)
    expect(barbers.filter((barber) => barber.badges.includes('premium'))).toHaveLength(1)
    expect(barbers.filter((barber) => barber.badges.includes('new'))).toHaveLength(2)
    expect(barbers.filter((barber) => barber.ratingCount > 0).length).toBeGreaterThanOrEqual(10)
    const shops = (await (await fetch(`${app.url}/api/directory/barbershops?limit=48`)).json()).docs as { featured: boolean; badges: string[] }[]
    expect(shops.filter((shop) => shop.featured)).toHaveLength(2)
    expect(shops.filter((shop) => shop.badges.includes('premium'))).toHaveLength(1)
    // One hire is left without reviews, to try the flow.
    const { rows: unreviewed } = await db.query(
      `SELECT a.id FROM applications a WHERE a.status = 'hired' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.application_id = a.id)`,
    )
    expect(unreviewed).toHaveLength(1)
    expect((await db.query(`SELECT 1 FROM reviews WHERE answer IS NOT NULL AND published`)).rows).toHaveLength(1)
    const { rows } = await db.query(
      `SELECT b.user_id FROM barbers b JOIN users u ON u.id = b.user_id JOIN plans p ON p.id = u.subscription_plan_id WHERE p.months = 12`,
    )
    const { recommendJobs } = await import('#server/jobs/reads')
    const recommended = await recommendJobs(postgresAdapter(app.payload).pool, rows[0].user_id)
    expect(recommended.docs.length).toBeGreaterThan(0)
  })

  it('shows issue 40: screening questions and their answers, urgent jobs and jobs for several barbers, invitations in /convites', async () => {
    const { docs: jobs } = await app.payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, pagination: false, depth: 0 })
    const asking = jobs.filter((job) => job.screeningQuestions?.length)
    expect(asking.some((job) => job.screeningQuestions!.length === 3)).toBe(true)
    expect(jobs.filter((job) => job.urgent).length).toBeGreaterThanOrEqual(3)
    expect(jobs.some((job) => job.openings >= 2 && job.openings <= 3)).toBe(true)

    // Every application to a job that asks answers its questions, required or not; some add a message.
    const { docs: applications } = await app.payload.find({ collection: 'applications', pagination: false, depth: 0 })
    const answered = applications.filter((application) => asking.some((job) => job.id === application.job))
    expect(answered.length).toBeGreaterThan(0)
    for (const application of answered) {
      const job = asking.find((each) => each.id === application.job)!
      expect(application.answers?.map((answer) => answer.questionText)).toEqual(job.screeningQuestions!.map((question) => question.text))
    }
    expect(applications.some((application) => application.message)).toBe(true)
    // The shop's filter by a yes/no answer has both sides to tell apart.
    const tags = applications.flatMap((application) => application.yesNoAnswers ?? [])
    expect(tags.some((tag) => tag.endsWith(':sim'))).toBe(true)
    expect(tags.some((tag) => tag.endsWith(':nao'))).toBe(true)

    // The first shop and the first barber (the logins the console prints) meet both features.
    const { rows } = await db.query<{ shop: string; barber: string }>(
      `SELECT (SELECT u.email FROM barbershops s JOIN users u ON u.id = s.user_id ORDER BY s.id LIMIT 1) AS shop,
              (SELECT u.email FROM barbers b JOIN users u ON u.id = b.user_id ORDER BY b.id LIMIT 1) AS barber`,
    )
    const shop = await app.signedIn({ email: rows[0]!.shop, password: demoPassword })
    const mine = (await shop.get('/api/my-jobs')).body
    expect(JSON.stringify(mine)).toContain('"urgent":true')
    const barber = await app.signedIn({ email: rows[0]!.barber, password: demoPassword })
    const invitations = (await barber.get('/api/invitations?depth=0')).body.docs as { status: string; shopName: string; note: string | null }[]
    expect(invitations).toContainEqual(expect.objectContaining({ status: 'sent', shopName: 'Barbearia Dom Bigode', note: expect.any(String) }))
    const sentByShop = (await shop.get('/api/invitations?depth=0')).body.docs as { status: string }[]
    expect(sentByShop.length).toBeGreaterThan(0)

    // Between neighbours only, waiting or declined, to active jobs the barber had not applied to.
    const { rows: invited } = await db.query<{ status: string; same_city: boolean; applied: boolean }>(
      `SELECT i.status::text AS status, s.city = b.city AS same_city,
              EXISTS (SELECT 1 FROM applications a WHERE a.job_id = i.job_id AND a.barber_id = i.barber_id) AS applied
         FROM invitations i JOIN barbershops s ON s.id = i.barbershop_id JOIN barbers b ON b.id = i.barber_id`,
    )
    expect(new Set(invited.map((row) => row.status))).toEqual(new Set(['sent', 'declined']))
    expect(invited.every((row) => row.same_city && !row.applied)).toBe(true)
  })

  it("shows issue 41: a test day scheduled and a proposal waiting, in both parties' 'Próximos testes'", async () => {
    const { rows } = await db.query<{ status: string; shop: string; barber: string; slots: number; application_status: string }>(
      `SELECT t.status::text AS status, su.email AS shop, bu.email AS barber, a.status::text AS application_status,
              (SELECT count(*)::int FROM trial_day_slots s WHERE s.trial_day_id = t.id AND s.starts_at > now()) AS slots
         FROM trial_days t JOIN users su ON su.id = t.shop_user_id JOIN users bu ON bu.id = t.barber_user_id
         JOIN applications a ON a.id = t.application_id ORDER BY t.id`,
    )
    expect(rows.map((row) => [row.status, row.slots, row.application_status])).toEqual([
      ['scheduled', 2, 'accepted'],
      ['proposed', 2, 'accepted'],
    ])
    // The scheduled one is in both parties' 'Próximos testes', and its application reads 'Teste marcado'.
    for (const email of [rows[0]!.shop, rows[0]!.barber]) {
      const client = await app.signedIn({ email, password: demoPassword })
      const { body } = await client.get('/api/me/trial-days')
      expect(body.docs, email).toContainEqual(expect.objectContaining({ status: 'scheduled', pickedSlot: expect.any(Number), notes: expect.any(String) }))
    }
    const barber = await app.signedIn({ email: rows[1]!.barber, password: demoPassword })
    expect((await barber.get('/api/me/trial-days')).body.docs).toContainEqual(expect.objectContaining({ status: 'proposed', yourTurn: true }))
  })

  it('gives its subscribers what a checkout gives a real one: Gerenciar assinatura opens the portal (issue 39, item 3)', async () => {
    const { rows: subscribers } = await db.query<{ email: string; months: number }>(
      `SELECT u.email, p.months::int AS months FROM users u JOIN plans p ON p.id = u.subscription_plan_id ORDER BY p.months DESC, u.id`,
    )
    expect(subscribers.map((subscriber) => subscriber.months)).toEqual([12, 12, 6, 6])
    for (const subscriber of subscribers) {
      const client = await app.signedIn({ email: subscriber.email, password: demoPassword })
      const summary = (await client.get('/api/billing/subscription')).body
      expect(summary, subscriber.email).toMatchObject({ subscribed: true, status: 'active', manageable: true, cancel_at: null, term: { kind: 'renews' } })
      const portal = await client.post('/api/billing/portal')
      expect(portal.status, subscriber.email).toBe(200)
      const page = await client.get(new URL(portal.body.url).pathname + new URL(portal.body.url).search)
      expect(page.text).toContain(`Plano ${summary.plan.name}`)
      expect(page.text).toContain('Cancelar assinatura')
    }
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
    // Accounts are deleted one at a time (hooks/keepLastAdmin.ts refuses bulk deletions).
    const [demoAdmin] = (await app.payload.find({ collection: 'users', where: { email: { equals: DEMO_ADMIN_EMAIL } }, depth: 0 })).docs
    await app.payload.delete({ collection: 'users', id: demoAdmin.id })
    expect(await seedDemoData(app.payload, { log: quiet })).toEqual({ created: false })
    expect(await counts()).toEqual(before)
  })
})
