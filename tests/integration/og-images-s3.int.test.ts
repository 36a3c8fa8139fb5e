/**
 * Link previews with the files in object storage (decision 0043; s3rver standing in for S3, R2 or
 * MinIO) and two instances on one database, each with a data folder of its own: the image shows
 * the shop's logo and the barber's photo read from the bucket, is drawn once and kept in the
 * bucket by content hash, so the other instance answers the same bytes without drawing them; an
 * edit draws a new image and removes the old one, and a deleted job leaves none behind.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '#payload-types'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { startObjectStore, type ObjectStore } from '../helpers/objectStore'
import { createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

let store: ObjectStore
let first: TestApp
let second: ServerProcess
let shop: ShopAccount
let barber: BarberAccount
let job: Job

/** A picture uploaded through the media pipeline (into the bucket), as the profile forms do. */
async function picture(userId: number, folder: 'logos' | 'photos', colour: string) {
  const data = await sharp({ create: { width: 640, height: 640, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  const media = await first.payload.create({
    collection: 'media',
    data: { user: userId, folder },
    file: { data, mimetype: 'image/jpeg', name: `${folder}.jpg`, size: data.length },
    depth: 0,
  })
  return media.id
}

beforeAll(async () => {
  store = await startObjectStore()
  first = await startTestApp(store.env)
  second = await startServerProcess({ ...store.env, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET! }, { databaseUrl: first.databaseUrl })
  shop = await createShop(first.payload, { name: 'Barbearia do Balde' })
  await first.payload.update({ collection: 'barbershops', id: shop.shop.id, data: { logo: await picture(shop.user.id, 'logos', '#16a34a') }, depth: 0 })
  barber = await createBarber(first.payload, { name: 'Barbeiro do Balde' })
  await first.payload.update({ collection: 'barbers', id: barber.barber.id, data: { photo: await picture(barber.user.id, 'photos', '#2563eb') }, depth: 0 })
  job = await createJob(first.payload, shop.shop, { title: 'Barbeiro clássico para o Centro', salary: 'R$ 2.800 por mês' })
}, 180_000)

afterAll(async () => {
  await second?.close()
  await first?.close()
  await store?.close()
})

async function preview(base: string, address: string) {
  const response = await fetch(base + address)
  expect(response.status, address).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(bytes.length).toBeLessThan(300 * 1024)
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
  return { bytes, hash: response.headers.get('etag')!.replaceAll('"', '') }
}

/** The colour at the middle of the picture's place (x 970, y 300). */
async function pictureColour(bytes: Buffer) {
  const { data } = await sharp(bytes).extract({ left: 970, top: 300, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return [data[0]!, data[1]!, data[2]!]
}

const near = (colour: number[], hex: string) => colour.every((value, index) => Math.abs(value - parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16)) <= 24)

const ogKeys = async (page: string) => (await store.keys()).filter((key) => key.startsWith(`og/${page}/`))

describe('link previews with files in object storage, two instances', () => {
  it("draws the shop's logo and the barber's photo read from the bucket", async () => {
    const jobImage = await preview(second.url, `/og/vaga/${job.id}.png`)
    expect(near(await pictureColour(jobImage.bytes), '#16a34a'), String(await pictureColour(jobImage.bytes))).toBe(true)
    const barberImage = await preview(second.url, `/og/barbeiro/${barber.barber.id}.png`)
    expect(near(await pictureColour(barberImage.bytes), '#2563eb'), String(await pictureColour(barberImage.bytes))).toBe(true)
    const shopImage = await preview(first.url, `/og/barbearia/${shop.shop.id}.png`)
    expect(near(await pictureColour(shopImage.bytes), '#16a34a')).toBe(true)
  })

  it('keeps each image once in the bucket, by content hash, and both instances answer it', async () => {
    const drawn = await preview(second.url, `/og/vaga/${job.id}.png`)
    expect(await ogKeys(`vaga/${job.id}`)).toEqual([`og/vaga/${job.id}/${drawn.hash}.png`])
    expect((await store.read(`og/vaga/${job.id}/${drawn.hash}.png`)).equals(drawn.bytes)).toBe(true)
    // Nothing on either instance's disk: the bucket is the only copy.
    for (const dataDir of [first.dataDir, second.dataDir]) expect(existsSync(path.join(dataDir, 'og'))).toBe(false)

    // The other instance answers what is in the bucket rather than drawing its own: replaced there
    // by a marker, the marker is what it sends.
    const marker = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ff00ff' } })
      .png()
      .toBuffer()
    const client = new S3Client({
      region: store.env.S3_REGION,
      endpoint: store.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: store.env.S3_ACCESS_KEY_ID!, secretAccessKey: store.env.S3_SECRET_ACCESS_KEY! },
    })
    await client.send(new PutObjectCommand({ Bucket: store.env.S3_BUCKET, Key: `og/vaga/${job.id}/${drawn.hash}.png`, Body: marker, ContentType: 'image/png' }))
    client.destroy()
    const fromFirst = await preview(first.url, `/og/vaga/${job.id}.png`)
    expect(fromFirst.hash).toBe(drawn.hash)
    expect(fromFirst.bytes.equals(marker)).toBe(true)
  })

  it('draws a new image after an edit, on either instance, and removes the old one; a deleted job leaves none', async () => {
    const before = (await ogKeys(`vaga/${job.id}`))[0]!
    await first.payload.update({ collection: 'jobs', id: job.id, data: { title: 'Barbeiro para sábados' }, depth: 0 })
    const edited = await preview(second.url, `/og/vaga/${job.id}.png`)
    expect(`og/vaga/${job.id}/${edited.hash}.png`).not.toBe(before)
    expect(await ogKeys(`vaga/${job.id}`)).toEqual([`og/vaga/${job.id}/${edited.hash}.png`])
    expect(near(await pictureColour(edited.bytes), '#16a34a')).toBe(true)
    expect((await preview(first.url, `/og/vaga/${job.id}.png`)).bytes.equals(edited.bytes)).toBe(true)

    await first.payload.delete({ collection: 'jobs', id: job.id })
    expect((await fetch(`${first.url}/og/vaga/${job.id}.png`)).status).toBe(404)
    expect(await ogKeys(`vaga/${job.id}`)).toEqual([])
  })

  it("removes a deleted account's preview images from the bucket", async () => {
    await preview(first.url, `/og/barbeiro/${barber.barber.id}.png`)
    expect(await ogKeys(`barbeiro/${barber.barber.id}`)).toHaveLength(1)
    const client = new ApiClient(second.url)
    await client.login(barber.email, barber.password)
    expect((await client.delete('/api/me', { json: { password: barber.password } })).status).toBe(200)
    expect(await ogKeys(`barbeiro/${barber.barber.id}`)).toEqual([])
    // Its profile answers 404, and so does its image: nothing is drawn again for it.
    expect((await fetch(`${first.url}/og/barbeiro/${barber.barber.id}.png`)).status).toBe(404)
    expect(await ogKeys(`barbeiro/${barber.barber.id}`)).toEqual([])
  })
})
