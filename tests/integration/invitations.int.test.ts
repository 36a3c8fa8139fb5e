/**
 * Issue 40, decision 0067: a shop invites a barber to one of its active jobs. One invitation per
 * barber and job (409), 20 a day per shop (429, exact under parallel requests), none from a locked
 * account nor to a barber who turned invitations off (403), each refusal in Portuguese; the note
 * masked like every public text; the barber declines (the only move, by every path) or applies,
 * which marks it applied; the e-mail's one-click unsubscribe (RFC 8058); export and erasure.
 */
import { describe, expect, it } from 'vitest'
import type { Job } from '#payload-types'
import { chatMessages } from '#domain/messages/chat'
import { INVITATIONS_PER_DAY } from '#domain/invitations'
import { createAccount, createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import type { CapturedEmail } from '../helpers/mail'
import { exportedData } from '../helpers/exportArchive'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
const HIDDEN = chatMessages.contactHidden

type Shop = { account: ShopAccount; client: ApiClient; job: Job }
type Barber = { account: BarberAccount; client: ApiClient }

let shops = 0
async function shop(options: { locked?: boolean } = {}): Promise<Shop> {
  const account = await createShop(app.payload, { name: `Barbearia Convite ${++shops}`, ...options })
  const job = await createJob(app.payload, account.shop, { title: `Barbeiro para a casa ${shops}` })
  return { account, client: await app.signedIn(account), job }
}

let barbers = 0
async function barber(): Promise<Barber> {
  const account = await createBarber(app.payload, { name: `Barbeiro Convidado ${++barbers}` })
  return { account, client: await app.signedIn(account) }
}

const invite = (from: Shop, to: Barber | BarberAccount, body: Record<string, unknown> = {}) =>
  from.client.post('/api/invitations', { job: from.job.id, barber: ('account' in to ? to.account : to).barber.id, ...body })

const header = (email: CapturedEmail, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(email.raw.slice(0, email.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim()

describe('inviting a barber', () => {
  it('sends one invitation with a masked note, by e-mail with a one-click unsubscribe, read by both sides only', async () => {
    const from = await shop()
    const to = await barber()
    const note = 'Venha conhecer a casa! Me chama no 11 98765-4321'
    const sent = await invite(from, to, { note, status: 'applied', shopUser: to.account.user.id })
    expect(sent.status, sent.text).toBe(201)
    expect(sent.body.doc).toMatchObject({ status: 'sent', jobTitle: from.job.title, shopName: from.account.shop.name })
    expect(sent.body.doc.note).toContain(HIDDEN)
    expect(sent.body.doc.original.note).toBe(note)

    const email = await mail.waitFor((m) => m.to.includes(to.account.email) && m.subject.includes('convidou você'))
    expect(email.subject).toBe(`${from.account.shop.name} convidou você para a vaga ${from.job.title}`)
    expect(email.text).toContain(HIDDEN)
    expect(email.raw).not.toContain('98765')
    expect(header(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(header(email, 'List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/invitations\/unsubscribe\?token=[^>]+>$/)

    const mine = await to.client.get('/api/invitations?depth=0')
    expect(mine.body.docs.map((doc: { id: number }) => doc.id)).toEqual([sent.body.doc.id])
    expect(mine.text).not.toContain('98765')
    expect((await from.client.get('/api/invitations?depth=0')).body.docs.map((doc: { id: number }) => doc.id)).toEqual([sent.body.doc.id])
    const stranger = await barber()
    expect((await stranger.client.get('/api/invitations?depth=0')).body.docs).toEqual([])
    expect((await new ApiClient(app.url).get('/api/invitations')).status).toBe(403)

    // The contact in the note counted as an attempt of the shop's (decision 0054).
    const attempts = await db.query(`SELECT count(*)::int AS n FROM text_attempts WHERE user_id = $1 AND resource = 'invitations'`, [from.account.user.id])
    expect(attempts.rows[0].n).toBe(1)
  })

  it('refuses a second invitation of the same barber to the same job with 409, also when both race', async () => {
    const from = await shop()
    const to = await barber()
    expect((await invite(from, to)).status).toBe(201)
    const again = await invite(from, to, { note: 'De novo' })
    expect(again.status).toBe(409)
    expect(errorMessage(again.body)).toBe('Este barbeiro já foi convidado para esta vaga.')

    const other = await barber()
    const racing = await Promise.all([invite(from, other), invite(from, other), invite(from, other)])
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
  })

  it(`lets exactly ${INVITATIONS_PER_DAY} through in a day, counted in the database under parallel requests, then answers 429`, async () => {
    const from = await shop()
    const invitees = await Promise.all(Array.from({ length: INVITATIONS_PER_DAY + 3 }, () => createBarber(app.payload)))
    const answers = await Promise.all(invitees.map((to) => invite(from, to)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(INVITATIONS_PER_DAY)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    const refused = answers.find((answer) => answer.status === 429)!
    expect(errorMessage(refused.body)).toBe('Limite de 20 convites por dia atingido. Tente novamente amanhã.')
    // Declined ones were sent all the same; another job of the shop shares the same allowance.
    const second = await createJob(app.payload, from.account.shop, { title: 'Segunda vaga da casa' })
    const late = await from.client.post('/api/invitations', { job: second.id, barber: (await createBarber(app.payload)).barber.id })
    expect(late.status).toBe(429)
    // A day later the window has moved on.
    await db.query(`UPDATE invitations SET created_at = now() - interval '25 hours' WHERE shop_user_id = $1`, [from.account.user.id])
    expect((await from.client.post('/api/invitations', { job: second.id, barber: (await createBarber(app.payload)).barber.id })).status).toBe(201)
  })

  it('refuses a locked shop (403 with the way to /planos), a barber who turned invitations off (403), another shop’s or a closed job, and barbers', async () => {
    const to = await barber()
    const locked = await shop({ locked: true })
    const fromLocked = await invite(locked, to)
    expect(fromLocked.status).toBe(403)
    expect(fromLocked.body.errors[0]).toMatchObject({ message: 'Período de teste expirado', plansPath: '/planos' })

    const from = await shop()
    const off = await to.client.patch('/api/me/settings', { invitations: false })
    expect(off.status, off.text).toBe(200)
    expect(off.body).toEqual({ invitations: false })
    const refused = await invite(from, to)
    expect(refused.status).toBe(403)
    expect(errorMessage(refused.body)).toBe('Este barbeiro não está recebendo convites.')
    expect((await to.client.patch('/api/me/settings', { invitations: 'nao' })).status).toBe(400)
    expect(errorMessage((await to.client.patch('/api/me/settings', { convites: true })).body)).toBe('Configuração desconhecida.')
    expect((await to.client.patch('/api/me/settings', { invitations: true })).body).toEqual({ invitations: true })
    expect((await invite(from, to)).status).toBe(201)
    // The field the settings screen writes is the same switch.
    const other = await barber()
    expect((await other.client.patch(`/api/users/${other.account.user.id}`, { invitationsEnabled: false })).status).toBe(200)
    expect((await invite(from, other)).status).toBe(403)
    // Nobody turns it off for someone else.
    const third = await barber()
    expect((await from.client.patch(`/api/users/${third.account.user.id}`, { invitationsEnabled: false })).status).toBeGreaterThanOrEqual(403)
    expect((await invite(from, third)).status).toBe(201)

    const elsewhere = await shop()
    const notMine = await from.client.post('/api/invitations', { job: elsewhere.job.id, barber: (await barber()).account.barber.id })
    expect(notMine.status).toBe(403)
    expect(errorMessage(notMine.body)).toBe('Escolha uma das suas vagas ativas.')
    const closed = await createJob(app.payload, from.account.shop, { title: 'Vaga já encerrada', status: 'inactive' })
    const toClosed = await from.client.post('/api/invitations', { job: closed.id, barber: (await barber()).account.barber.id })
    expect(toClosed.status).toBe(409)
    expect(errorMessage(toClosed.body)).toBe('Esta vaga não está ativa. Escolha uma vaga ativa para convidar.')
    const nobody = await from.client.post('/api/invitations', { job: from.job.id, barber: 999999 })
    expect(nobody.status).toBe(404)
    expect(errorMessage(nobody.body)).toBe('Barbeiro não encontrado.')
    expect((await to.client.post('/api/invitations', { job: from.job.id, barber: to.account.barber.id })).status).toBe(403)
    const tooLong = await invite(from, await barber(), { note: 'x'.repeat(501) })
    expect(tooLong.status).toBe(400)
    expect(errorMessage(tooLong.body)).toBe('A mensagem do convite deve ter no máximo 500 caracteres.')
  })
})

describe('answering an invitation', () => {
  it('is declined by the invited barber only, once, by no other path or move', async () => {
    const from = await shop()
    const to = await barber()
    const { id } = (await invite(from, to, { note: 'Nota da casa' })).body.doc
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    expect([403, 404]).toContain((await from.client.patch(`/api/invitations/${id}`, { status: 'declined' })).status)
    expect([403, 404]).toContain((await (await barber()).client.patch(`/api/invitations/${id}`, { status: 'declined' })).status)
    expect([403, 404]).toContain((await admin.patch(`/api/invitations/${id}`, { status: 'declined' })).status)
    expect((await admin.patch(`/api/admin/invitations/${id}`, { status: 'declined' })).status).toBe(404)
    expect((await to.client.patch(`/api/invitations?where[id][equals]=${id}`, { status: 'declined' })).status).toBeGreaterThanOrEqual(400)
    const applied = await to.client.patch(`/api/invitations/${id}`, { status: 'applied' })
    expect(applied.status).toBe(400)
    expect(errorMessage(applied.body)).toBe('Você só pode recusar um convite que ainda não foi respondido.')
    const overridden = await to.client.request('POST', `/api/invitations/${id}`, {
      json: { status: 'declined' },
      headers: { 'x-http-method-override': 'PATCH' },
    })
    expect(overridden.status).toBeGreaterThanOrEqual(400)
    expect((await db.query('SELECT status FROM invitations WHERE id = $1', [id])).rows[0].status).toBe('sent')

    const declined = await to.client.patch(`/api/invitations/${id}?depth=0`, { status: 'declined', note: 'trocada', job: 1 })
    expect(declined.status, declined.text).toBe(200)
    expect(declined.body.doc).toMatchObject({ status: 'declined', note: 'Nota da casa', job: from.job.id })
    expect(declined.body.doc.respondedAt).toBeTruthy()
    const twice = await to.client.patch(`/api/invitations/${id}`, { status: 'declined' })
    expect(twice.status).toBe(409)
    expect(errorMessage(twice.body)).toBe('Você só pode recusar um convite que ainda não foi respondido.')
    expect((await admin.delete(`/api/invitations/${id}`)).status).toBe(200)
  })

  it('becomes applied when the barber applies to the job, and stays sent when the application is refused', async () => {
    const from = await shop()
    const to = await barber()
    const { id } = (await invite(from, to)).body.doc
    const applied = await to.client.post('/api/applications', { job: from.job.id })
    expect(applied.status, applied.text).toBe(201)
    const read = await to.client.get(`/api/invitations/${id}?depth=0`)
    expect(read.body).toMatchObject({ status: 'applied' })
    expect((await to.client.patch(`/api/invitations/${id}`, { status: 'declined' })).status).toBe(409)

    const other = await barber()
    const second = (await invite(from, other)).body.doc
    await db.query(`UPDATE jobs SET status = 'inactive' WHERE id = $1`, [from.job.id])
    expect((await other.client.post('/api/applications', { job: from.job.id })).status).toBe(409)
    expect((await db.query('SELECT status FROM invitations WHERE id = $1', [second.id])).rows[0].status).toBe('sent')
  })
})

describe('the one-click unsubscribe of an invitation e-mail', () => {
  it('turns invitations off with the mail client’s POST, shows a page with one button on GET, and refuses a forged link', async () => {
    const from = await shop()
    const to = await barber()
    expect((await invite(from, to)).status).toBe(201)
    const email = await mail.waitFor((m) => m.to.includes(to.account.email) && m.subject.includes('convidou você'))
    const url = /^<(.+)>$/.exec(header(email, 'List-Unsubscribe') ?? '')![1]!
    expect(email.text).toContain(url)

    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Parar de receber convites')
    expect((await db.query('SELECT invitations_enabled FROM users WHERE id = $1', [to.account.user.id])).rows[0].invitations_enabled).toBe(true)

    const forged = await fetch(
      url.replace(/token=(\d+)/, (_, id) => `token=${Number(id) + 1}`),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    )
    expect(forged.status).toBe(400)

    const oneClick = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain('você não recebe mais convites')
    expect((await db.query('SELECT invitations_enabled FROM users WHERE id = $1', [to.account.user.id])).rows[0].invitations_enabled).toBe(false)
    const other = await createJob(app.payload, from.account.shop, { title: 'Outra vaga da casa' })
    expect((await from.client.post('/api/invitations', { job: other.id, barber: to.account.barber.id })).status).toBe(403)
    expect((await to.client.get('/api/session')).body.user.invitationsEnabled).toBe(false)
  })
})

describe('privacy', () => {
  it('exports the invitations to both sides (the note as written to the shop only) and erases them with either account', async () => {
    const from = await shop()
    const to = await barber()
    const note = 'Fale comigo: dono@barbearia.com.br'
    const { id } = (await invite(from, to, { note })).body.doc
    const shopData = (await exportedData(app.url, from.client)).data
    expect(shopData.invitations).toEqual([expect.objectContaining({ id, originalNote: note })])
    const barberData = (await exportedData(app.url, to.client)).data
    expect(barberData.invitations).toEqual([expect.objectContaining({ id, originalNote: null })])
    expect(JSON.stringify(barberData.invitations)).not.toContain('dono@barbearia')

    const erased = await to.client.delete('/api/me', { json: { password: to.account.password } })
    expect(erased.status, erased.text).toBeLessThan(300)
    expect((await db.query('SELECT count(*)::int AS n FROM invitations WHERE id = $1', [id])).rows[0].n).toBe(0)
  })
})
