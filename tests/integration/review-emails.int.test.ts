/**
 * 'Como foi trabalhar com …?' (issue 14): a day after a hire, through the jobs queue and the real
 * SMTP sink, once per hire, only to a side that has not reviewed yet; its link opens the form.
 */
import { describe, expect, it } from 'vitest'
import { sweepReviews } from '#server/reviews/store'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))

const HOUR = 60 * 60 * 1000
const asking = (to: string) => mail.messages.filter((email) => email.to.includes(to) && email.subject.startsWith('Como foi trabalhar com'))
const settled = () =>
  expect.poll(async () => (await app.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs, { timeout: 15_000 }).toBe(0)

describe('the review e-mail', () => {
  it('asks each side a day after the hire, once, with a link to the form; a side that reviewed is not asked', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia Navalha de Ouro' })
    const barber = await createBarber(app.payload, { name: 'Caio Mendes' })
    const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
    const shopClient = new ApiClient(app.url)
    await shopClient.login(shop.email, shop.password)
    expect((await shopClient.post('/api/reviews', { application: application.id, rating: 5 })).status).toBe(201)

    expect((await sweepReviews(app.payload, new Date(Date.now() + 23 * HOUR))).emailed).toBe(0)
    expect((await sweepReviews(app.payload, new Date(Date.now() + 25 * HOUR))).emailed).toBe(1)
    const email = await mail.waitFor((each) => each.to.includes(barber.email) && each.subject === 'Como foi trabalhar com Barbearia Navalha de Ouro?')
    const link = linkIn(email, '/vagas-aplicadas')
    expect(Object.fromEntries(link.searchParams)).toEqual({ status: 'hired', avaliar: String(application.id) })
    expect(email.text).toContain('Avaliar agora')

    expect((await sweepReviews(app.payload, new Date(Date.now() + 48 * HOUR))).emailed).toBe(0)
    await settled()
    expect(asking(barber.email)).toHaveLength(1)
    expect(asking(shop.email)).toHaveLength(0)
  })

  it('asks the shop about the barber by name, linking to /candidatos', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload, { name: 'Bruno Alves' })
    const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
    await sweepReviews(app.payload, new Date(Date.now() + 25 * HOUR))
    const email = await mail.waitFor((each) => each.to.includes(shop.email) && each.subject === 'Como foi trabalhar com Bruno Alves?')
    expect(linkIn(email, '/candidatos').searchParams.get('avaliar')).toBe(String(application.id))
  })
})
