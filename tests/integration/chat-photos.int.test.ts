/**
 * Issue 30, photos in chat: only after a hire (an image can carry a phone number), by every path;
 * at most 5 per message, the sender's own chat photos of that conversation; read by the two parties
 * and admins only; gone with either party's account.
 */
import { request as httpRequest } from 'node:http'
import fc from 'fast-check'
import sharp from 'sharp'
import { io } from 'socket.io-client'
import { describe, expect, it } from 'vitest'
import type { AdminConversationDetail } from '#domain/adminConversations'
import { CHAT_MAX_ATTACHMENTS, chatEvents, type ChatMessage } from '#domain/chat'
import { accountMessages } from '#domain/messages/auth'
import { chatMessages } from '#domain/messages/chat'
import type { Media } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { createChatPair, openConversation, type ChatPair } from '../helpers/chat'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createBarber } from '#server/seed/factories'
import type { Payload } from 'payload'

const app = useTestApp()

let shade = 0
async function uploadChatPhoto(client: ApiClient, conversation: unknown) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: (shade += 23) % 256, b: 10 } } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ folder: 'chat-photos', conversation }))
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png')
  return client.request<{ doc: Media }>('POST', '/api/media', { body: form })
}

async function hiredPair(): Promise<ChatPair & { conversation: number }> {
  const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
  const conversation = await openConversation(pair)
  await app.payload.update({ collection: 'applications', id: pair.application.id, data: { status: 'hired' }, depth: 0 })
  return { ...pair, conversation }
}

/** The audit log's entries for admins' reads of a conversation's photos, oldest first. */
async function photoReadsOf(payload: Payload, conversation: number) {
  const { docs } = await payload.find({
    collection: 'admin-audit-log',
    where: { and: [{ action: { equals: 'chatPhotosRead' } }, { recordId: { equals: String(conversation) } }] },
    sort: 'id',
    pagination: false,
    depth: 0,
  })
  return docs
}

const send = (client: ApiClient, conversation: number, body: Record<string, unknown>) =>
  client.request<{ message: ChatMessage }>('POST', `/api/chat/conversations/${conversation}/messages`, { json: body })

describe('photos in chat', () => {
  it('are refused before the hire by the upload, the send route and the socket', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)

    const upload = await uploadChatPhoto(pair.barberClient, conversation)
    expect(upload.status).toBe(403)
    expect(errorMessage(upload.body)).toBe(chatMessages.photosAfterHire)

    // A photo of the barber's own (a profile photo) sent as an attachment meets the same refusal.
    const form = new FormData()
    form.append('_payload', JSON.stringify({ folder: 'photos' }))
    form.append(
      'file',
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: '#333' } })
            .png()
            .toBuffer(),
        ),
      ]),
      'p.png',
    )
    const own = await pair.barberClient.request<{ doc: Media }>('POST', '/api/media', { body: form })
    for (const client of [pair.barberClient, pair.shopClient]) {
      const refused = await send(client, conversation, { body: 'olha o corte', attachments: [own.body.doc.id] })
      expect(refused.status).toBe(403)
      expect(errorMessage(refused.body)).toBe(chatMessages.photosAfterHire)
    }

    // The socket sends nothing: any frame but join and leave is refused, and nothing is stored.
    const token = pair.barberClient.cookie('payload-token')
    const socket = io(app.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: app.url, cookie: `payload-token=${token}` },
    })
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      for (const event of ['message', 'message:send', 'send']) {
        expect(await socket.timeout(5000).emitWithAck(event, { conversation, body: 'foto', attachments: [own.body.doc.id] })).toEqual({
          error: chatMessages.unknownEvent,
        })
      }
    } finally {
      socket.disconnect()
    }
    expect((await pair.barberClient.get(`/api/chat/conversations/${conversation}/messages`)).body.messages).toEqual([])
    expect(chatEvents.message).toBe('message')
  })

  it('after the hire reach the other party and admins only', async () => {
    const pair = await hiredPair()
    const stranger = await app.signedIn(await createBarber(app.payload, { name: 'Terceiro Curioso' }))
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))

    // A stranger cannot upload into the pair's conversation.
    expect((await uploadChatPhoto(stranger, pair.conversation)).status).toBe(404)

    const uploads = [await uploadChatPhoto(pair.barberClient, pair.conversation), await uploadChatPhoto(pair.barberClient, pair.conversation)]
    for (const upload of uploads) expect(upload.status, upload.text).toBe(201)
    const ids = uploads.map((upload) => upload.body.doc.id)
    const file = uploads[0]!.body.doc
    // Before it is sent, the photo is the sender's alone.
    expect((await pair.shopClient.get(file.url!)).status).toBe(404)

    const sent = await send(pair.barberClient, pair.conversation, { body: '', attachments: ids })
    expect(sent.status, sent.text).toBe(201)
    expect(sent.body.message.attachments.map((attachment) => attachment.id)).toEqual(ids)
    const attachment = sent.body.message.attachments[0]!
    expect(attachment.thumbnailUrl).toMatch(/\.webp$/)

    const listed = await pair.shopClient.get(`/api/chat/conversations/${pair.conversation}/messages`)
    expect(listed.body.messages.at(-1).attachments).toHaveLength(2)

    for (const url of [attachment.thumbnailUrl, attachment.cardUrl, attachment.fullUrl, file.url!]) {
      expect((await pair.shopClient.get(url)).status, url).toBe(200)
      expect((await pair.barberClient.get(url)).status, url).toBe(200)
      expect((await admin.get(url)).status, url).toBe(200)
      expect((await stranger.get(url)).status, url).toBe(404)
      expect((await new ApiClient(app.url).get(url)).status, url).toBe(404)
    }
    expect((await pair.shopClient.get(`/api/media/${file.id}`)).status).toBe(200)
    expect((await stranger.get(`/api/media/${file.id}`)).status).toBe(404)
    expect((await new ApiClient(app.url).get(`/api/media/${file.id}`)).status).toBe(404)
    const listedByStranger = await stranger.get(`/api/media?where[id][equals]=${file.id}`)
    expect(listedByStranger.body.docs).toEqual([])

    // A photo is sent once: attaching it again is refused.
    const again = await send(pair.barberClient, pair.conversation, { body: 'de novo', attachments: [ids[0]] })
    expect(again.status).toBe(400)
    expect(errorMessage(again.body)).toBe(chatMessages.photoInvalid)
  })

  it('show in the console to admins, each file served to them, and every admin read of them is audited', async () => {
    const pair = await hiredPair()
    const adminAccount = await createAccount(app.payload, 'admin')
    const admin = await app.signedIn(adminAccount)
    const editor = await app.signedIn(await createAccount(app.payload, 'editor'))
    const photos: number[] = []
    for (let index = 0; index < 2; index++) photos.push((await uploadChatPhoto(pair.barberClient, pair.conversation)).body.doc.id)
    expect((await send(pair.barberClient, pair.conversation, { body: '', attachments: photos })).status).toBe(201)
    expect((await send(pair.shopClient, pair.conversation, { body: 'Ficou ótimo!' })).status).toBe(201)
    // An unsent photo of the shop's stays out of the console's view, as it stays out of the chat.
    const unsent = (await uploadChatPhoto(pair.shopClient, pair.conversation)).body.doc.id

    const response = await admin.get(`/api/admin/conversations/${pair.conversation}`)
    expect(response.status, response.text).toBe(200)
    const detail = response.body as AdminConversationDetail
    const [withPhotos, text] = detail.messages
    expect(withPhotos!.attachments.map((attachment) => attachment.id)).toEqual(photos)
    expect(text!.attachments).toEqual([])
    // The same addresses the chat gives the parties, and the admin's session opens each of them.
    const [first] = withPhotos!.attachments
    expect(first!.thumbnailUrl).toMatch(/\.webp$/)
    for (const url of [first!.thumbnailUrl, first!.fullUrl]) {
      const file = await admin.get(url)
      expect(file.status, url).toBe(200)
      expect(file.headers.get('cache-control'), url).toBe('private, no-cache')
      expect((await editor.get(url)).status, url).toBe(404)
    }

    // The console's read left an entry naming the conversation and the photos seen.
    expect(await photoReadsOf(app.payload, pair.conversation)).toEqual([
      expect.objectContaining({ actor: adminAccount.user.id, actorEmail: adminAccount.email, resource: 'conversations', after: { photos } }),
    ])
    // Payload's REST API as an admin, too; not an editor's or a party's reads (they read none of them, or their own).
    const rest = await admin.get(`/api/media?where[folder][equals]=chat-photos&where[conversation][equals]=${pair.conversation}&depth=0`)
    expect(rest.body.docs.map((doc: Media) => doc.id).sort()).toEqual([...photos, unsent].sort())
    expect((await admin.get(`/api/media/${photos[1]}?select[filename]=true`)).status).toBe(200)
    expect((await editor.get(`/api/media/${photos[0]}`)).status).toBe(404)
    expect((await pair.shopClient.get(`/api/media/${photos[0]}`)).status).toBe(200)
    const reads = await photoReadsOf(app.payload, pair.conversation)
    expect(reads.map((entry) => entry.after)).toEqual([{ photos }, { photos: [...photos, unsent] }, { photos: [photos[1]] }])
    // The editor cannot open the conversation at all.
    expect((await editor.get(`/api/admin/conversations/${pair.conversation}`)).status).toBe(403)
  })

  it('leave an audit entry when an admin’s write answers with them: a PATCH that changes nothing still gives the addresses', async () => {
    const pair = await hiredPair()
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const photo = (await uploadChatPhoto(pair.barberClient, pair.conversation)).body.doc.id
    expect((await send(pair.barberClient, pair.conversation, { body: '', attachments: [photo] })).status).toBe(201)

    const patched = await admin.request<{ doc: Media }>('PATCH', `/api/media/${photo}`, { json: {} })
    expect(patched.status, patched.text).toBe(200)
    const url = patched.body.doc.sizes!.full!.url!
    expect((await admin.get(url)).status).toBe(200)
    expect((await photoReadsOf(app.payload, pair.conversation)).map((entry) => entry.after)).toEqual([{ photos: [photo] }])
  })

  it('answer odd addresses and ids (traversal, encoded slashes, huge numbers) with 4xx, and a stranger never with a photo', async () => {
    const pair = await hiredPair()
    const adminAccount = await createAccount(app.payload, 'admin')
    const admin = await app.signedIn(adminAccount)
    const stranger = await app.signedIn(await createAccount(app.payload, 'barber'))
    const photo = (await uploadChatPhoto(pair.barberClient, pair.conversation)).body.doc
    expect((await send(pair.barberClient, pair.conversation, { body: '', attachments: [photo.id] })).status).toBe(201)
    const [, owner, folder, name] = photo.url!.split('/').filter(Boolean) as [string, string, string, string]
    // Sent as typed, not as fetch's URL parser would normalize it (dot segments, percent-encoding).
    const raw = (path: string, cookie: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(app.url)
        const req = httpRequest({ hostname, port, path, method: 'GET', headers: { cookie, origin: app.url } }, (res) => {
          res.resume()
          resolve(res.statusCode!)
        })
        req.on('error', reject)
        req.end()
      })
    const cookie = (client: ApiClient) => `payload-token=${client.cookie('payload-token')}`
    const segment = fc.oneof(
      fc.constantFrom(owner, folder, name, '..', '.', '%2e%2e', '%2F', '%5C', '..%2F', '%252e', '%ff', '%', '99999999999999999999', '-1', '1e3', '0x1', ''),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    )
    const path = fc.oneof(
      fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/media/${parts.join('/')}`),
      segment.map((id) => `/api/admin/conversations/${id}`),
      segment.map((id) => `/api/media/${id}`),
      segment.map((id) => `/api/media/file/${id}`),
    )
    for (const probe of fc.sample(path, { numRuns: 150, seed: 39 })) {
      const asAdmin = await raw(probe, cookie(admin))
      expect(asAdmin, probe).toBeLessThan(500)
      const asStranger = await raw(probe, cookie(stranger))
      expect(asStranger, probe).toBeLessThan(500)
      // No address of the photo, however spelled, gives its bytes to someone outside the conversation.
      if (probe.includes(name.slice(0, 13))) expect(asStranger, probe).not.toBe(200)
    }
    expect(await raw(`/media/${owner}/${folder}/${name}`, cookie(stranger))).toBe(404)
    expect(await raw(`/media/${owner}/${folder}/${name}`, cookie(admin))).toBe(200)
    expect(await raw(`/media/${owner}%2F${folder}/${name}`, cookie(stranger))).toBe(404)
    expect(await raw(`/media/${owner}/${folder}/..%2F${folder}/${name}`, cookie(stranger))).toBe(404)
  })

  it('answers a sixth photo, a photo of another person or conversation, and a bad id with 400', async () => {
    const pair = await hiredPair()
    const six: number[] = []
    for (let index = 0; index < CHAT_MAX_ATTACHMENTS + 1; index++) six.push((await uploadChatPhoto(pair.shopClient, pair.conversation)).body.doc.id)
    const tooMany = await send(pair.shopClient, pair.conversation, { body: 'fotos', attachments: six })
    expect(tooMany.status).toBe(400)
    expect(errorMessage(tooMany.body)).toBe(chatMessages.tooManyPhotos(CHAT_MAX_ATTACHMENTS))

    // The shop's photo is not the barber's to send.
    const foreign = await send(pair.barberClient, pair.conversation, { body: 'minha?', attachments: [six[0]] })
    expect(foreign.status).toBe(400)
    expect(errorMessage(foreign.body)).toBe(chatMessages.photoInvalid)
    for (const attachments of [['um'], [-1], [1.5], 'x']) {
      const bad = await send(pair.shopClient, pair.conversation, { body: 'oi', attachments })
      expect(bad.status, JSON.stringify(attachments)).toBe(400)
      expect(errorMessage(bad.body)).toBe(chatMessages.photoInvalid)
    }
    // Nothing of the refused sends was stored, and the photos are still private.
    expect((await pair.barberClient.get(`/api/chat/conversations/${pair.conversation}/messages`)).body.messages).toEqual([])
    const photo = await app.payload.findByID({ collection: 'media', id: six[0]!, depth: 0 })
    expect(photo.message ?? null).toBeNull()
  })

  it('are refused to a locked account with the paywall’s answer, like messages', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'hired', barberLocked: true })
    const conversation = await openConversation(pair)
    const upload = await uploadChatPhoto(pair.barberClient, conversation)
    expect(upload.status).toBe(403)
    const paywall = { message: accountMessages.trialExpired, detail: chatMessages.trialExpiredSend, plansPath: '/planos' }
    expect((upload.body as unknown as { errors: unknown[] }).errors[0]).toMatchObject(paywall)
    const sent = await send(pair.barberClient, conversation, { body: '', attachments: [1] })
    expect(sent.status).toBe(403)
    expect((sent.body as unknown as { errors: unknown[] }).errors[0]).toMatchObject(paywall)
  })

  it('go with the account of either party', async () => {
    for (const leaving of ['shop', 'barber'] as const) {
      const pair = await hiredPair()
      const photo = (await uploadChatPhoto(pair.barberClient, pair.conversation)).body.doc
      expect((await send(pair.barberClient, pair.conversation, { body: 'feito', attachments: [photo.id] })).status).toBe(201)
      const account = leaving === 'shop' ? pair.shop : pair.barber
      await app.payload.delete({ collection: 'users', id: account.user.id, depth: 0 })
      const left = await app.payload.find({ collection: 'media', where: { id: { equals: photo.id } }, depth: 0 })
      expect(left.docs, leaving).toEqual([])
    }
  })
})
