/**
 * Files in object storage (S3_BUCKET, here s3rver standing in for S3, R2 or MinIO) with two
 * instances on one database, each with a data folder of its own: a file uploaded through one is
 * read through the other, by the same media read rule and cache headers as on local disk, and
 * deleting an account deletes its objects, as the retention sweep does for a chat photo never sent.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { UNSENT_CHAT_PHOTO_HOURS } from '#domain/privacy'
import type { Media } from '#payload-types'
import { sweepRetention } from '#server/privacy/store'
import { flatPng, mp4, phoneJpeg } from '../fixtures/media'
import { startTestApp, type TestApp } from '../helpers/app'
import { createChatPair, openConversation } from '../helpers/chat'
import { ApiClient } from '../helpers/client'
import { startObjectStore, type ObjectStore } from '../helpers/objectStore'
import { createAccount, createBarber, createShop, type Account, type BarberAccount, type ShopAccount } from '#server/seed/factories'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

let store: ObjectStore
let first: TestApp
let second: ServerProcess
let shop: ShopAccount, barber: BarberAccount, admin: Account

beforeAll(async () => {
  store = await startObjectStore()
  first = await startTestApp(store.env)
  // Same database, same secret (sessions), same bucket; its own folder on disk.
  second = await startServerProcess({ ...store.env, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET! }, { databaseUrl: first.databaseUrl })
  ;[shop, barber, admin] = await Promise.all([createShop(first.payload), createBarber(first.payload), createAccount(first.payload, 'admin')])
}, 180_000)

afterAll(async () => {
  await second?.close()
  await first?.close()
  await store?.close()
})

const signedIn = async (url: string, account: Account) => {
  const client = new ApiClient(url)
  await client.login(account.email, account.password)
  return client
}

async function upload(as: ApiClient, bytes: Uint8Array, name: string, folder: string, type = 'image/png'): Promise<Media> {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ folder }))
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  const response = await as.request<{ doc: Media }>('POST', '/api/media', { body: form })
  expect(response.status, response.text).toBe(201)
  return response.body.doc
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
/** The objects of a media document: the original and its sizes (two sizes of one image may be one file). */
const keysOf = (doc: Media) =>
  [...new Set([doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(Boolean))].map((name) => `${doc.prefix}/${name}`)

describe('media in object storage, two instances', () => {
  it('reads a file uploaded through one instance through the other, under the media read rule', async () => {
    const owner = await signedIn(first.url, shop)
    const doc = await upload(owner, await flatPng(400, 400, '#7c2d12'), 'logo.png', 'logos')
    expect(doc.url).toBe(`/media/${shop.user.id}/logos/${doc.filename}`)
    const keys = keysOf(doc)
    expect(keys.length).toBeGreaterThan(2)
    expect((await store.keys()).filter((key) => keys.includes(key))).toEqual([...keys].sort())
    // Nothing on either instance's disk: the bucket is the only copy.
    expect(existsSync(path.join(first.dataDir, 'media', doc.prefix!))).toBe(false)
    expect(existsSync(path.join(second.dataDir, 'media', doc.prefix!))).toBe(false)

    const as = (who: ApiClient | null) => (url: string) =>
      fetch(second.url + url, { headers: who ? { cookie: `payload-token=${who.cookie('payload-token')}`, origin: second.url } : {} })
    const ownerOnSecond = await signedIn(second.url, shop)
    const adminOnSecond = await signedIn(second.url, admin)
    const stranger = await signedIn(second.url, barber)

    // Not on the profile yet: the owner's and the admins' only, kept by no shared cache.
    for (const url of [doc.url!, doc.sizes!.card!.url!]) {
      expect((await as(null)(url)).status).toBe(404)
      expect((await as(stranger)(url)).status).toBe(404)
      expect((await as(adminOnSecond)(url)).status).toBe(200)
      const own = await as(ownerOnSecond)(url)
      expect(own.status).toBe(200)
      expect(own.headers.get('cache-control')).toBe('private, no-cache')
    }
    // Payload's own file route sends readers to the same address, whatever the file.
    const viaPayload = await fetch(`${second.url}/api/media/file/${doc.filename}?prefix=${encodeURIComponent(doc.prefix!)}`, {
      redirect: 'manual',
      headers: { cookie: `payload-token=${ownerOnSecond.cookie('payload-token')}`, origin: second.url },
    })
    expect(viaPayload.status).toBe(302)
    expect(viaPayload.headers.get('location')).toBe(doc.url)

    // On the profile (saved through the second instance): anyone's, cached for a year, the bytes in the bucket.
    expect((await ownerOnSecond.patch(`/api/barbershops/${shop.shop.id}`, { logo: doc.id })).status).toBe(200)
    for (const [url, key] of [
      [doc.url!, `${doc.prefix}/${doc.filename}`],
      [doc.sizes!.thumbnail!.url!, `${doc.prefix}/${doc.sizes!.thumbnail!.filename}`],
    ]) {
      for (const base of [first.url, second.url]) {
        const served = await fetch(base + url)
        expect(served.status, url).toBe(200)
        expect(served.headers.get('content-type')).toBe('image/webp')
        expect(served.headers.get('cache-control')).toMatch(/public.*max-age=31536000.*immutable/)
        expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(await store.read(key)))
      }
    }
    // A name that is not stored, or not a name at all: 404, as on disk.
    expect((await fetch(`${second.url}/media/${shop.user.id}/logos/0000000000000-000000000000.webp`)).status).toBe(404)
    expect((await fetch(`${second.url}/media/%E0%A4%A/x.webp`)).status).toBe(404)

    // Dropped from the profile: private again, at once, on both.
    expect((await owner.patch(`/api/barbershops/${shop.shop.id}`, { logo: null })).status).toBe(200)
    expect((await fetch(first.url + doc.url!)).status).toBe(404)
    expect((await fetch(second.url + doc.url!)).status).toBe(404)
  })

  it('serves a video by ranges, as browsers ask for it', async () => {
    const owner = await signedIn(second.url, barber)
    const bytes = mp4({ seconds: 3 })
    const video = await upload(owner, bytes, 'v.mp4', 'videos', 'video/mp4')
    const headers = { cookie: `payload-token=${owner.cookie('payload-token')}`, origin: first.url }
    const whole = await fetch(first.url + video.url!, { headers })
    expect(whole.status).toBe(200)
    expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(bytes))
    const part = await fetch(first.url + video.url!, { headers: { ...headers, range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(0, 100)))).toBe(true)
    expect((await fetch(first.url + video.url!, { headers: { ...headers, range: `bytes=${bytes.length + 10}-` } })).status).toBe(416)
  })

  it('deletes the objects of a file and of a whole account, whichever instance is asked', async () => {
    const owner = await signedIn(first.url, barber)
    const photo = await upload(owner, await phoneJpeg(), 'foto.jpg', 'photos', 'image/jpeg')
    const kept = await upload(owner, await flatPng(16, 16, '#000'), 'outra.png', 'photos')
    expect((await (await signedIn(second.url, barber)).delete(`/api/media/${photo.id}`)).status).toBe(200)
    expect((await store.keys()).filter((key) => keysOf(photo).includes(key))).toEqual([])
    expect((await store.keys()).filter((key) => keysOf(kept).includes(key))).toHaveLength(keysOf(kept).length)

    expect((await (await signedIn(second.url, admin)).delete(`/api/users/${barber.user.id}`)).status).toBe(200)
    expect((await store.keys()).filter((key) => key.startsWith(`${barber.user.id}/`))).toEqual([])
    expect((await store.keys()).filter((key) => key.startsWith(`${shop.user.id}/`)).length).toBeGreaterThan(2)
  })

  it('removes the objects of a chat photo never sent, once the retention sweep finds it old enough', async () => {
    const pair = await createChatPair(first.payload, first.url, { status: 'hired' })
    const conversation = await openConversation(pair)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ folder: 'chat-photos', conversation }))
    form.append('file', new Blob([new Uint8Array(await flatPng(24, 18, '#3a3'))], { type: 'image/png' }), 'foto.png')
    const uploaded = await pair.barberClient.request<{ doc: Media }>('POST', '/api/media', { body: form })
    expect(uploaded.status, uploaded.text).toBe(201)
    const photo = uploaded.body.doc
    expect((await store.keys()).filter((key) => keysOf(photo).includes(key))).toHaveLength(keysOf(photo).length)
    await first.payload.db.drizzle.execute(
      sql`UPDATE media SET created_at = now() - make_interval(hours => ${UNSENT_CHAT_PHOTO_HOURS + 1}) WHERE id = ${photo.id}`,
    )
    expect((await sweepRetention(first.payload))?.chatPhotos).toBe(1)
    expect((await store.keys()).filter((key) => keysOf(photo).includes(key))).toEqual([])
  })
})
