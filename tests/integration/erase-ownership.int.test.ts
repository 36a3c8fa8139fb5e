/**
 * Deleting one's account erases what is theirs, found by keys and ids, never by matching their
 * values inside other people's rows (issue 36, item 2). The old erasure matched each personal value
 * with `ILIKE '%' || value || '%'` against the rate limits, the audit log's copies and the queued
 * jobs: a pending e-mail of `%@%.%%` reset every account's login-failure counter and blanked other
 * people's audit copies. Here the person's values are generated with `%`, `_` and `\` (written
 * straight into the database: an old row, or a rule that lets one through, must not matter), and
 * every row of a second account has to come out byte-identical. And the e-mail rule itself
 * refuses such addresses on every path that stores one.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { signupMessages } from '#domain/messages/auth'
import { generateCpf, maskCpf } from '#domain/documents'
import { createAccount, createBarber, type Account, type BarberAccount } from '#server/seed/factories'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'

const app = useTestApp()
const db = useDatabaseClient(app)

const FAR_AWAY = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString()

/** Text full of LIKE's metacharacters and its escape, odd Unicode between them. */
const likeText = fc
  .array(fc.oneof(fc.constantFrom('%', '_', '\\', '%%', '\\%', '_%', '@', '.', '|ip:'), fc.string({ unit: 'grapheme', maxLength: 3 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''))
  .filter((text) => text.trim() !== '')

/** An e-mail queued for later (the queue leaves it alone until then): a row of the queue that belongs to `to`. */
async function queueLater(to: string): Promise<number> {
  const job = await app.payload.jobs.queue({
    task: 'sendEmail',
    queue: 'email',
    input: { to, subject: 'Lembrete', html: '<p>Lembrete</p>', text: 'Lembrete' },
    waitUntil: new Date(FAR_AWAY),
  })
  return Number(job.id)
}

/** Every row of `account`'s that erasing someone else could touch, as PostgreSQL prints it. */
async function rowsOf(account: BarberAccount, keys: string[], jobs: number[]): Promise<Record<string, string[]>> {
  const read = async (text: string, values: unknown[]) => (await db.query<{ row: string }>(text, values)).rows.map((r) => r.row).sort()
  return {
    limits: await read(`SELECT row_to_json(r)::text AS row FROM rate_limit_hits r WHERE key = ANY($1)`, [keys]),
    audit: await read(
      `SELECT row_to_json(a)::text AS row FROM admin_audit_log a WHERE (resource = 'users' AND record_id = $1) OR (resource = 'barbers' AND record_id = $2)`,
      [String(account.user.id), String(account.barber.id)],
    ),
    jobs: await read(`SELECT row_to_json(j)::text AS row FROM payload_jobs j WHERE id = ANY($1)`, [jobs]),
    account: await read(`SELECT row_to_json(u)::text AS row FROM users u WHERE id = $1`, [account.user.id]),
    profile: await read(`SELECT row_to_json(b)::text AS row FROM barbers b WHERE id = $1`, [account.barber.id]),
  }
}

/** Keys of rate limits that count by address alone: shared by whoever comes from it, nobody's to erase. */
const byAddressOnly = /^[a-z-]+:ip:/

describe('DELETE /api/me', () => {
  let admin: Account
  let victim: BarberAccount
  let victimClient: ApiClient
  let victimJobs: number[]

  beforeAll(async () => {
    admin = await createAccount(app.payload, 'admin')
    victim = await createBarber(app.payload)
    victimClient = await app.signedIn(victim)
    // Counted per e-mail and address, per account, per recipient: a failed login, a wrong current
    // password, an export, a reset link asked for, an e-mail change.
    expect((await new ApiClient(app.url).post('/api/users/login', { email: victim.email, password: 'errada-123' })).status).toBe(401)
    expect((await victimClient.post('/api/me/password', { currentPassword: 'errada-123', newPassword: 'outraSenha123' })).status).toBe(400)
    expect(
      (await fetch(`${app.url}/api/me/export`, { headers: { cookie: `payload-token=${victimClient.cookie('payload-token')}`, origin: app.url } })).status,
    ).toBe(200)
    expect((await new ApiClient(app.url).post('/api/users/forgot-password', { email: victim.email })).status).toBe(200)
    expect((await victimClient.post('/api/me/email', { newEmail: `novo.${victim.user.id}@teste.navalha.test`, currentPassword: victim.password })).status).toBe(
      202,
    )
    // An admin's edits of the account and the profile: audit entries with copies of the victim's data.
    await app.payload.update({ collection: 'users', id: victim.user.id, data: { name: 'Vítima Editada' }, user: admin.user, overrideAccess: false, depth: 0 })
    await app.payload.update({ collection: 'barbers', id: victim.barber.id, data: { bio: 'Bio editada' }, user: admin.user, overrideAccess: false, depth: 0 })
    victimJobs = [await queueLater(victim.email)]
    // The reset link's task and the e-mails run after their requests; wait until the queue is idle.
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await db.query(`SELECT 1 FROM payload_jobs WHERE completed_at IS NULL AND has_error IS NOT TRUE AND wait_until IS NULL LIMIT 1`)
      if (!rows.length) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  it('leaves every row of another account byte-identical, whatever the person’s values hold', async () => {
    const { rows: keyRows } = await db.query<{ key: string }>(`SELECT key FROM rate_limit_hits`)
    const victimKeys = keyRows.map((row) => row.key).filter((key) => !byAddressOnly.test(key))
    expect(victimKeys.length).toBeGreaterThanOrEqual(3)
    const before = await rowsOf(victim, victimKeys, victimJobs)
    expect(before.audit.length).toBeGreaterThanOrEqual(2)
    expect(before.jobs).toHaveLength(1)

    await fc.assert(
      fc.asyncProperty(likeText, likeText, likeText, async (email, pending, phone) => {
        const person = await createBarber(app.payload)
        const client = await app.signedIn(person)
        // An admin's edit of the profile (copies of it in the audit log), before the odd values go in.
        await app.payload.update({ collection: 'barbers', id: person.barber.id, data: { bio: 'Editada' }, user: admin.user, overrideAccess: false, depth: 0 })
        // A failed login with the person's (odd) address, and an e-mail to it and to the pending one, queued for later.
        await db.query(`UPDATE users SET email = $2, pending_email = $3, phone = $4 WHERE id = $1`, [person.user.id, email, pending, phone])
        await db.query(`UPDATE barbers SET cpf = $2, phone = $3 WHERE id = $1`, [person.barber.id, phone, phone])
        const keys = async () =>
          (await db.query<{ key: string }>(`SELECT key FROM rate_limit_hits`)).rows.map((row) => row.key).filter((key) => !byAddressOnly.test(key))
        const keysBefore = await keys()
        expect((await new ApiClient(app.url).post('/api/users/login', { email, password: 'errada-123' })).status).toBeGreaterThanOrEqual(400)
        const ownKeys = (await keys()).filter((key) => !keysBefore.includes(key))
        expect(ownKeys).toHaveLength(1)
        const ownJobs = [await queueLater(email)]

        const response = await client.delete('/api/me', { json: { password: person.password } })
        expect(response.status, response.text).toBe(200)

        expect(await rowsOf(victim, victimKeys, victimJobs)).toEqual(before)
        // What was the person's did go: their queued e-mail, their audit copies, their login limit.
        expect((await db.query(`SELECT 1 FROM payload_jobs WHERE id = ANY($1)`, [ownJobs])).rowCount).toBe(0)
        const { rows: copies } = await db.query(`SELECT before, after FROM admin_audit_log WHERE resource = 'barbers' AND record_id = $1`, [
          String(person.barber.id),
        ])
        expect(copies.length).toBeGreaterThan(0)
        for (const copy of copies) expect(copy).toEqual({ before: null, after: null })
        expect((await db.query(`SELECT key FROM rate_limit_hits WHERE key = ANY($1)`, [ownKeys])).rows).toEqual([])
      }),
      // No shrinking: each run changes the database, and a failed one is reported as it happened.
      { numRuns: 6, endOnFailure: true },
    )
  })
})

describe('the e-mail rule on every path that stores one', () => {
  const odd = ['%@%.%%', '_@_.__', '\\@\\.\\\\', 'joao@exemplo.c%', 'joao@%.com']

  it.each(odd)('refuses %j at sign-up with a Portuguese 400', async (email) => {
    const response = await new ApiClient(app.url).post('/api/signup', {
      userType: 'barber',
      name: 'Rafael Souza',
      document: maskCpf(generateCpf()),
      phone: '(11) 98765-4321',
      email,
      password: 'segredo123',
    })
    expect(response.status, response.text).toBe(400)
    expect(response.body.errors).toContainEqual(expect.objectContaining({ field: 'email', message: signupMessages.emailInvalid }))
  })

  it.each(odd)('refuses %j as a new e-mail with a Portuguese 400, and keeps no pending address', async (newEmail) => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const response = await client.post('/api/me/email', { newEmail, currentPassword: account.password })
    expect(response.status, response.text).toBe(400)
    expect(errorMessage(response.body)).toBe(signupMessages.emailInvalid)
    expect((await db.query(`SELECT pending_email FROM users WHERE id = $1`, [account.user.id])).rows[0].pending_email).toBeNull()
  })

  it.each(odd)('refuses %j from the console and Payload’s API, created or edited, with a Portuguese 400', async (email) => {
    const adminClient = await app.signedIn(await createAccount(app.payload, 'admin'))
    const account = await createBarber(app.payload)
    const attempts = [
      () => adminClient.post('/api/admin/users', { name: 'Nova Conta', email, password: 'segredo123', userType: 'barber' }),
      () => adminClient.request('PUT', `/api/admin/users/${account.user.id}`, { json: { email } }),
      () => adminClient.patch(`/api/users/${account.user.id}`, { email }),
      () => adminClient.post('/api/users', { name: 'Nova Conta', email, password: 'segredo123', userType: 'barber' }),
    ]
    for (const attempt of attempts) {
      const response = await attempt()
      expect(response.status, response.text).toBe(400)
      expect(response.text).toContain(signupMessages.emailInvalid)
    }
    expect((await db.query(`SELECT email FROM users WHERE id = $1`, [account.user.id])).rows[0].email).toBe(account.email)
    expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email.toLowerCase()])).rows[0].n).toBe(0)
  })
})

describe("LIKE's metacharacters in the console's search", () => {
  it('are taken literally: a search for %, _ or \\ finds only what contains it', async () => {
    const adminClient = await app.signedIn(await createAccount(app.payload, 'admin'))
    await createBarber(app.payload, { name: 'Nome com 100% de acerto' })
    for (const term of ['%', '_', '\\', '0%', '%_']) {
      const response = await adminClient.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: term }))}&range=[0,99]`)
      expect(response.status, response.text).toBe(200)
      const found = response.body as { name: string; email: string }[]
      for (const user of found) expect(`${user.name} ${user.email}`, term).toContain(term)
      expect(
        found.map((user) => user.name),
        term,
      ).toEqual(['%', '0%'].includes(term) ? ['Nome com 100% de acerto'] : [])
    }
  })
})
