/**
 * Link previews (issue 26, decision 0037): the Open Graph images of jobs and profiles, drawn on the
 * server with sharp, their size and type, the same bytes until an edit, and 404 for what has no
 * public page.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'

const app = useTestApp()
let shop: ShopAccount
let barber: BarberAccount
let job: Job

/** A picture uploaded through the media pipeline, as the profile forms do. */
async function picture(userId: number, folder: 'logos' | 'photos', colour: string) {
  const data = await sharp({ create: { width: 640, height: 640, channels: 3, background: colour } })
    .composite([
      { input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><circle cx="320" cy="320" r="200" fill="#fff"/></svg>') },
    ])
    .jpeg()
    .toBuffer()
  const media = await app.payload.create({
    collection: 'media',
    data: { user: userId, folder },
    file: { data, mimetype: 'image/jpeg', name: `${folder}.jpg`, size: data.length },
    depth: 0,
  })
  return media.id
}

beforeAll(async () => {
  shop = await createShop(app.payload, { name: 'Barbearia Preview' })
  await app.payload.update({ collection: 'barbershops', id: shop.shop.id, data: { logo: await picture(shop.user.id, 'logos', '#7c2d12') }, depth: 0 })
  barber = await createBarber(app.payload, { name: 'Preview Barbeiro' })
  await app.payload.update({ collection: 'barbers', id: barber.barber.id, data: { photo: await picture(barber.user.id, 'photos', '#1e3a8a') }, depth: 0 })
  job = await createJob(app.payload, shop.shop, { title: 'Barbeiro especialista em degradê e barba', salary: 'R$ 2.500 + comissão' })
}, 120_000)

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers })

async function expectPreview(path: string) {
  const response = await get(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(bytes.length).toBeLessThan(300 * 1024)
  const meta = await sharp(bytes).metadata()
  expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
  return { bytes, etag: response.headers.get('etag')! }
}

describe('Open Graph images', () => {
  it('draws a job, a barber and a shop at 1200×630 in PNG under 300 KB', async () => {
    const { bytes } = await expectPreview(`/og/vaga/${job.id}.png`)
    await expectPreview(`/og/barbeiro/${barber.barber.id}.png`)
    await expectPreview(`/og/barbearia/${shop.shop.id}.png`)
    // The logo is drawn: its part of the image is the logo's colour, not the background.
    const { data, info } = await sharp(bytes).extract({ left: 1100, top: 300, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBeGreaterThanOrEqual(3)
    expect([data[0], data[1], data[2]]).not.toEqual([0x1c, 0x19, 0x17])
  })

  it('answers the same image until the job is edited, then the new one, and 304 to a client that has it', async () => {
    const first = await expectPreview(`/og/vaga/${job.id}.png`)
    const again = await expectPreview(`/og/vaga/${job.id}.png`)
    expect(again.etag).toBe(first.etag)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    expect((await get(`/og/vaga/${job.id}.png`, { 'if-none-match': first.etag })).status).toBe(304)

    await app.payload.update({ collection: 'jobs', id: job.id, data: { title: 'Barbeiro para sábados no Centro' }, depth: 0 })
    const edited = await expectPreview(`/og/vaga/${job.id}.png`)
    expect(edited.etag).not.toBe(first.etag)
    expect(edited.bytes.equals(first.bytes)).toBe(false)
    // A shop's new name reaches its jobs' previews too (copied onto the job).
    await app.payload.update({ collection: 'barbershops', id: shop.shop.id, data: { name: 'Barbearia Preview Nova' }, depth: 0 })
    expect((await expectPreview(`/og/vaga/${job.id}.png`)).etag).not.toBe(edited.etag)
  })

  it('answers 404 for what has no public page: unknown, malformed and deleted', async () => {
    const doomed = await createJob(app.payload, shop.shop, { title: 'Vaga que será excluída' })
    await expectPreview(`/og/vaga/${doomed.id}.png`)
    await app.payload.delete({ collection: 'jobs', id: doomed.id })
    const gone = await createBarber(app.payload, { name: 'Barbeiro que sai' })
    await app.payload.delete({ collection: 'users', id: gone.user.id })
    for (const path of [
      `/og/vaga/${doomed.id}.png`,
      `/og/barbeiro/${gone.barber.id}.png`,
      '/og/vaga/999999.png',
      '/og/vaga/99999999999.png',
      '/og/vaga/abc.png',
      `/og/vaga/${job.id}.jpg`,
      `/og/usuario/${job.id}.png`,
    ])
      expect((await get(path)).status, path).toBe(404)
  })
})
