/**
 * Issue 41, decision 0069: the practical test day. The shop of an accepted application proposes one
 * to three slots (each rule a 400 naming its field, in Portuguese); the barber picks, declines or
 * proposes others; either cancels; afterwards the shop records the outcome and the barber confirms
 * the attendance. Every step tells the other party; a pick sends both a calendar invitation at the
 * shop's clock, a cancellation the same UID with METHOD:CANCEL. A locked account cannot schedule
 * (403 with the way to /planos); a stranger finds nothing (404). Free texts are masked for the
 * reader; export and erasure take the test days with either account.
 */
import { REMOVED_ACCOUNT_NAME } from '#domain/privacy'
import ical, { type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import { generateNipc } from '#domain/documents'
import { chatMessages } from '#domain/messages/chat'
import { createApplication, createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage, type ApiResponse } from '../helpers/client'
import type { CapturedEmail } from '../helpers/mail'
import { exportedData } from '../helpers/exportArchive'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
const HIDDEN = chatMessages.contactHidden
const HOUR = 60 * 60 * 1000

type Pair = { shop: ShopAccount; barber: BarberAccount; shopClient: ApiClient; barberClient: ApiClient; applicationId: number; jobTitle: string }

let pairs = 0
async function pair(options: { shopLocked?: boolean; barberLocked?: boolean; status?: 'accepted' | 'pending'; country?: 'PT' } = {}): Promise<Pair> {
  const n = ++pairs
  const profile =
    options.country === 'PT'
      ? { country: 'PT' as const, cnpj: null, nipc: generateNipc(), whatsapp: '+351213456789', state: 'Lisboa', city: 'Lisboa', address: `Rua Augusta, ${n}` }
      : { state: 'PE', city: 'Recife', address: `Rua da Aurora, ${n}` }
  const shop = await createShop(app.payload, { name: `Barbearia Teste Prático ${n}`, locked: options.shopLocked, profile })
  const barber = await createBarber(app.payload, { name: `Barbeiro Prático ${n}`, locked: options.barberLocked })
  const jobTitle = `Barbeiro para teste ${n}`
  const job = await createJob(app.payload, shop.shop, { title: jobTitle })
  const application = await createApplication(app.payload, job, barber.barber, options.status ?? 'accepted')
  return { shop, barber, shopClient: await app.signedIn(shop), barberClient: await app.signedIn(barber), applicationId: application.id, jobTitle }
}

/** An ISO 8601 start `hours` from now at Recife's clock (-03:00), on the minute. */
const startIn = (hours: number, offset = '-03:00') => {
  const at = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000)
  const sign = offset.startsWith('-') ? -1 : 1
  const shifted = new Date(at.getTime() + sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4))) * 60_000)
  return `${shifted.toISOString().slice(0, 19)}${offset}`
}

const propose = (p: Pair, body: Record<string, unknown>, client = p.shopClient) => client.post(`/api/applications/${p.applicationId}/trial-days`, body)
const oneSlot = (hours = 48, durationMinutes = 240) => ({ slots: [{ start: startIn(hours), durationMinutes }] })
const fields = (answer: ApiResponse) => (answer.body.errors as { field: string; message: string }[]).map(({ field, message }) => [field, message])

const eventOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).find((component) => component?.type === 'VEVENT') as VEvent & { start: Date & { tz?: string }; sequence: string }
const invitationTo = (email: string, subject: string) => mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith(subject), 30_000)
const received = (email: string, subject: string) => mail.messages.filter((m: CapturedEmail) => m.to.includes(email) && m.subject.startsWith(subject))

describe('proposing a test day', () => {
  it('lets the shop of an accepted application propose slots, tells the barber, and shows both parties only', async () => {
    const p = await pair()
    const notes = 'Traga sua máquina. Dúvidas: 81 98765-4321'
    const body = {
      slots: [
        { start: startIn(48), durationMinutes: 240 },
        { start: startIn(72), durationMinutes: 120 },
      ],
      paid: true,
      amount: 15000,
      notes,
    }
    const created = await propose(p, body)
    expect(created.status, created.text).toBe(201)
    expect(created.body).toMatchObject({ status: 'proposed', paid: true, amount: 15000, currency: 'BRL', timeZone: 'America/Recife', notes })
    expect(created.body.slots).toEqual([
      { id: expect.any(Number), start: new Date(body.slots[0]!.start).toISOString(), durationMinutes: 240 },
      { id: expect.any(Number), start: new Date(body.slots[1]!.start).toISOString(), durationMinutes: 120 },
    ])

    const email = await invitationTo(p.barber.email, `${p.shop.shop.name} propôs horários`)
    expect(email.text).toContain('Horário 1: ')
    expect(email.text).toMatch(/Teste pago: R\$\s150\./)
    expect(email.text).toContain(`Local: Rua da Aurora`)
    expect(email.text).toContain(HIDDEN)
    expect(email.raw).not.toContain('98765')

    const barberView = await p.barberClient.get(`/api/applications/${p.applicationId}/trial-days`)
    expect(barberView.status).toBe(200)
    expect(barberView.body.docs).toHaveLength(1)
    expect(barberView.body.docs[0]).toMatchObject({ id: created.body.id, yourTurn: true })
    expect(barberView.body.docs[0].notes).toContain(HIDDEN)
    expect(barberView.text).not.toContain('98765')
    expect((await p.shopClient.get(`/api/applications/${p.applicationId}/trial-days`)).body.docs[0]).toMatchObject({ notes, yourTurn: false })

    // Both panels' 'Próximos testes'.
    const upcoming = await p.barberClient.get('/api/me/trial-days')
    expect(upcoming.status).toBe(200)
    expect(upcoming.body.docs).toEqual([expect.objectContaining({ id: created.body.id, yourTurn: true, jobTitle: p.jobTitle, otherName: p.shop.shop.name })])
    expect((await p.shopClient.get('/api/me/trial-days')).body.docs).toEqual([
      expect.objectContaining({ id: created.body.id, yourTurn: false, otherName: p.barber.barber.name, notes }),
    ])
    const stranger = await app.signedIn(await createShop(app.payload))
    expect((await stranger.get(`/api/applications/${p.applicationId}/trial-days`)).status).toBe(404)
    expect((await stranger.get('/api/me/trial-days')).body.docs).toEqual([])
    expect((await new ApiClient(app.url).get('/api/me/trial-days')).status).toBe(401)
    expect((await propose(p, oneSlot(), stranger)).status).toBe(404)
    expect((await new ApiClient(app.url).get(`/api/applications/${p.applicationId}/trial-days`)).status).toBe(401)
    expect((await propose(p, oneSlot(), new ApiClient(app.url))).status).toBe(401)

    // One test day in play per application.
    const again = await propose(p, oneSlot(96))
    expect(again.status).toBe(409)
    expect(errorMessage(again.body)).toBe('Esta candidatura já tem um teste prático em andamento. Altere-o em vez de criar outro.')
  })

  it('refuses times in the past, overlaps, more than three slots, over 12 hours and amounts that are not money, naming the field', async () => {
    const p = await pair()
    expect(fields(await propose(p, { slots: [{ start: startIn(-1), durationMinutes: 60 }] }))).toEqual([
      ['slots.0.start', 'Horário 1: o início já passou. Escolha uma data e hora futuras (campo start).'],
    ])
    expect(fields(await propose(p, { slots: [] }))).toEqual([['slots', 'Proponha pelo menos um horário (campo slots).']])
    expect(fields(await propose(p, { slots: [1, 2, 3, 4].map((day) => ({ start: startIn(24 * day), durationMinutes: 60 })) }))).toEqual([
      ['slots', 'Proponha no máximo 3 horários (campo slots).'],
    ])
    expect(fields(await propose(p, oneSlot(48, 12 * 60 + 1)))).toEqual([
      ['slots.0.durationMinutes', 'Horário 1: a duração máxima é de 12 horas (campo durationMinutes).'],
    ])
    expect(
      fields(
        await propose(p, {
          slots: [
            { start: startIn(48), durationMinutes: 240 },
            { start: startIn(50), durationMinutes: 60 },
          ],
        }),
      ),
    ).toEqual([['slots.1.start', 'Horário 2 se sobrepõe ao horário 1 (campo slots).']])
    for (const amount of [150.5, '15000', -100, 1e12]) expect(fields(await propose(p, { ...oneSlot(), paid: true, amount }))[0]![0]).toBe('amount')
    expect(fields(await propose(p, { ...oneSlot(), paid: true }))).toEqual([['amount', 'Informe o valor do teste pago em centavos (campo amount).']])
    expect(fields(await propose(p, { ...oneSlot(), paid: 'sim', amount: 100 }))).toEqual([['paid', 'Informe se o teste é pago com sim ou não (campo paid).']])
    expect(fields(await propose(p, { ...oneSlot(), notes: 'x'.repeat(1001) }))).toEqual([
      ['notes', 'As observações devem ter no máximo 1000 caracteres (campo notes).'],
    ])
    // Several problems at once: each field once.
    const many = fields(await propose(p, { slots: [{ start: 'amanhã', durationMinutes: 0 }], paid: true, amount: 'cem' }))
    expect(many.map(([field]) => field)).toEqual(['slots.0.start', 'slots.0.durationMinutes', 'amount'])
    expect((await db.query('SELECT count(*)::int AS n FROM trial_days WHERE application_id = $1', [p.applicationId])).rows[0].n).toBe(0)

    // Another application's test the shop has scheduled holds its time.
    const shopSecond = await createBarber(app.payload)
    const job = await createJob(app.payload, p.shop.shop, { title: 'Segunda vaga do teste' })
    const other = await createApplication(app.payload, job, shopSecond.barber, 'accepted')
    const first = await p.shopClient.post(`/api/applications/${other.id}/trial-days`, oneSlot(48, 240))
    expect(first.status, first.text).toBe(201)
    const picked = await (await app.signedIn(shopSecond)).patch(`/api/trial-days/${first.body.id}`, { action: 'pick', slot: first.body.slots[0].id })
    expect(picked.status, picked.text).toBe(200)
    expect(fields(await propose(p, oneSlot(49, 60)))).toEqual([
      ['slots.0.start', 'Horário 1: a barbearia já tem um teste marcado nesse horário (campo slots).'],
    ])
    expect((await propose(p, oneSlot(52, 60))).status).toBe(201)
  })

  it('refuses a locked shop with the way to /planos, a barber, and an application not accepted', async () => {
    const locked = await pair({ shopLocked: true })
    const refused = await propose(locked, oneSlot())
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Período de teste expirado',
      detail: 'Escolha um plano para marcar testes práticos',
      plansPath: '/planos',
    })

    const p = await pair()
    const byBarber = await propose(p, oneSlot(), p.barberClient)
    expect(byBarber.status).toBe(403)
    expect(errorMessage(byBarber.body)).toBe('Só a barbearia da candidatura propõe um teste prático.')
    const pending = await pair({ status: 'pending' })
    const early = await propose(pending, oneSlot())
    expect(early.status).toBe(409)
    expect(errorMessage(early.body)).toBe('Proponha um teste prático a uma candidatura aceita.')
    expect((await p.shopClient.post('/api/applications/99999999/trial-days', oneSlot())).status).toBe(404)
    expect((await p.shopClient.post('/api/applications/abc/trial-days', oneSlot())).status).toBe(404)
  })
})

describe('answering a proposal', () => {
  it('sends both parties the calendar invitation of the picked slot at the shop’s clock, and the same UID cancelled', async () => {
    const p = await pair()
    const start = startIn(48)
    const created = (
      await propose(p, {
        slots: [
          { start, durationMinutes: 240 },
          { start: startIn(72), durationMinutes: 60 },
        ],
      })
    ).body
    const slot = created.slots[0].id

    const stranger = await app.signedIn(await createBarber(app.payload))
    expect((await stranger.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot })).status).toBe(404)
    const ownTurn = await p.shopClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot })
    expect(ownTurn.status).toBe(409)
    expect(errorMessage(ownTurn.body)).toBe('Estes horários foram propostos por você. Aguarde a resposta da outra parte.')
    expect(fields(await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot: 1 }))).toEqual([
      ['slot', 'Escolha um dos horários propostos (campo slot).'],
    ])
    expect(fields(await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'sumir' }))[0]![0]).toBe('action')

    const picked = await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot })
    expect(picked.status, picked.text).toBe(200)
    expect(picked.body).toMatchObject({ status: 'scheduled', pickedSlot: slot })

    for (const email of [p.barber.email, p.shop.email]) {
      const message = await invitationTo(email, 'Teste prático marcado: ')
      expect(message.raw).toMatch(/content-type: text\/calendar; charset=utf-8; method=REQUEST/i)
      expect(message.calendar).toContain('METHOD:REQUEST')
      const event = eventOf(message.calendar)
      expect(event.uid).toMatch(new RegExp(`^trial-day-${created.id}@`))
      expect(event.start.tz).toBe('America/Recife')
      expect(event.start.toISOString()).toBe(new Date(start).toISOString())
      expect(event.location).toContain('Rua da Aurora')
      expect(message.calendar).toContain(`DTSTART;TZID=America/Recife:${start.slice(0, 19).replace(/[-:]/g, '')}`)
      expect(message.calendar).toContain(`ATTENDEE;`)
      expect(message.calendar).toContain(email)
      // Neither party's address reaches the other through the file.
      expect(message.calendar).not.toContain(email === p.shop.email ? p.barber.email : p.shop.email)
    }

    for (const client of [p.shopClient, p.barberClient]) {
      const file = await client.get(`/api/trial-days/${created.id}/invite.ics`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(eventOf(file.text).start.tz).toBe('America/Recife')
    }
    expect((await stranger.get(`/api/trial-days/${created.id}/invite.ics`)).status).toBe(404)
    expect((await new ApiClient(app.url).get(`/api/trial-days/${created.id}/invite.ics`)).status).toBe(401)

    const cancelled = await p.shopClient.patch(`/api/trial-days/${created.id}`, { action: 'cancel', reason: 'Fechamos para reforma. Zap 81 98765-4321' })
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', reasonBy: 'shop', reason: 'Fechamos para reforma. Zap 81 98765-4321' })
    for (const email of [p.barber.email, p.shop.email]) {
      const message = await invitationTo(email, `Teste prático cancelado: ${p.jobTitle}`)
      expect(message.calendar).toContain('METHOD:CANCEL')
      const event = eventOf(message.calendar)
      expect(event.uid).toMatch(new RegExp(`^trial-day-${created.id}@`))
      expect(String(event.status)).toBe('CANCELLED')
      expect(Number(event.sequence)).toBe(2)
    }
    const barberCopy = received(p.barber.email, 'Teste prático cancelado')[0]!
    expect(barberCopy.text).toContain(`${p.shop.shop.name} cancelou`)
    expect(barberCopy.text).toContain(HIDDEN)
    expect(received(p.shop.email, 'Teste prático cancelado')[0]!.text).toContain('Você desmarcou')
    expect((await p.barberClient.get(`/api/trial-days/${created.id}/invite.ics`)).text).toContain('METHOD:CANCEL')
    const closed = await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot })
    expect(closed.status).toBe(409)
    expect(errorMessage(closed.body)).toBe('Este teste prático foi encerrado.')
  })

  it('lets the barber propose other times, the shop pick one, and either decline with a masked reason', async () => {
    const p = await pair({ country: 'PT' })
    const created = (await propose(p, oneSlot())).body
    expect(created).toMatchObject({ currency: 'EUR', timeZone: 'Europe/Lisbon' })
    const counter = await p.barberClient.patch(`/api/trial-days/${created.id}`, {
      action: 'propose',
      slots: [{ start: startIn(60, '+00:00'), durationMinutes: 180 }],
    })
    expect(counter.status, counter.text).toBe(200)
    expect(counter.body).toMatchObject({ status: 'proposed', proposedBy: 'barber', yourTurn: false })
    await invitationTo(p.shop.email, `${p.barber.barber.name} propôs horários`)
    const slot = counter.body.slots[0].id
    expect((await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot })).status).toBe(409)
    const picked = await p.shopClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot })
    expect(picked.status, picked.text).toBe(200)
    const message = await invitationTo(p.barber.email, 'Teste prático marcado: ')
    expect(eventOf(message.calendar).start.tz).toBe('Europe/Lisbon')

    const q = await pair()
    const second = (await propose(q, oneSlot())).body
    const empty = await q.barberClient.patch(`/api/trial-days/${second.id}`, { action: 'decline', reason: '  ' })
    expect(fields(empty)).toEqual([['reason', 'Conte o motivo (campo reason).']])
    const declined = await q.barberClient.patch(`/api/trial-days/${second.id}`, {
      action: 'decline',
      reason: 'Já fechei com outra casa, me chama no insta @barbeiro.top',
    })
    expect(declined.status, declined.text).toBe(200)
    expect(declined.body).toMatchObject({ status: 'declined', reasonBy: 'barber' })
    expect(declined.body.reason).toContain('@barbeiro.top')
    const shopView = (await q.shopClient.get(`/api/applications/${q.applicationId}/trial-days`)).body.docs[0]
    expect(shopView.reason).toContain(HIDDEN)
    expect(shopView.reason).not.toContain('barbeiro.top')
    const email = await invitationTo(q.shop.email, `${q.barber.barber.name} recusou`)
    expect(email.text).not.toContain('barbeiro.top')
    // Declined, the application may get a new proposal.
    expect((await propose(q, oneSlot(80))).status).toBe(201)
  })

  it('refuses a locked barber’s pick with the way to /planos, but lets them decline', async () => {
    const p = await pair({ barberLocked: true })
    const created = (await propose(p, oneSlot())).body
    const pick = await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot: created.slots[0].id })
    expect(pick.status).toBe(403)
    expect(pick.body.errors[0]).toMatchObject({ message: 'Período de teste expirado', plansPath: '/planos' })
    expect((await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'propose', slots: oneSlot(90).slots })).status).toBe(403)
    expect((await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'decline', reason: 'Sem plano agora' })).status).toBe(200)
  })
})

describe('the outcome', () => {
  it('is recorded by the shop after the start, once, and confirmed by the barber', async () => {
    const p = await pair()
    const created = (await propose(p, oneSlot())).body
    await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot: created.slots[0].id })
    const early = await p.shopClient.post(`/api/trial-days/${created.id}/outcome`, { attended: true, approved: true })
    expect(early.status).toBe(409)
    expect(errorMessage(early.body)).toBe('Registre o resultado depois do início do teste.')
    await db.query(`UPDATE trial_day_slots SET starts_at = now() - interval '5 hours' WHERE trial_day_id = $1`, [created.id])

    expect(fields(await p.shopClient.post(`/api/trial-days/${created.id}/outcome`, { attended: false, approved: true }))).toEqual([
      ['approved', 'Só quem compareceu pode ser aprovado (campo approved).'],
    ])
    expect(fields(await p.shopClient.post(`/api/trial-days/${created.id}/outcome`, { attended: 'sim' }))[0]![0]).toBe('attended')
    const stranger = await app.signedIn(await createShop(app.payload))
    expect((await stranger.post(`/api/trial-days/${created.id}/outcome`, { attended: true })).status).toBe(404)

    const feedback = 'Ótimo degradê. Me liga: 81 98765-4321'
    const recorded = await p.shopClient.post(`/api/trial-days/${created.id}/outcome`, { attended: true, approved: true, feedback })
    expect(recorded.status, recorded.text).toBe(200)
    expect(recorded.body).toMatchObject({ status: 'completed', outcome: { attended: true, approved: true, feedback } })
    expect((await p.shopClient.post(`/api/trial-days/${created.id}/outcome`, { attended: true })).status).toBe(409)
    const email = await invitationTo(p.barber.email, `Resultado do teste prático: ${p.jobTitle}`)
    expect(email.text).toContain('Aprovado')
    expect(email.text).toContain(HIDDEN)
    expect(email.raw).not.toContain('98765')

    expect(fields(await p.barberClient.post(`/api/trial-days/${created.id}/outcome`, { attended: true, approved: true }))).toEqual([
      ['attended', 'O barbeiro confirma só o comparecimento (campo attended).'],
    ])
    const confirmed = await p.barberClient.post(`/api/trial-days/${created.id}/outcome`, { attended: true })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body).toMatchObject({ barberConfirmedAttendance: true })
    expect(confirmed.body.outcome.feedback).toContain(HIDDEN)
    await invitationTo(p.shop.email, `${p.barber.barber.name} confirmou o teste prático`)
    expect((await p.barberClient.post(`/api/trial-days/${created.id}/outcome`, { attended: true })).status).toBe(409)
  })
})

describe('the reliability signal', () => {
  it('tells whoever may read an application how many of the barber’s recorded tests they attended, across shops', async () => {
    const p = await pair()
    expect((await p.shopClient.get(`/api/applications/${p.applicationId}/trial-attendance`)).body).toEqual({ attended: 0, held: 0 })
    const held = async (shopClient: ApiClient, applicationId: number, attended: boolean) => {
      const created = (await shopClient.post(`/api/applications/${applicationId}/trial-days`, oneSlot())).body
      expect((await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot: created.slots[0].id })).status).toBe(200)
      await db.query(`UPDATE trial_day_slots SET starts_at = now() - interval '5 hours' WHERE trial_day_id = $1`, [created.id])
      expect((await shopClient.post(`/api/trial-days/${created.id}/outcome`, { attended })).status).toBe(200)
    }
    await held(p.shopClient, p.applicationId, true)
    // Another shop, another job: the same barber did not come.
    const other = await createShop(app.payload, { name: 'Barbearia Outra Prova' })
    const job = await createJob(app.payload, other.shop, { title: 'Outra prova' })
    const second = await createApplication(app.payload, job, p.barber.barber, 'accepted')
    const otherClient = await app.signedIn(other)
    await held(otherClient, second.id, false)
    // A proposal not yet held does not count.
    expect((await otherClient.post(`/api/applications/${second.id}/trial-days`, oneSlot(100))).status).toBe(201)

    expect((await p.shopClient.get(`/api/applications/${p.applicationId}/trial-attendance`)).body).toEqual({ attended: 1, held: 2 })
    expect((await otherClient.get(`/api/applications/${second.id}/trial-attendance`)).body).toEqual({ attended: 1, held: 2 })
    expect((await otherClient.get(`/api/applications/${p.applicationId}/trial-attendance`)).status).toBe(404)
    expect((await new ApiClient(app.url).get(`/api/applications/${p.applicationId}/trial-attendance`)).status).toBe(401)
  })
})

describe('privacy', () => {
  it('exports the test days to both parties (each one’s own texts as written) and erases them with either account', async () => {
    const p = await pair()
    const notes = 'Qualquer coisa: dono@barbearia.com.br'
    const { id } = (await propose(p, { ...oneSlot(), notes })).body
    const shopData = (await exportedData(app.url, p.shopClient)).data
    expect(shopData.trialDays).toEqual([expect.objectContaining({ id, originalNotes: notes })])
    expect(shopData.trialDaySlots).toHaveLength(1)
    const barberData = (await exportedData(app.url, p.barberClient)).data
    expect(barberData.trialDays).toEqual([expect.objectContaining({ id, originalNotes: null })])
    expect(JSON.stringify(barberData.trialDays)).not.toContain('dono@barbearia')

    const erased = await p.barberClient.delete('/api/me', { json: { password: p.barber.password } })
    expect(erased.status, erased.text).toBeLessThan(300)
    expect((await db.query('SELECT count(*)::int AS n FROM trial_days WHERE id = $1', [id])).rows[0].n).toBe(0)
    expect((await db.query('SELECT count(*)::int AS n FROM trial_day_slots WHERE trial_day_id = $1', [id])).rows[0].n).toBe(0)
  })
})

describe('a test day follows its application', () => {
  const setStatus = (client: ApiClient, p: Pair, status: string) => client.patch(`/api/applications/${p.applicationId}?depth=0`, { status })

  it('is cancelled by a withdrawal, the shop told and both calendars cleared, and cannot be picked afterwards', async () => {
    const p = await pair()
    const proposed = (await propose(p, oneSlot())).body
    expect((await setStatus(p.barberClient, p, 'withdrawn')).status).toBe(200)
    const listed = (await p.shopClient.get(`/api/applications/${p.applicationId}/trial-days`)).body.docs[0]
    expect(listed).toMatchObject({ status: 'cancelled', reasonBy: 'barber', reason: 'O barbeiro retirou a candidatura.' })
    await invitationTo(p.shop.email, `Teste prático cancelado: ${p.jobTitle}`)
    const late = await p.barberClient.patch(`/api/trial-days/${proposed.id}`, { action: 'pick', slot: proposed.slots[0].id })
    expect(late.status).toBe(409)

    const q = await pair()
    const scheduled = (await propose(q, oneSlot())).body
    expect((await q.barberClient.patch(`/api/trial-days/${scheduled.id}`, { action: 'pick', slot: scheduled.slots[0].id })).status).toBe(200)
    expect((await setStatus(q.barberClient, q, 'withdrawn')).status).toBe(200)
    for (const email of [q.shop.email, q.barber.email]) {
      const message = await invitationTo(email, `Teste prático cancelado: ${q.jobTitle}`)
      expect(message.calendar).toContain('METHOD:CANCEL')
    }
    expect((await q.shopClient.patch(`/api/trial-days/${scheduled.id}`, { action: 'propose', slots: oneSlot(96).slots })).status).toBe(409)
  })

  it('refuses a pick or new slots when the application is no longer accepted, and after a hire allows only the outcome', async () => {
    const p = await pair()
    const proposed = (await propose(p, oneSlot())).body
    // A withdrawal written around the hook (an old row, a console fix): the test day's own checks still hold.
    await db.query(`UPDATE applications SET status = 'withdrawn' WHERE id = $1`, [p.applicationId])
    const pick = await p.barberClient.patch(`/api/trial-days/${proposed.id}`, { action: 'pick', slot: proposed.slots[0].id })
    expect(pick.status).toBe(409)
    expect(errorMessage(pick.body)).toBe('A candidatura deste teste prático não está mais aceita: não é possível escolher nem propor horários.')
    expect((await p.barberClient.patch(`/api/trial-days/${proposed.id}`, { action: 'propose', slots: oneSlot(96).slots })).status).toBe(409)
    expect((await p.barberClient.patch(`/api/trial-days/${proposed.id}`, { action: 'decline', reason: 'Desisti' })).status).toBe(200)

    const q = await pair()
    const scheduled = (await propose(q, oneSlot())).body
    expect((await q.barberClient.patch(`/api/trial-days/${scheduled.id}`, { action: 'pick', slot: scheduled.slots[0].id })).status).toBe(200)
    const hired = await setStatus(q.shopClient, q, 'hired')
    expect(hired.status, hired.text).toBe(200)
    const again = await q.shopClient.patch(`/api/trial-days/${scheduled.id}`, { action: 'propose', slots: oneSlot(96).slots })
    expect(again.status).toBe(409)
    expect(errorMessage(again.body)).toBe('O barbeiro já foi contratado: registre o resultado do teste marcado, sem novos horários.')
    await db.query(`UPDATE trial_day_slots SET starts_at = now() - interval '5 hours' WHERE trial_day_id = $1`, [scheduled.id])
    expect((await q.shopClient.post(`/api/trial-days/${scheduled.id}/outcome`, { attended: true, approved: true })).status).toBe(200)
  })
})

describe('a test that has started', () => {
  it('cannot be moved or cancelled, so a no-show is recorded', async () => {
    const p = await pair()
    const created = (await propose(p, oneSlot())).body
    expect((await p.barberClient.patch(`/api/trial-days/${created.id}`, { action: 'pick', slot: created.slots[0].id })).status).toBe(200)
    await db.query(`UPDATE trial_day_slots SET starts_at = now() - interval '1 hour' WHERE trial_day_id = $1`, [created.id])
    for (const client of [p.barberClient, p.shopClient]) {
      for (const body of [
        { action: 'propose', slots: oneSlot(96).slots },
        { action: 'cancel', reason: 'Imprevisto' },
      ]) {
        const refused = await client.patch(`/api/trial-days/${created.id}`, body)
        expect(refused.status).toBe(409)
        expect(errorMessage(refused.body)).toBe(
          'O teste já começou: não é possível desmarcá-lo nem propor outros horários. Registre o resultado ou confirme o comparecimento.',
        )
      }
    }
    const recorded = await p.shopClient.post(`/api/trial-days/${created.id}/outcome`, { attended: false })
    expect(recorded.status, recorded.text).toBe(200)
    expect(recorded.body.outcome).toMatchObject({ attended: false })
  })
})

describe('how many proposals', () => {
  const cycle = async (p: Pair) => {
    const created = await propose(p, oneSlot(48 + Math.random() * 48))
    if (created.status !== 201) return created
    expect((await p.shopClient.patch(`/api/trial-days/${created.body.id}`, { action: 'cancel' })).status).toBe(200)
    return created
  }

  it('bounds each application’s proposals, then each shop’s, a day, with a 429 in Portuguese and Retry-After', async () => {
    const p = await pair()
    for (let n = 0; n < 6; n++) expect((await cycle(p)).status).toBe(201)
    const refused = await cycle(p)
    expect(refused.status).toBe(429)
    expect(errorMessage(refused.body)).toBe('Esta candidatura já recebeu 6 propostas de horário nas últimas 24 horas. Tente novamente amanhã.')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60)

    // The shop's other applications share its 20 a day.
    const { shop, shopClient } = p
    const others = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const barber = await createBarber(app.payload, { name: `Barbeiro Limite ${n}` })
        const job = await createJob(app.payload, shop.shop, { title: `Vaga limite ${n}` })
        const application = await createApplication(app.payload, job, barber.barber, 'accepted')
        return { ...p, barber, barberClient: await app.signedIn(barber), applicationId: application.id, shopClient }
      }),
    )
    for (const other of others.slice(0, 2)) for (let n = 0; n < 6; n++) expect((await cycle(other)).status).toBe(201)
    for (let n = 0; n < 2; n++) expect((await cycle(others[2]!)).status).toBe(201)
    const shopRefused = await cycle(others[2]!)
    expect(shopRefused.status).toBe(429)
    expect(errorMessage(shopRefused.body)).toBe('Sua barbearia já propôs 20 testes práticos nas últimas 24 horas. Tente novamente amanhã.')
    expect(shopRefused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('dates that do not exist', () => {
  it('refuses a day past the month’s end and an offset beyond ±14:00, naming the field', async () => {
    const p = await pair()
    const year = new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 6 ? 1 : 0)
    const impossible = await propose(p, { slots: [{ start: `${year}-02-30T09:00:00-03:00`, durationMinutes: 60 }] })
    expect(impossible.status).toBe(400)
    expect(fields(impossible)).toEqual([['slots.0.start', 'Horário 1: esta data ou hora não existe (campo start).']])
    const farOffset = await propose(p, { slots: [{ start: startIn(48, '+23:59'), durationMinutes: 60 }] })
    expect(fields(farOffset)).toEqual([['slots.0.start', 'Horário 1: o fuso deve ficar entre -14:00 e +14:00 (campo start).']])
    expect(fields(await propose(p, { slots: [{ start: startIn(48).replace(/T\d{2}/, 'T24'), durationMinutes: 60 }] }))[0]![0]).toBe('slots.0.start')
  })
})

describe('the shop’s other tests', () => {
  it('are not revealed to a barber’s counter-proposal, only checked when the shop picks it', async () => {
    const p = await pair()
    const busyStart = startIn(50)
    const first = (await propose(p, { slots: [{ start: busyStart, durationMinutes: 120 }] })).body
    expect((await p.barberClient.patch(`/api/trial-days/${first.id}`, { action: 'pick', slot: first.slots[0].id })).status).toBe(200)

    const barber = await createBarber(app.payload, { name: 'Barbeiro Sondagem' })
    const job = await createJob(app.payload, p.shop.shop, { title: 'Vaga sondagem' })
    const application = await createApplication(app.payload, job, barber.barber, 'accepted')
    const q: Pair = { ...p, barber, barberClient: await app.signedIn(barber), applicationId: application.id }
    const offered = (await propose(q, oneSlot(96))).body
    const counter = await q.barberClient.patch(`/api/trial-days/${offered.id}`, { action: 'propose', slots: [{ start: busyStart, durationMinutes: 60 }] })
    expect(counter.status, counter.text).toBe(200)
    expect(counter.text).not.toContain('teste marcado')
    const pick = await q.shopClient.patch(`/api/trial-days/${offered.id}`, { action: 'pick', slot: counter.body.slots[0].id })
    expect(pick.status).toBe(409)
    expect(errorMessage(pick.body)).toBe('A barbearia já tem outro teste marcado nesse horário. Escolha outro ou proponha um novo.')
  })
})

describe('an account that leaves', () => {
  it('cancels its scheduled and proposed tests first, telling the other party with METHOD:CANCEL', async () => {
    const p = await pair()
    const scheduled = (await propose(p, oneSlot())).body
    expect((await p.barberClient.patch(`/api/trial-days/${scheduled.id}`, { action: 'pick', slot: scheduled.slots[0].id })).status).toBe(200)
    const q = await pair()
    await propose(q, { ...oneSlot(), notes: 'Traga a máquina e o avental' })

    expect((await p.barberClient.delete('/api/me', { json: { password: p.barber.password } })).status).toBeLessThan(300)
    const toShop = await invitationTo(p.shop.email, `Teste prático cancelado: ${p.jobTitle}`)
    expect(toShop.calendar).toContain('METHOD:CANCEL')
    expect(String(eventOf(toShop.calendar).status)).toBe('CANCELLED')

    // What the other party gets keeps none of the leaving account's data (decision 0042): 'Conta removida', no address, no notes.
    for (const leak of [p.barber.barber.name, p.barber.email]) expect(toShop.text + toShop.html + toShop.calendar).not.toContain(leak)
    expect(toShop.text).toContain(REMOVED_ACCOUNT_NAME)

    expect((await q.shopClient.delete('/api/me', { json: { password: q.shop.password } })).status).toBeLessThan(300)
    const toBarber = await invitationTo(q.barber.email, `Teste prático cancelado: ${q.jobTitle}`)
    expect(toBarber.text).toContain(REMOVED_ACCOUNT_NAME)
    expect(toBarber.text + toBarber.html).not.toContain('Traga a máquina e o avental')
  })
})
