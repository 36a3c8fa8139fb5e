/**
 * Issue 30, a portfolio of cuts: up to 12 of the barber's own photos in the barber's order, each
 * with a caption of at most 80 characters stored with its contacts hidden (decision 0029), by the
 * profile form's route and by Payload's REST API alike; shops' photos take captions the same way.
 */
import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { profileMediaMessages } from '#domain/messages/profiles'
import { MAX_PORTFOLIO_PHOTOS, MAX_SHOP_PHOTOS, PHOTO_CAPTION_MAX } from '#domain/profiles'
import type { Media } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { contactTextArb } from '../helpers/contactArbitraries'
import { createBarber, createShop, type BarberAccount } from '#server/seed/factories'

const app = useTestApp()

let shade = 0
/** A small PNG of its own colour, so no two uploads are the same bytes. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: (shade += 17) % 256, g: 90, b: 40 } } })
    .png()
    .toBuffer()

export async function uploadPhoto(client: ApiClient, folder: string, extra: Record<string, unknown> = {}) {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ folder, ...extra }))
  form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'corte.png')
  return client.request<{ doc: Media }>('POST', '/api/media', { body: form })
}

async function uploadPhotos(client: ApiClient, count: number, folder = 'portfolio'): Promise<number[]> {
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const response = await uploadPhoto(client, folder)
    expect(response.status, response.text).toBe(201)
    ids.push(response.body.doc.id)
  }
  return ids
}

/** The barber's complete-profile form as the web app sends it, with `portfolio`. */
async function barberForm(client: ApiClient, portfolio: unknown[]) {
  const { profile } = (await client.get('/api/me/profile')).body
  const video = typeof profile.video === 'object' ? profile.video.id : profile.video
  return {
    name: profile.name,
    age: profile.age,
    experienceYears: profile.experienceYears,
    bio: profile.bio,
    video,
    country: profile.country,
    state: profile.state,
    city: profile.city,
    district: profile.district,
    portfolio,
  }
}

async function signedInBarber(): Promise<{ barber: BarberAccount; client: ApiClient }> {
  const barber = await createBarber(app.payload, { name: 'Caio Navalhada' })
  return { barber, client: await app.signedIn(barber) }
}

const publicPortfolio = async (barberId: number) => {
  const response = await new ApiClient(app.url).get(`/api/barbers/${barberId}?depth=1`)
  expect(response.status).toBe(200)
  return response.body.portfolio as Media[]
}

describe('the portfolio', () => {
  it('takes up to 12 of the barber’s photos in the order sent, and answers a 13th with 400 in Portuguese by every path', async () => {
    const { barber, client } = await signedInBarber()
    const ids = await uploadPhotos(client, MAX_PORTFOLIO_PHOTOS + 1)

    const tooMany = await client.request('PUT', '/api/me/profile', { json: await barberForm(client, ids) })
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(tooMany.body)).toContain(profileMediaMessages.portfolioTooMany(MAX_PORTFOLIO_PHOTOS))
    const rest = await client.request('PATCH', `/api/barbers/${barber.barber.id}`, { json: { portfolio: ids } })
    expect(rest.status).toBe(400)
    expect(errorMessage(rest.body)).toContain(profileMediaMessages.portfolioTooMany(MAX_PORTFOLIO_PHOTOS))

    const twelve = ids.slice(0, MAX_PORTFOLIO_PHOTOS).reverse()
    const saved = await client.request('PUT', '/api/me/profile', {
      json: await barberForm(
        client,
        twelve.map((media) => ({ media, caption: '' })),
      ),
    })
    expect(saved.status, saved.text).toBe(200)
    expect((await publicPortfolio(barber.barber.id)).map((file) => file.id)).toEqual(twelve)

    // Reordered: the new order is the one read back, and every photo is public while shown.
    const reordered = [twelve[3]!, ...twelve.filter((id) => id !== twelve[3])]
    expect((await client.request('PUT', '/api/me/profile', { json: await barberForm(client, reordered) })).status).toBe(200)
    const shown = await publicPortfolio(barber.barber.id)
    expect(shown.map((file) => file.id)).toEqual(reordered)
    const anonymous = new ApiClient(app.url)
    expect((await anonymous.get(shown[0]!.sizes!.thumbnail!.url!)).status).toBe(200)
    // Two sizes for srcset: the square thumbnail and the card.
    expect(shown[0]!.sizes!.card!.url).toBeTruthy()

    // Completeness counts the portfolio.
    const { completeness: withPortfolio } = (await client.get('/api/me/profile')).body.profile
    expect((await client.request('PUT', '/api/me/profile', { json: await barberForm(client, []) })).status).toBe(200)
    expect((await client.get('/api/me/profile')).body.profile.completeness).toBeLessThan(withPortfolio)
    // Dropped from the portfolio, a photo is private again.
    expect((await anonymous.get(shown[0]!.sizes!.thumbnail!.url!)).status).toBe(404)
  })

  it('refuses another person’s photo, and a file of another kind, with 4xx', async () => {
    const { barber, client } = await signedInBarber()
    const other = await signedInBarber()
    const [foreign] = await uploadPhotos(other.client, 1)
    const [profilePhoto] = await uploadPhotos(client, 1, 'photos')
    for (const portfolio of [[foreign], [{ media: foreign, caption: 'meu corte' }], [profilePhoto]]) {
      const response = await client.request('PUT', '/api/me/profile', { json: await barberForm(client, portfolio) })
      expect(response.status, response.text).toBe(400)
      expect(response.status).toBeLessThan(500)
    }
    const rest = await client.request('PATCH', `/api/barbers/${barber.barber.id}`, { json: { portfolio: [foreign] } })
    expect(rest.status).toBe(400)
    expect(errorMessage(rest.body)).toBe(profileMediaMessages.notYours)
    // The foreign photo's caption was not touched either.
    const foreignDoc = await app.payload.findByID({ collection: 'media', id: foreign!, depth: 0 })
    expect(foreignDoc.caption ?? null).toBeNull()
  })

  it('stores each caption with its contacts hidden, for every reader but the author, by the form and by REST', async () => {
    const { barber, client } = await signedInBarber()
    const [first, second] = await uploadPhotos(client, 2)
    await fc.assert(
      fc.asyncProperty(contactTextArb, contactTextArb, async (viaForm, viaRest) => {
        const form = await barberForm(client, [
          { media: first, caption: viaForm.text },
          { media: second, caption: 'Degradê navalhado' },
        ])
        const saved = await client.request('PUT', '/api/me/profile', { json: form })
        expect(saved.status, saved.text).toBe(200)
        const patched = await client.request('PATCH', `/api/media/${second}`, { json: { caption: viaRest.text } })
        expect(patched.status, patched.text).toBe(200)

        const publicText = JSON.stringify(await publicPortfolio(barber.barber.id))
        const visitorPage = await new ApiClient(app.url).get(`/api/profiles/by-user/${barber.user.id}`)
        for (const secret of [...viaForm.secrets, ...viaRest.secrets]) {
          expect(publicText).not.toContain(secret)
          expect(visitorPage.text).not.toContain(secret)
        }
        // The author reads what was written.
        const own = await client.get(`/api/media/${first}`)
        expect(own.body.original.caption).toBe(viaForm.text)
      }),
      { numRuns: 8 },
    )
  })

  it('refuses a caption over 80 characters in Portuguese', async () => {
    const { client } = await signedInBarber()
    const [id] = await uploadPhotos(client, 1)
    const long = 'c'.repeat(PHOTO_CAPTION_MAX + 1)
    const viaForm = await client.request('PUT', '/api/me/profile', { json: await barberForm(client, [{ media: id, caption: long }]) })
    expect(viaForm.status).toBe(400)
    expect(JSON.stringify(viaForm.body)).toContain(profileMediaMessages.captionTooLong(PHOTO_CAPTION_MAX))
    const viaRest = await client.request('PATCH', `/api/media/${id}`, { json: { caption: long } })
    expect(viaRest.status).toBe(400)
    expect(errorMessage(viaRest.body)).toBe(profileMediaMessages.captionTooLong(PHOTO_CAPTION_MAX))
  })

  it('refuses a shop’s photos beyond 5 by every path, saying how many were left out, and saves none of them', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia Cinco Fotos' })
    const client = await app.signedIn(shop)
    const ids = await uploadPhotos(client, MAX_SHOP_PHOTOS + 3, 'shop-photos')
    const { profile } = (await client.get('/api/me/profile')).body
    const form = (photos: unknown[]) => ({
      name: profile.name,
      description: profile.description,
      whatsapp: profile.whatsapp,
      address: profile.address,
      country: profile.country,
      state: profile.state,
      city: profile.city,
      district: profile.district,
      photos,
    })
    const savedPhotos = async () => ((await new ApiClient(app.url).get(`/api/barbershops/${shop.shop.id}?depth=0`)).body.photos ?? []) as number[]
    const before = await savedPhotos()
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(ids, { minLength: MAX_SHOP_PHOTOS + 1 }), fc.boolean(), async (picked, withCaptions) => {
        const entries = withCaptions ? picked.map((media) => ({ media, caption: 'Fachada' })) : picked
        const leftOut = profileMediaMessages.photosOverLimit(MAX_SHOP_PHOTOS, picked.length - MAX_SHOP_PHOTOS)
        const viaForm = await client.request('PUT', '/api/me/profile', { json: form(entries) })
        expect(viaForm.status).toBe(400)
        expect(viaForm.body.errors).toContainEqual({ field: 'photos', message: leftOut })
        const viaRest = await client.request('PATCH', `/api/barbershops/${shop.shop.id}`, { json: { photos: picked } })
        expect(viaRest.status).toBe(400)
        expect(errorMessage(viaRest.body)).toContain(leftOut)
        expect(await savedPhotos()).toEqual(before)
      }),
      { numRuns: 4 },
    )
    // The same photo twice is one photo: six entries of five photos are no sixth.
    const five = ids.slice(0, MAX_SHOP_PHOTOS)
    const saved = await client.request('PUT', '/api/me/profile', { json: form([...five, five[0]]) })
    expect(saved.status, saved.text).toBe(200)
    expect(await savedPhotos()).toEqual(five)
  })

  it('gives a shop’s photos captions the same way', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia Legenda' })
    const client = await app.signedIn(shop)
    const ids = await uploadPhotos(client, 2, 'shop-photos')
    const { profile } = (await client.get('/api/me/profile')).body
    const form = {
      name: profile.name,
      description: profile.description,
      whatsapp: profile.whatsapp,
      address: profile.address,
      country: profile.country,
      state: profile.state,
      city: profile.city,
      district: profile.district,
      photos: [{ media: ids[1], caption: 'Nossa cadeira, liga 11 98765-4321' }, ids[0]],
    }
    const saved = await client.request('PUT', '/api/me/profile', { json: form })
    expect(saved.status, saved.text).toBe(200)
    const read = await new ApiClient(app.url).get(`/api/barbershops/${shop.shop.id}?depth=1`)
    expect(read.body.photos.map((file: Media) => file.id)).toEqual([ids[1], ids[0]])
    expect(read.body.photos[0].caption).toContain('Nossa cadeira')
    expect(read.text).not.toContain('98765')
  })
})
