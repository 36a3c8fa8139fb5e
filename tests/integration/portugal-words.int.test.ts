/**
 * A Portuguese account reads its places in Portugal's words (Distrito, Concelho, Freguesia; decision
 * 0020), and a barbershop is greeted by its name, not by the first word of it ('Olá, Barbearia!').
 */
import { describe, expect, it } from 'vitest'
import { generateNipc } from '#domain/documents'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, type ApiResponse } from '../helpers/client'
import { createApplication, createBarber, createJob, createPortugueseBarber, createShop } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
let counter = 0
const newEmail = () => `palavras${++counter}.${Date.now()}@teste.navalha.test`

const fieldErrors = (response: ApiResponse) =>
  Object.fromEntries((response.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]))

describe('e-mails to a barbershop', () => {
  it('greet it by its whole name, from the sign-up on; a barber by the first name', async () => {
    const email = newEmail()
    const signup = await new ApiClient(app.url).post('/api/signup', {
      country: 'PT',
      userType: 'barbershop',
      name: 'Barbearia Alfama Nova',
      document: generateNipc(),
      phone: '21 345 6789',
      email,
      password: 'segredo123',
    })
    expect(signup.status, signup.text).toBe(201)
    expect((await mail.waitFor((message) => message.to.includes(email))).text).toContain('Olá, Barbearia Alfama Nova!')

    const shop = await createShop(app.payload, { name: 'Barbearia Dom Pedro' })
    const barber = await createBarber(app.payload, { name: 'Tiago Ferreira' })
    await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'accepted')
    const application = await mail.waitFor((message) => message.to.includes(shop.email) && message.subject.startsWith('Nova candidatura'))
    expect(application.text).toContain('Olá, Barbearia Dom Pedro!')
    const answer = await mail.waitFor((message) => message.to.includes(barber.email) && message.subject.startsWith('Sua candidatura'))
    expect(answer.text).toContain('Olá, Tiago!')

    await new ApiClient(app.url).post('/api/users/forgot-password', { email: shop.email })
    const reset = await mail.waitFor((message) => message.to.includes(shop.email) && message.subject.startsWith('Redefinição'))
    expect(reset.text).toContain('Olá, Barbearia Dom Pedro!')
    expect(mail.messages.filter((message) => message.to.includes(shop.email)).map((message) => message.text)).not.toContainEqual(
      expect.stringContaining('Olá, Barbearia!'),
    )
  })
})

describe('a Portuguese profile', () => {
  it('is asked for its distrito, concelho and freguesia, a Brazilian one for its estado, cidade and bairro', async () => {
    const portuguese = await createPortugueseBarber(app.payload)
    const brazilian = await createBarber(app.payload)
    const form = (video: number | null | undefined, country: 'PT' | 'BR') => ({
      name: 'Tiago Ferreira',
      age: 30,
      experienceYears: 5,
      bio: 'Barbeiro de degradê e barba à navalha.',
      video,
      country,
      state: ' ',
      city: '',
      district: '',
    })
    const pt = await (await app.signedIn(portuguese)).request('PUT', '/api/me/profile', { json: form(portuguese.barber.video as number, 'PT') })
    expect(pt.status).toBe(400)
    expect(fieldErrors(pt)).toMatchObject({ state: 'Escolha o distrito.', city: 'Escolha o concelho.', district: 'Informe a freguesia.' })
    const br = await (await app.signedIn(brazilian)).request('PUT', '/api/me/profile', { json: form(brazilian.barber.video as number, 'BR') })
    expect(br.status).toBe(400)
    expect(fieldErrors(br)).toMatchObject({ state: 'Informe o estado.', city: 'Informe a cidade.', district: 'Informe o bairro.' })
  })

  it("reads Portugal's plans in its words, also where an older database seeded Brazil's", async () => {
    const texts = async () => {
      const { docs } = await app.payload.find({ collection: 'plans', where: { country: { equals: 'PT' } }, pagination: false, depth: 0 })
      return docs.flatMap((plan) => (plan.features ?? []).map((feature) => feature.text))
    }
    expect((await texts()).join(' | ')).not.toMatch(/cidade|estado/)
    expect(await texts()).toContain('Busca de barbeiros por concelho e distrito')

    await app.payload.db.drizzle.execute(
      `UPDATE plans_features SET text = 'Busca de barbeiros por cidade e estado' WHERE text = 'Busca de barbeiros por concelho e distrito'`,
    )
    const { up } = await import('#migrations/20261127_171000_portugal_plan_places')
    await up({ db: app.payload.db.drizzle, payload: app.payload } as never)
    expect((await texts()).join(' | ')).not.toMatch(/cidade|estado/)
    const brazil = await app.payload.find({ collection: 'plans', where: { country: { equals: 'BR' } }, pagination: false, depth: 0 })
    expect(brazil.docs.flatMap((plan) => (plan.features ?? []).map((feature) => feature.text))).toContain('Busca de barbeiros por cidade e estado')
  })
})
