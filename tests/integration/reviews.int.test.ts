/**
 * Reviews after a hire (issue 14, decision 0026), each rule attacked over HTTP: only the parties
 * of a hired application review, once each; the double-blind window; one public answer by the
 * reviewed party; reports reach the console; hidden reviews leave the average; a deleted account's
 * reviews keep their numbers.
 */
import { sql } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { sweepReviews } from '#server/reviews/store'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()

async function hire() {
  const shop = await createShop(app.payload)
  const barber = await createBarber(app.payload)
  const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
  return { shop, barber, application, shopClient: await app.signedIn(shop), barberClient: await app.signedIn(barber) }
}

/** Time passes for one hire: its hire and its reviews' dates move `days` into the past. */
async function daysPass(applicationId: number, days: number) {
  const interval = sql.raw(`interval '${days} days'`)
  await app.payload.db.drizzle.execute(sql`UPDATE applications SET hired_at = hired_at - ${interval} WHERE id = ${applicationId}`)
  await app.payload.db.drizzle.execute(sql`UPDATE reviews SET visible_from = visible_from - ${interval} WHERE application_id = ${applicationId}`)
}

const profileRating = async (kind: 'barbers' | 'barbershops', id: number) => {
  const { rating, ratingCount } = await app.payload.findByID({ collection: kind, id, depth: 0 })
  return { rating: rating ?? null, ratingCount }
}

const reviewsOf = (client: ApiClient, field: 'barber' | 'barbershop', id: number) => client.get(`/api/reviews?where[${field}][equals]=${id}&depth=0`)

describe('who reviews', () => {
  it('lets only the two parties of a hired application review, once each', async () => {
    const { shop, barber, application, shopClient, barberClient } = await hire()
    const pending = await createApplication(app.payload, await createJob(app.payload, shop.shop), (await createBarber(app.payload)).barber)
    const notHired = await shopClient.post('/api/reviews', { application: pending.id, rating: 5 })
    expect([notHired.status, errorMessage(notHired.body)]).toEqual([400, 'Só é possível avaliar depois de uma contratação.'])
    const outsider = await (await app.signedIn(await createBarber(app.payload))).post('/api/reviews', { application: application.id, rating: 1 })
    expect([outsider.status, errorMessage(outsider.body)]).toEqual([403, 'Você só pode avaliar contratações das quais participou.'])
    expect((await new ApiClient(app.url).post('/api/reviews', { application: application.id, rating: 1 })).status).toBe(403)
    const missing = await shopClient.post('/api/reviews', { rating: 5 })
    expect([missing.status, errorMessage(missing.body)]).toEqual([400, 'Informe a contratação que você quer avaliar.'])
    const tooLong = await shopClient.post('/api/reviews', { application: application.id, rating: 5, comment: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)

    const byShop = await shopClient.post('/api/reviews?depth=0', {
      application: application.id,
      rating: 4,
      barbershop: shop.shop.id,
      subjectUser: shop.user.id,
    })
    expect(byShop.status).toBe(201)
    expect(byShop.body.doc).toMatchObject({ barber: barber.barber.id, subjectUser: barber.user.id, published: false })
    const again = await shopClient.post('/api/reviews', { application: application.id, rating: 5 })
    expect([again.status, errorMessage(again.body)]).toEqual([409, 'Você já avaliou esta contratação.'])
    expect((await barberClient.post('/api/reviews', { application: application.id, rating: 5 })).status).toBe(201)
    expect((await barberClient.post('/api/reviews', { application: application.id, rating: 1 })).status).toBe(409)
  })
})

describe('double-blind', () => {
  it('keeps the first review from everyone but its author, out of the rating, until the other side reviews', async () => {
    const { shop, barber, application, shopClient, barberClient } = await hire()
    const first = await shopClient.post('/api/reviews', { application: application.id, rating: 2, comment: 'Chegou atrasado.' })
    expect(first.status).toBe(201)

    expect((await reviewsOf(new ApiClient(app.url), 'barber', barber.barber.id)).body.totalDocs).toBe(0)
    expect((await reviewsOf(barberClient, 'barber', barber.barber.id)).body.totalDocs).toBe(0)
    expect((await barberClient.get(`/api/reviews/${first.body.doc.id}`)).status).toBe(404)
    expect((await reviewsOf(shopClient, 'barber', barber.barber.id)).body.totalDocs).toBe(1)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: null, ratingCount: 0 })

    expect((await barberClient.post('/api/reviews', { application: application.id, rating: 5 })).status).toBe(201)
    const visitor = new ApiClient(app.url)
    const aboutBarber = await reviewsOf(visitor, 'barber', barber.barber.id)
    expect(aboutBarber.body.docs.map((r: { rating: number; comment: string }) => [r.rating, r.comment])).toEqual([[2, 'Chegou atrasado.']])
    expect((await reviewsOf(visitor, 'barbershop', shop.shop.id)).body.totalDocs).toBe(1)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 2, ratingCount: 1 })
    expect(await profileRating('barbershops', shop.shop.id)).toEqual({ rating: 5, ratingCount: 1 })
  })

  it('publishes a lone review 14 days after the hire: visible by the clock, counted by the sweep', async () => {
    const { barber, application, shopClient } = await hire()
    await daysPass(application.id, 13)
    expect((await shopClient.post('/api/reviews', { application: application.id, rating: 3 })).status).toBe(201)
    const visitor = new ApiClient(app.url)
    expect((await reviewsOf(visitor, 'barber', barber.barber.id)).body.totalDocs).toBe(0)
    await sweepReviews(app.payload)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: null, ratingCount: 0 })

    await daysPass(application.id, 2)
    expect((await reviewsOf(visitor, 'barber', barber.barber.id)).body.totalDocs).toBe(1)
    expect((await sweepReviews(app.payload)).published).toBeGreaterThanOrEqual(1)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 3, ratingCount: 1 })
  })

  it('publishes at once a review written after the window', async () => {
    const { barber, application, shopClient } = await hire()
    await daysPass(application.id, 15)
    const late = await shopClient.post('/api/reviews', { application: application.id, rating: 4 })
    expect(late.body.doc.published).toBe(true)
    expect((await reviewsOf(new ApiClient(app.url), 'barber', barber.barber.id)).body.totalDocs).toBe(1)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 4, ratingCount: 1 })
  })

  it('publishes both reviews of a hire written at the same instant, which missed each other', async () => {
    const { shop, barber, application, shopClient, barberClient } = await hire()
    await Promise.all([
      shopClient.post('/api/reviews', { application: application.id, rating: 5 }),
      barberClient.post('/api/reviews', { application: application.id, rating: 4 }),
    ])
    await sweepReviews(app.payload)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 5, ratingCount: 1 })
    expect(await profileRating('barbershops', shop.shop.id)).toEqual({ rating: 4, ratingCount: 1 })
  })
})

describe('answers', () => {
  it('lets the reviewed party answer a published review of itself once, publicly', async () => {
    const { barber, application, shopClient, barberClient } = await hire()
    const review = (await shopClient.post('/api/reviews', { application: application.id, rating: 4 })).body.doc
    expect((await barberClient.patch(`/api/reviews/${review.id}`, { answer: 'Obrigado!' })).status).toBe(403)
    await barberClient.post('/api/reviews', { application: application.id, rating: 5 })

    expect((await shopClient.patch(`/api/reviews/${review.id}`, { answer: 'Eu mesmo respondo.' })).status).toBe(403)
    const blank = await barberClient.patch(`/api/reviews/${review.id}`, { answer: '   ' })
    expect([blank.status, errorMessage(blank.body)]).toEqual([400, 'Escreva a sua resposta.'])
    expect((await barberClient.patch(`/api/reviews/${review.id}`, { answer: 'Obrigado!', rating: 5 })).status).toBe(403)
    const answered = await barberClient.patch(`/api/reviews/${review.id}`, { answer: '  Obrigado pela oportunidade!  ' })
    expect(answered.status).toBe(200)
    expect((await barberClient.patch(`/api/reviews/${review.id}`, { answer: 'Mudei de ideia.' })).status).toBe(403)

    const [shown] = (await reviewsOf(new ApiClient(app.url), 'barber', barber.barber.id)).body.docs
    expect(shown).toMatchObject({ answer: 'Obrigado pela oportunidade!', rating: 4 })
    expect(shown.answeredAt).toBeTruthy()
  })
})

describe('reports and moderation', () => {
  it('takes one report per signed-in person of a review they can see, and lists reported reviews in the console', async () => {
    const { barber, application, shopClient, barberClient } = await hire()
    const review = (await shopClient.post('/api/reviews', { application: application.id, rating: 1, comment: 'Péssimo.' })).body.doc
    const reporter = await app.signedIn(await createAccount(app.payload, 'barber'))
    const blind = await reporter.post('/api/review-reports', { review: review.id, reason: 'Ofensivo' })
    expect([blind.status, errorMessage(blind.body)]).toEqual([404, 'Avaliação não encontrada.'])
    await barberClient.post('/api/reviews', { application: application.id, rating: 5 })

    expect((await new ApiClient(app.url).post('/api/review-reports', { review: review.id })).status).toBe(403)
    expect((await reporter.post('/api/review-reports', { review: review.id, reason: 'Ofensivo' })).status).toBe(201)
    const twice = await reporter.post('/api/review-reports', { review: review.id })
    expect([twice.status, errorMessage(twice.body)]).toEqual([409, 'Você já denunciou esta avaliação.'])
    expect((await barberClient.post('/api/review-reports', { review: review.id, reporter: 1 })).status).toBe(201)
    expect((await reporter.get('/api/review-reports')).status).toBe(403)
    const publicCopy = (await reviewsOf(reporter, 'barber', barber.barber.id)).body.docs[0]
    expect(publicCopy.reportCount).toBeUndefined()

    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const reported = await admin.get(`/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ reported: true }))}`)
    expect(reported.status).toBe(200)
    expect(reported.body.map((r: { id: number; reportCount: number }) => [r.id, r.reportCount])).toEqual([[review.id, 2]])
  })

  it('takes a hidden review out of the average and out of every non-admin read, and puts it back on restore', async () => {
    const { barber, application, shopClient, barberClient } = await hire()
    const second = await hire()
    const review = (await shopClient.post('/api/reviews', { application: application.id, rating: 1 })).body.doc
    await barberClient.post('/api/reviews', { application: application.id, rating: 5 })
    const otherHire = await createApplication(app.payload, await createJob(app.payload, second.shop.shop), barber.barber, 'hired')
    await second.shopClient.post('/api/reviews', { application: otherHire.id, rating: 5 })
    await barberClient.post('/api/reviews', { application: otherHire.id, rating: 4 })
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 3, ratingCount: 2 })

    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    expect((await admin.patch(`/api/reviews/${review.id}`, { hidden: true, hiddenReason: 'Ofensiva' })).status).toBe(200)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 5, ratingCount: 1 })
    expect((await reviewsOf(new ApiClient(app.url), 'barber', barber.barber.id)).body.totalDocs).toBe(1)
    expect((await shopClient.get(`/api/reviews/${review.id}`)).status).toBe(404)
    expect((await admin.patch(`/api/reviews/${review.id}`, { hidden: false })).status).toBe(200)
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 3, ratingCount: 2 })
  })
})

describe('accounts that go', () => {
  it("keeps a deleted account's reviews and the numbers they gave the other profile", async () => {
    const { shop, barber, application, shopClient, barberClient } = await hire()
    await shopClient.post('/api/reviews', { application: application.id, rating: 3 })
    const byBarber = (await barberClient.post('/api/reviews', { application: application.id, rating: 5, comment: 'Ótima equipe.' })).body.doc
    expect(await profileRating('barbershops', shop.shop.id)).toEqual({ rating: 5, ratingCount: 1 })

    await app.payload.delete({ collection: 'users', id: barber.user.id })
    expect(await profileRating('barbershops', shop.shop.id)).toEqual({ rating: 5, ratingCount: 1 })
    const kept = await app.payload.findByID({ collection: 'reviews', id: byBarber.id, depth: 0 })
    expect(kept).toMatchObject({ rating: 5, comment: 'Ótima equipe.', author: null, application: null, barbershop: shop.shop.id })
    expect((await reviewsOf(new ApiClient(app.url), 'barbershop', shop.shop.id)).body.totalDocs).toBe(1)
  })
})

describe('a public profile reads its reviews', () => {
  it('gives the summary, the distribution and pages of the latest visible reviews with first names, never a blind one', async () => {
    const barber = await createBarber(app.payload)
    const ratings = [5, 5, 4, 5, 3, 1]
    for (const [index, rating] of ratings.entries()) {
      const shop = await createShop(app.payload, { name: `Dona${index} Silva` })
      const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
      await (await app.signedIn(shop)).post('/api/reviews', { application: application.id, rating, comment: `Comentário ${index}` })
      // The last hire stays blind: the barber never reviews it.
      if (index < ratings.length - 1) await (await app.signedIn(barber)).post('/api/reviews', { application: application.id, rating: 5 })
    }
    const visitor = new ApiClient(app.url)
    const first = await visitor.get(`/api/profile-reviews/barbers/${barber.barber.id}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ average: 4.4, count: 5, page: 1, totalPages: 1 })
    expect(first.body.distribution).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ])
    expect(first.body.reviews.map((r: { authorFirstName: string; comment: string }) => [r.authorFirstName, r.comment])).toEqual(
      [4, 3, 2, 1, 0].map((index) => [`Dona${index} Silva`, `Comentário ${index}`]),
    )
    expect(await profileRating('barbers', barber.barber.id)).toEqual({ rating: 4.4, ratingCount: 5 })
    expect((await visitor.get(`/api/profile-reviews/barbers/${barber.barber.id}?page=0`)).status).toBe(400)
    expect((await visitor.get(`/api/profile-reviews/barbers/${barber.barber.id}?page=2`)).body.reviews).toEqual([])
  })
})

describe('directory ranking', () => {
  const names = ['uma5', 'cinquenta49', 'verificado', 'dez45', 'semnada'] as const
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    // A crafted set: the ratings the review hooks would keep, written as an admin would.
    const facts: Record<(typeof names)[number], { rating: number | null; ratingCount: number; verified: boolean }> = {
      uma5: { rating: 5, ratingCount: 1, verified: false },
      cinquenta49: { rating: 4.9, ratingCount: 50, verified: false },
      verificado: { rating: null, ratingCount: 0, verified: true },
      dez45: { rating: 4.5, ratingCount: 10, verified: false },
      semnada: { rating: null, ratingCount: 0, verified: false },
    }
    for (const name of names) {
      const { barber } = await createBarber(app.payload, { name: `Rankdir ${name}` })
      await app.payload.update({ collection: 'barbers', id: barber.id, data: facts[name], depth: 0 })
      ids[name] = barber.id
    }
  })

  const listed = async (query: string) => {
    const response = await new ApiClient(app.url).get(`/api/directory/barbers?q=Rankdir${query}`)
    expect(response.status).toBe(200)
    return response.body.docs.map((doc: { name: string }) => doc.name.replace('Rankdir ', ''))
  }

  it('orders by the Bayesian average, so one 5-star review does not outrank fifty at 4.9; then verified', async () => {
    expect(await listed('')).toEqual(['cinquenta49', 'dez45', 'uma5', 'verificado', 'semnada'])
  })

  it('keeps the order stable across pages', async () => {
    const paged: string[] = []
    for (let page = 1; page <= 5; page++) {
      const { body } = await new ApiClient(app.url).get(`/api/directory/barbers?q=Rankdir&limit=1&page=${page}`)
      paged.push(...body.docs.map((doc: { name: string }) => doc.name.replace('Rankdir ', '')))
    }
    expect(paged).toEqual(await listed(''))
  })

  it('filters by minimum rating and by verified only, and refuses a nonsense minimum in Portuguese', async () => {
    expect(await listed('&minRating=4.5')).toEqual(['cinquenta49', 'dez45', 'uma5'])
    expect(await listed('&minRating=4.95')).toEqual(['uma5'])
    expect(await listed('&verified=true')).toEqual(['verificado'])
    const bad = await new ApiClient(app.url).get('/api/directory/barbers?minRating=9')
    expect([bad.status, errorMessage(bad.body)]).toEqual([400, 'A avaliação mínima deve ser um número de 1 a 5.'])
    expect((await new ApiClient(app.url).get('/api/directory/barbers?verified=talvez')).status).toBe(400)
  })

  it('moves a profile up when real reviews raise its rating, through the hooks', async () => {
    const { barber } = await createBarber(app.payload, { name: 'Rankdir subiu' })
    for (let index = 0; index < 3; index++) {
      const shop = await createShop(app.payload)
      const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber, 'hired')
      await (await app.signedIn(shop)).post('/api/reviews', { application: application.id, rating: 5 })
      await app.payload.db.drizzle.execute(sql`UPDATE reviews SET visible_from = now() - interval '1 day' WHERE application_id = ${application.id}`)
    }
    await sweepReviews(app.payload)
    // (40 + 15) / 13 ≈ 4,23: below 4,25 (dez45), above 4,09 (uma5).
    expect(await listed('')).toEqual(['cinquenta49', 'dez45', 'subiu', 'uma5', 'verificado', 'semnada'])
  })
})

describe('under attack', () => {
  it('takes one review per side and one report per person when the same request arrives many times at once', async () => {
    const { application, shopClient, barberClient } = await hire()
    const reviews = await Promise.all(Array.from({ length: 6 }, () => shopClient.post('/api/reviews', { application: application.id, rating: 4 })))
    expect(reviews.filter((response) => response.status === 201)).toHaveLength(1)
    for (const refused of reviews.filter((response) => response.status !== 201)) {
      expect(refused.status, refused.text).toBeGreaterThanOrEqual(400)
      expect(refused.status, refused.text).toBeLessThan(500)
      expect(errorMessage(refused.body)).toMatch(/[a-zà-ú]/i)
    }
    await barberClient.post('/api/reviews', { application: application.id, rating: 5 })
    const review = reviews.find((response) => response.status === 201)!.body.doc

    const reporter = await app.signedIn(await createAccount(app.payload, 'barber'))
    const reports = await Promise.all(Array.from({ length: 6 }, () => reporter.post('/api/review-reports', { review: review.id, reason: 'Ofensivo' })))
    expect(reports.filter((response) => response.status === 201)).toHaveLength(1)
    for (const refused of reports.filter((response) => response.status !== 201))
      expect([refused.status, errorMessage(refused.body)]).toEqual([409, 'Você já denunciou esta avaliação.'])
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const listed = await admin.get(`/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ reported: true }))}`)
    expect(listed.body.find((row: { id: number }) => row.id === review.id).reportCount).toBe(1)
  })

  it('refuses a method override on the review routes: nobody answers or hides through a POST', async () => {
    const { application, shopClient, barberClient } = await hire()
    const review = (await shopClient.post('/api/reviews', { application: application.id, rating: 2 })).body.doc
    await barberClient.post('/api/reviews', { application: application.id, rating: 5 })
    const stranger = await app.signedIn(await createAccount(app.payload, 'barber'))
    for (const [client, data] of [
      [stranger, { answer: 'Resposta de quem não foi avaliado.' }],
      [barberClient, { hidden: true, hiddenReason: 'Não gostei.' }],
    ] as const) {
      const response = await client.request('POST', `/api/reviews/${review.id}`, { json: data, headers: { 'X-HTTP-Method-Override': 'PATCH' } })
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe('Use o método HTTP da própria requisição: cabeçalhos que o substituem não são aceitos.')
    }
    const stored = await app.payload.findByID({ collection: 'reviews', id: review.id, depth: 0 })
    expect([stored.answer ?? null, stored.hidden ?? false]).toEqual([null, false])
  })

  it('answers any generated profile, page, rating and comment with a 2xx or a Portuguese 4xx, and stays up', async () => {
    const { application, shopClient } = await hire()
    const visitor = new ApiClient(app.url)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('barbers', 'barbershops'), fc.string({ maxLength: 12 })),
        fc.oneof(fc.nat().map(String), fc.string({ maxLength: 24 }), fc.constantFrom('-1', '1e9', '0x10', '9007199254740993', '%00', '..')),
        fc.oneof(fc.nat({ max: 20 }).map(String), fc.string({ maxLength: 12 }), fc.constantFrom('-1', '1.5', '1e5', '', 'NaN')),
        async (kind, id, page) => {
          const response = await visitor.get(`/api/profile-reviews/${encodeURIComponent(kind)}/${encodeURIComponent(id)}?page=${encodeURIComponent(page)}`)
          expect(response.status, `${kind}/${id}?page=${page}: ${response.text}`).toBeLessThan(500)
          if (response.status >= 400) expect(errorMessage(response.body), response.text).toBeTruthy()
        },
      ),
      { numRuns: 80, seed: 14 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: -3, max: 8 }), fc.double(), fc.string({ maxLength: 6 }), fc.constant(null), fc.array(fc.nat(), { maxLength: 2 })),
        fc.oneof(fc.string({ maxLength: 1_200 }), fc.constant(null), fc.integer(), fc.object({ maxDepth: 1 })),
        async (rating, comment) => {
          const response = await shopClient.post('/api/reviews', { application: application.id, rating, comment })
          expect(response.status, response.text).toBeLessThan(500)
          if (response.status >= 400) expect(errorMessage(response.body), response.text).toMatch(/[a-zà-ú]/i)
        },
      ),
      { numRuns: 60, seed: 15 },
    )
    expect((await visitor.get('/api/health')).status).toBe(200)
  })
})
