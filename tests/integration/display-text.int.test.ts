/**
 * Names and titles over HTTP: whatever invisible characters a request hides in them (bidi
 * overrides, zero-width characters, fillers), what is stored is the text people see, on every
 * path that writes one (domain/text.ts, fields/normalizeDisplayText.ts).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCpf, maskCpf } from '#domain/documents'
import { genericMessages } from '#domain/messages/common'
import { jobMessages } from '#domain/messages/jobs'
import { mp4 } from '../fixtures/media'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()

/**
 * Characters that draw nothing, each able to change how a name looks or compares. NUL is not
 * among them: the HTTP boundary refuses a body that holds one (server/http/requestInput.ts),
 * which the last test here checks.
 */
const HIDDEN = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200B', '\u200C', '\u200D', '\u200E', '\u200F']
const MORE_HIDDEN = ['\u061C', '\uFEFF', '\u00AD', '\u2060', '\u3164', '\u180E', '\u034F', '\u001B', '\u007F', '\u{E0041}']

/** `text` with hidden characters slipped in anywhere: every way a request may dress it up. */
const dressedUp = (text: string) =>
  fc
    .array(fc.tuple(fc.nat({ max: text.length }), fc.constantFrom(...HIDDEN, ...MORE_HIDDEN)), { minLength: 1, maxLength: 8 })
    .map((insertions) =>
      [...insertions].sort(([a], [b]) => b - a).reduce((result, [at, character]) => result.slice(0, at) + character + result.slice(at), text),
    )

/** Each field is written a few times, dressed up differently each time, and must come back clean. */
const RUNS = { numRuns: 3 }

describe('names and titles are stored as they display', () => {
  it('users.name, at sign-up and when the account changes it', async () => {
    await fc.assert(
      fc.asyncProperty(dressedUp('João da Silva'), async (name) => {
        const email = `nome-${Math.random().toString(36).slice(2)}@teste.navalha.test`
        const response = await new ApiClient(app.url).post('/api/signup', {
          userType: 'barber',
          name,
          document: maskCpf(generateCpf()),
          phone: '(11) 98765-4321',
          email,
          password: 'segredo123',
        })
        expect(response.status, response.text).toBe(201)
        const { docs } = await app.payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
        expect(docs[0].name).toBe('João da Silva')
      }),
      RUNS,
    )
    const account = await createAccount(app.payload, 'barber')
    const client = await app.signedIn(account)
    await fc.assert(
      fc.asyncProperty(dressedUp('Rafael Souza'), async (name) => {
        const response = await client.patch(`/api/users/${account.user.id}`, { name })
        expect(response.status, response.text).toBe(200)
        expect(response.body.doc.name).toBe('Rafael Souza')
      }),
      RUNS,
    )
  })

  it('refuses a name made only of hidden characters as empty', async () => {
    const account = await createAccount(app.payload, 'barber')
    const client = await app.signedIn(account)
    const response = await client.patch(`/api/users/${account.user.id}`, { name: '\u202E\u200B\u3164 \u2066' })
    expect(response.status).toBe(400)
    expect((await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0 })).name).toBe(account.user.name)
  })

  it('barbers: name, Instagram, specialties, city and district, through the profile form and the collection', async () => {
    const barber = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(mp4({ seconds: 12 }))]), 'apresentacao.mp4')
    form.append('_payload', JSON.stringify({ folder: 'videos' }))
    const video = (await client.request('POST', '/api/media', { body: form })).body.doc.id
    const fields = fc.record({
      name: dressedUp('Rafael Souza'),
      instagram: dressedUp('@rafa.barber'),
      specialty: dressedUp('Degradê'),
      city: dressedUp('São Paulo'),
      district: dressedUp('Pinheiros'),
    })
    const clean = { name: 'Rafael Souza', instagram: 'rafa.barber', specialties: ['Degradê', 'Barba'], city: 'São Paulo', district: 'Pinheiros' }
    await fc.assert(
      fc.asyncProperty(fields, async ({ specialty, ...texts }) => {
        const specialties = [specialty, 'Barba', '\u200B\u202E']
        const viaForm = await client.request('PUT', '/api/me/profile', {
          json: { ...texts, specialties, age: 29, experienceYears: 6, bio: 'Degradê, navalhado e barba.', video, state: 'SP' },
        })
        expect(viaForm.status, viaForm.text).toBe(200)
        expect(viaForm.body.profile).toMatchObject(clean)
        expect((await app.payload.findByID({ collection: 'users', id: barber.user.id, depth: 0 })).name).toBe('Rafael Souza')

        const viaCollection = await client.patch(`/api/barbers/${barber.barber.id}`, { ...texts, specialties })
        expect(viaCollection.status, viaCollection.text).toBe(200)
        expect(viaCollection.body.doc).toMatchObject(clean)
      }),
      RUNS,
    )
  })

  it('barbershops: name, address, Instagram, city and district, through the profile form and the collection', async () => {
    const shop = await createShop(app.payload)
    const client = await app.signedIn(shop)
    const fields = fc.record({
      name: dressedUp('Barbearia Dom Bigode'),
      address: dressedUp('Rua da Bahia, 1000'),
      instagram: dressedUp('@dombigode'),
      city: dressedUp('Belo Horizonte'),
      district: dressedUp('Lourdes'),
    })
    const clean = { name: 'Barbearia Dom Bigode', address: 'Rua da Bahia, 1000', instagram: 'dombigode', city: 'Belo Horizonte', district: 'Lourdes' }
    await fc.assert(
      fc.asyncProperty(fields, async (texts) => {
        const viaForm = await client.request('PUT', '/api/me/profile', {
          json: { ...texts, cnpj: shop.shop.cnpj, description: 'Barbearia de bairro com clientela fiel.', whatsapp: '(31) 98888-7777', state: 'MG' },
        })
        expect(viaForm.status, viaForm.text).toBe(200)
        expect(viaForm.body.profile).toMatchObject(clean)

        const viaCollection = await client.patch(`/api/barbershops/${shop.shop.id}`, texts)
        expect(viaCollection.status, viaCollection.text).toBe(200)
        expect(viaCollection.body.doc).toMatchObject(clean)
      }),
      RUNS,
    )
  })

  it('jobs: title, salary and schedule, when posted and when edited; the title counts only what shows', async () => {
    const shop = await createShop(app.payload)
    const client = await app.signedIn(shop)
    const job = await createJob(app.payload, shop.shop)
    const fields = fc.record({
      title: dressedUp('Barbeiro para equipe'),
      salary: dressedUp('R$ 3.000 + comissão'),
      schedule: dressedUp('Seg a sáb, 9h às 19h'),
    })
    // The pay is read into its structure and written back the one way pay is shown (decision 0036).
    const clean = {
      title: 'Barbeiro para equipe',
      salary: 'R$\u00a03.000/mês + comissão',
      payKind: 'salary_commission',
      payMin: 300000,
      schedule: 'Seg a sáb, 9h às 19h',
    }
    await fc.assert(
      fc.asyncProperty(fields, async (texts) => {
        const posted = await client.post('/api/jobs', { ...texts, description: 'Procuramos barbeiro com experiência em degradê e barba.' })
        expect(posted.status, posted.text).toBe(201)
        expect(posted.body.doc).toMatchObject(clean)
        const edited = await client.patch(`/api/jobs/${job.id}`, texts)
        expect(edited.status, edited.text).toBe(200)
        expect(edited.body.doc).toMatchObject(clean)
      }),
      RUNS,
    )
    const padded = await client.patch(`/api/jobs/${job.id}`, { title: 'Cor\u200B\u200B\u200Bt' })
    expect(padded.status).toBe(400)
    expect(errorMessage(padded.body)).toBe(jobMessages.titleTooShort)
  })

  it("a photo's description, a support ticket's subject", async () => {
    const barber = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(mp4({ seconds: 3 }))]), 'video.mp4')
    form.append('_payload', JSON.stringify({ folder: 'videos' }))
    const media = (await client.request('POST', '/api/media', { body: form })).body.doc
    await fc.assert(
      fc.asyncProperty(dressedUp('Eu no salão'), dressedUp('Não consigo enviar meu vídeo'), async (alt, subject) => {
        const described = await client.patch(`/api/media/${media.id}`, { alt })
        expect(described.status, described.text).toBe(200)
        expect(described.body.doc.alt).toBe('Eu no salão')
        const ticket = await client.post('/api/support-tickets', { subject, message: 'O envio para no meio.' })
        expect(ticket.status, ticket.text).toBe(201)
        expect(ticket.body.doc.subject).toBe('Não consigo enviar meu vídeo')
      }),
      RUNS,
    )
  })

  it("an FAQ's question, a plan's name and benefits, written by an editor", async () => {
    const editor = await app.signedIn(await createAccount(app.payload, 'editor'))
    const { docs } = await app.payload.find({ collection: 'plans', limit: 1, depth: 0 })
    const plan = docs[0]
    await fc.assert(
      fc.asyncProperty(
        dressedUp('Como funciona o teste grátis?'),
        dressedUp('Profissional'),
        dressedUp('Candidaturas ilimitadas'),
        async (question, name, benefit) => {
          const answer = {
            root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Três dias.' }] }] },
          }
          const faq = await editor.post('/api/faqs', { question, answer })
          expect(faq.status, faq.text).toBe(201)
          expect(faq.body.doc.question).toBe('Como funciona o teste grátis?')
          const renamed = await editor.patch(`/api/plans/${plan.id}`, { name, features: [{ text: benefit }] })
          expect(renamed.status, renamed.text).toBe(200)
          expect(renamed.body.doc).toMatchObject({ name: 'Profissional', features: [{ text: 'Candidaturas ilimitadas' }] })
        },
      ),
      RUNS,
    )
  })

  it('refuses a name holding a NUL character with a message, and keeps the stored one', async () => {
    const account = await createAccount(app.payload, 'barber')
    const client = await app.signedIn(account)
    for (const name of ['Rafael\u0000 Souza', '\u0000', 'Rafael Souza\u0000']) {
      const response = await client.patch(`/api/users/${account.user.id}`, { name })
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe(genericMessages.nulCharacter)
    }
    expect((await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0 })).name).toBe(account.user.name)
  })
})
