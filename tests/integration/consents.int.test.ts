/**
 * The terms of use and the privacy policy (issue 25, decision 0034): published in versions by
 * editors, accepted at sign-up, accepted again when a new version is published, and the record of
 * who accepted what readable by that person and admins only, written only by the server.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateCpf, maskCpf } from '#domain/documents'
import { legalMessages } from '#domain/legal'
import { richTextFromParagraphs } from '#domain/richText'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createAccount, createBarber, type Account, type BarberAccount } from '#server/seed/factories'

// /termos and /privacidade are filled into the built app's templates: build it first when missing or stale.
beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
let barber: BarberAccount, other: BarberAccount, editor: Account, admin: Account
const as = {} as Record<'anonymous' | 'barber' | 'other' | 'editor' | 'admin', ApiClient>

const current = async (document: 'terms' | 'privacy') =>
  (await app.payload.find({ collection: 'legal-documents', where: { document: { equals: document } }, sort: '-version', limit: 1 })).docs[0]

beforeAll(async () => {
  barber = await createBarber(app.payload)
  other = await createBarber(app.payload)
  editor = await createAccount(app.payload, 'editor')
  admin = await createAccount(app.payload, 'admin')
  for (const [role, account] of Object.entries({ barber, other, editor, admin })) as[role as keyof typeof as] = await app.signedIn(account)
  as.anonymous = new ApiClient(app.url)
}, 120_000)

describe('the documents', () => {
  it('a fresh install has version 1 of both, public, and /termos and /privacidade are rendered on the server with their text', async () => {
    for (const document of ['terms', 'privacy'] as const) expect((await current(document))?.version).toBe(1)
    const terms = await as.anonymous.request('GET', '/termos', { headers: { accept: 'text/html' } })
    expect(terms.status).toBe(200)
    expect(terms.text).toContain('Termos de Uso')
    expect(terms.text).toContain('Versão 1, publicada em')
    expect(terms.text).toContain('Regras de uso')
    const privacy = await as.anonymous.request('GET', '/privacidade', { headers: { accept: 'text/html' } })
    expect(privacy.text).toContain('Encarregado pelo tratamento de dados')
    expect(privacy.text).toContain('LGPD')
    for (const cookie of ['payload-token', 'sidebar_state', '>tz<']) expect(privacy.text).toContain(cookie)
  })

  it('visitors and users cannot publish, nobody edits or deletes a published version', async () => {
    const version = await current('terms')
    const data = { document: 'terms', body: richTextFromParagraphs(['Texto novo.']), changes: 'Tudo.' }
    expect((await as.anonymous.post('/api/legal-documents', data)).status).toBe(403)
    expect((await as.barber.post('/api/legal-documents', data)).status).toBe(403)
    for (const client of [as.editor, as.admin]) {
      expect((await client.patch(`/api/legal-documents/${version.id}`, { changes: 'x' })).status).toBe(403)
      expect((await client.delete(`/api/legal-documents/${version.id}`)).status).toBe(403)
      expect((await client.request('PUT', `/api/admin/legal-documents/${version.id}`, { json: { changes: 'x' } })).status).toBeGreaterThanOrEqual(403)
    }
    expect((await current('terms'))?.changes ?? null).toBe(version.changes ?? null)
  })

  it('an editor publishes a new version: numbered and dated by the server, "what changed" required, audited', async () => {
    const body = richTextFromParagraphs(['Termos revistos.'])
    const missing = await as.editor.post('/api/admin/legal-documents', { document: 'terms', body })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain(legalMessages.changesRequired)
    const published = await as.editor.post('/api/admin/legal-documents', {
      document: 'terms',
      body,
      changes: 'Novas regras para avaliações.',
      version: 99,
      publishedAt: '2000-01-01T00:00:00.000Z',
    })
    expect(published.status, published.text).toBe(201)
    const doc = await current('terms')
    expect(doc).toMatchObject({ version: 2, changes: 'Novas regras para avaliações.' })
    expect(Date.now() - new Date(doc.publishedAt).getTime()).toBeLessThan(60_000)
    const audit = await app.payload.find({
      collection: 'admin-audit-log',
      where: { resource: { equals: 'legal-documents' }, recordId: { equals: String(doc.id) } },
    })
    expect(audit.docs.map((entry) => [entry.action, entry.actor])).toEqual([['create', editor.user.id]])
    const page = await as.anonymous.request('GET', '/termos', { headers: { accept: 'text/html' } })
    expect(page.text).toContain('Termos revistos.')
  })
})

describe('consents', () => {
  it('sign-up records the versions in force, with time and address, whatever the body says', async () => {
    const email = `consente.${Date.now()}@teste.navalha.test`
    const response = await new ApiClient(app.url).post('/api/signup', {
      userType: 'barber',
      name: 'Rafael Souza',
      document: maskCpf(generateCpf()),
      phone: '(11) 98765-4321',
      email,
      password: 'segredo123',
      consents: [{ document: 'terms', version: 1 }],
      acceptedAt: '2000-01-01T00:00:00.000Z',
    })
    expect(response.status, response.text).toBe(201)
    const message = await mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirme'))
    const token = linkIn(message, '/verificar-email').searchParams.get('token')!
    expect((await new ApiClient(app.url).post('/api/auth/verify-email', { token })).status).toBe(200)
    const client = await app.signedIn({ email, password: 'segredo123' })
    const mine = await client.get('/api/me/consents')
    expect(mine.status).toBe(200)
    const terms = (await current('terms'))!.version
    expect(mine.body.docs.map((c: { document: string; version: number }) => [c.document, c.version]).sort()).toEqual([
      ['privacy', 1],
      ['terms', terms],
    ])
    expect(mine.body.pending).toEqual([])
    const [row] = (await app.payload.find({ collection: 'consents', where: { document: { equals: 'terms' }, 'user.email': { equals: email } } })).docs
    expect(row.ipAddress).toMatch(/127\.0\.0\.1/)
    expect(Date.now() - new Date(row.acceptedAt).getTime()).toBeLessThan(60_000)
  })

  it('an account that accepted an old version is asked for the new one, and only the one in force is accepted', async () => {
    await app.payload.create({ collection: 'consents', data: { user: barber.user.id, document: 'terms', version: 1, acceptedAt: new Date().toISOString() } })
    await app.payload.create({ collection: 'consents', data: { user: barber.user.id, document: 'privacy', version: 1, acceptedAt: new Date().toISOString() } })
    const before = await as.barber.get('/api/me/consents')
    expect(before.body.pending).toEqual([expect.objectContaining({ document: 'terms', version: 2, changes: 'Novas regras para avaliações.' })])

    const old = await as.barber.post('/api/me/consents', { document: 'terms', version: 1 })
    expect(old.status).toBe(409)
    expect(errorMessage(old.body)).toBe(legalMessages.notCurrentVersion)
    const future = await as.barber.post('/api/me/consents', { document: 'terms', version: 3 })
    expect(future.status).toBe(409)
    expect((await as.barber.get('/api/me/consents')).body.pending).toHaveLength(1)

    const accepted = await as.barber.post('/api/me/consents', { document: 'terms', version: 2 })
    expect(accepted.status, accepted.text).toBe(201)
    expect(accepted.body.pending).toEqual([])
    // Twice (two tabs) is one record.
    expect((await as.barber.post('/api/me/consents', { document: 'terms', version: 2 })).status).toBe(201)
    const rows = await app.payload.find({
      collection: 'consents',
      where: { user: { equals: barber.user.id }, document: { equals: 'terms' }, version: { equals: 2 } },
    })
    expect(rows.totalDocs).toBe(1)
  })

  it('bad bodies are a Portuguese 400, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ document: fc.string(), version: fc.anything() }),
          fc.record({ document: fc.constantFrom('terms', 'privacy'), version: fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer({ max: 0 })) }),
          fc.anything(),
        ),
        async (body) => {
          const response = await as.other.post('/api/me/consents', body)
          expect([400, 409]).toContain(response.status)
          expect(errorMessage(response.body)).toMatch(/^[A-ZÀ-Ú].*\.$/)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('visitors cannot read or accept; nobody writes consents through the API', async () => {
    expect((await as.anonymous.get('/api/me/consents')).status).toBe(401)
    expect((await as.anonymous.post('/api/me/consents', { document: 'terms', version: 2 })).status).toBe(401)
    expect((await as.anonymous.get('/api/consents')).status).toBe(403)
    const row = { user: other.user.id, document: 'terms', version: 2, acceptedAt: new Date().toISOString(), ipAddress: '1.2.3.4' }
    for (const client of [as.barber, as.other, as.editor, as.admin]) expect((await client.post('/api/consents', row)).status).toBe(403)
    const [own] = (await app.payload.find({ collection: 'consents', where: { user: { equals: barber.user.id } } })).docs
    for (const client of [as.barber, as.other, as.admin]) {
      expect((await client.patch(`/api/consents/${own.id}`, { version: 9 })).status).toBeGreaterThanOrEqual(403)
      expect((await client.delete(`/api/consents/${own.id}`)).status).toBeGreaterThanOrEqual(403)
    }
    expect((await app.payload.findByID({ collection: 'consents', id: own.id })).version).toBe(own.version)
  })

  it('a person reads only their own consents; admins read everyone\u2019s, editors nobody\u2019s', async () => {
    const [own] = (await app.payload.find({ collection: 'consents', where: { user: { equals: barber.user.id } } })).docs
    expect((await as.barber.get(`/api/consents/${own.id}`)).status).toBe(200)
    expect((await as.other.get(`/api/consents/${own.id}`)).status).toBe(404)
    expect((await as.editor.get(`/api/consents/${own.id}`)).status).toBe(404)
    expect((await as.admin.get(`/api/consents/${own.id}`)).status).toBe(200)
    const othersList = await as.other.get(`/api/consents?where[user][equals]=${barber.user.id}`)
    expect(othersList.status).toBe(200)
    expect(othersList.body.docs).toEqual([])
    const mine = (await as.other.get('/api/me/consents')).body
    expect(mine.docs.every((c: { id: number }) => c.id !== own.id)).toBe(true)
    // Filtering by what is not on the allow-list (server/http/queryPaths.ts) is refused.
    expect((await as.other.get('/api/consents?where[ipAddress][like]=1')).status).toBe(400)
  })

  it('deleting an account deletes its consents', async () => {
    const gone = await createBarber(app.payload)
    await app.payload.create({ collection: 'consents', data: { user: gone.user.id, document: 'terms', version: 2, acceptedAt: new Date().toISOString() } })
    await app.payload.delete({ collection: 'users', id: gone.user.id })
    expect((await app.payload.count({ collection: 'consents', where: { user: { equals: gone.user.id } } })).totalDocs).toBe(0)
  })
})
