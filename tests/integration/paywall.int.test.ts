/**
 * The paywall at every action that reveals or extends contact (issue 23, decision 0030): a locked
 * account (trial over, no plan, grace over) cannot accept or hire an applicant, open a conversation
 * or send a message, by any path; it gets 403 'Período de teste expirado' with the way to /planos.
 * A hire made before the lock keeps its contact visible; one made after it does not.
 */
import { describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { accountMessages } from '#domain/messages/auth'
import { chatMessages } from '#domain/messages/chat'
import type { User } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { createChatPair, signIn, type ChatPair } from '../helpers/chat'
import { ApiClient } from '../helpers/client'
import { createAccount } from '#server/seed/factories'

const app = useTestApp()

const lockedError = (detail: string) => ({ message: accountMessages.trialExpired, detail, plansPath: '/planos' })

async function statusOf(id: number) {
  return (await app.payload.findByID({ collection: 'applications', id, depth: 0 })).status
}

/** Ends `user`'s trial (no plan): the account is locked from now on. */
async function lock(user: User, at = new Date(Date.now() - 60_000)) {
  await app.payload.update({ collection: 'users', id: user.id, data: { trialEndsAt: at.toISOString(), subscriptionStatus: 'none' }, depth: 0 })
}

describe('a locked shop cannot accept or hire', () => {
  it('refuses accept and hire over REST, keeps the status, and still lets it decline', async () => {
    const pending = await createChatPair(app.payload, app.url, { shopLocked: true })
    const accept = await pending.shopClient.patch(`/api/applications/${pending.application.id}`, { status: 'accepted' })
    expect(accept.status).toBe(403)
    expect(accept.body.errors[0]).toMatchObject(lockedError(accountMessages.trialExpiredHire))
    expect(await statusOf(pending.application.id)).toBe('pending')

    const accepted = await createChatPair(app.payload, app.url, { status: 'accepted' })
    await lock(accepted.shop.user)
    const hire = await accepted.shopClient.patch(`/api/applications/${accepted.application.id}`, { status: 'hired' })
    expect(hire.status).toBe(403)
    expect(hire.body.errors[0]).toMatchObject(lockedError(accountMessages.trialExpiredHire))
    expect(await statusOf(accepted.application.id)).toBe('accepted')
    // The applicant card's read shows no contact: nothing was hired.
    expect((await accepted.shopClient.get(`/api/chat/applications/${accepted.application.id}/contact`)).status).toBe(403)

    // Declining reveals nothing, and tells the barber where it stands.
    const decline = await pending.shopClient.patch(`/api/applications/${pending.application.id}`, { status: 'rejected' })
    expect(decline.status).toBe(200)
  })

  it('refuses the same moves by method override, in bulk, through the console facade and the Local API', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted', shopLocked: true })
    const id = pair.application.id
    const override = await pair.shopClient.post(`/api/applications/${id}`, { status: 'hired' }, { headers: { 'x-http-method-override': 'PATCH' } })
    expect(override.status).toBeGreaterThanOrEqual(400)
    const bulk = await pair.shopClient.patch(`/api/applications?where[id][equals]=${id}`, { status: 'hired' })
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    const facade = await pair.shopClient.request('PUT', `/api/admin/applications/${id}`, { json: { status: 'hired' } })
    expect(facade.status).toBe(403)
    await expect(
      app.payload.update({ collection: 'applications', id, data: { status: 'hired' }, depth: 0, overrideAccess: false, user: pair.shop.user }),
    ).rejects.toMatchObject({ status: 403, message: accountMessages.trialExpired })
    await expect(
      app.payload.update({
        collection: 'applications',
        where: { id: { equals: id } },
        data: { status: 'hired' },
        depth: 0,
        overrideAccess: false,
        user: pair.shop.user,
      }),
    ).rejects.toMatchObject({ status: 403, message: accountMessages.trialExpired })
    expect(await statusOf(id)).toBe('accepted')
  })

  it('lets the same shop hire once it subscribes, and admins are never locked', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted', shopLocked: true })
    await app.payload.update({
      collection: 'users',
      id: pair.shop.user.id,
      data: { subscriptionStatus: 'active', subscriptionEnd: new Date(Date.now() + 30 * DAY_MS).toISOString() },
      depth: 0,
    })
    expect((await pair.shopClient.patch(`/api/applications/${pair.application.id}`, { status: 'hired' })).status).toBe(200)

    const admin = await createAccount(app.payload, 'admin', { locked: true })
    const adminClient = await signIn(app.url, admin)
    expect((await adminClient.get('/api/session')).body.user.accountStatus).toBe('active')
  })
})

describe('a locked account cannot open a conversation or send a message', () => {
  it('refuses a new conversation to a locked shop and a locked barber, with the way to /planos', async () => {
    const shopLocked = await createChatPair(app.payload, app.url, { status: 'accepted', shopLocked: true })
    const refused = await shopLocked.shopClient.post('/api/chat/conversations', { application: shopLocked.application.id })
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0]).toMatchObject(lockedError(accountMessages.trialExpiredChat))

    const barberLocked = await createChatPair(app.payload, app.url, { status: 'accepted', barberLocked: true })
    const barberRefused = await barberLocked.barberClient.post('/api/chat/conversations', { application: barberLocked.application.id })
    expect(barberRefused.status).toBe(403)
    expect(barberRefused.body.errors[0]).toMatchObject(lockedError(accountMessages.trialExpiredChat))
    expect(
      await app.payload.count({ collection: 'conversations', where: { barberUser: { in: [shopLocked.barber.user.id, barberLocked.barber.user.id] } } }),
    ).toMatchObject({
      totalDocs: 0,
    })
  })

  it('returns a conversation opened before the lock, read-only: sending is refused with the way to /planos', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const opened = await pair.shopClient.post('/api/chat/conversations', { application: pair.application.id })
    expect(opened.status).toBe(201)
    await lock(pair.shop.user)
    const again = await pair.shopClient.post('/api/chat/conversations', { application: pair.application.id })
    expect(again.status).toBe(200)
    expect(again.body.conversation.id).toBe(opened.body.conversation.id)
    const sent = await pair.shopClient.post(`/api/chat/conversations/${opened.body.conversation.id}/messages`, { body: 'Ainda quer a vaga?' })
    expect(sent.status).toBe(403)
    expect(sent.body.errors[0]).toMatchObject(lockedError(chatMessages.trialExpiredSend))
  })
})

describe('contact after the lock', () => {
  async function hiredPair(): Promise<ChatPair & { conversation: number; hiredAt: Date }> {
    const pair = await createChatPair(app.payload, app.url, { status: 'hired' })
    const opened = await pair.shopClient.post('/api/chat/conversations', { application: pair.application.id })
    const { hiredAt } = await app.payload.findByID({ collection: 'applications', id: pair.application.id, depth: 0 })
    return { ...pair, conversation: opened.body.conversation.id, hiredAt: new Date(hiredAt!) }
  }
  const contactOf = (client: ApiClient, pair: { application: { id: number } }) => client.get(`/api/chat/applications/${pair.application.id}/contact`)
  const conversationOf = async (client: ApiClient, conversation: number) => (await client.get(`/api/chat/conversations/${conversation}`)).body.conversation

  it('stays visible to a shop locked after the hire, in the applicant card, the chat and the profile', async () => {
    const pair = await hiredPair()
    await lock(pair.shop.user, new Date(pair.hiredAt.getTime() + 1000))
    const contact = await contactOf(pair.shopClient, pair)
    expect(contact.status).toBe(200)
    expect(contact.body.contact.phone).toBe(pair.barber.barber.phone)
    expect((await conversationOf(pair.shopClient, pair.conversation)).contact.phone).toBe(pair.barber.barber.phone)
    expect((await pair.shopClient.get(`/api/barbers/${pair.barber.barber.id}`)).body.phone).toBe(pair.barber.barber.phone)
  })

  it('is withheld from an account whose lock came before the hire, with the way to /planos', async () => {
    // The barber's trial had ended before the shop hired it: what it keeps is its status at the hire (decision 0051).
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const opened = await pair.shopClient.post('/api/chat/conversations', { application: pair.application.id })
    await lock(pair.barber.user)
    expect((await pair.shopClient.patch(`/api/applications/${pair.application.id}`, { status: 'hired' })).status).toBe(200)
    const contact = await contactOf(pair.barberClient, pair)
    expect(contact.status).toBe(403)
    expect(contact.body.errors[0]).toMatchObject(lockedError(accountMessages.trialExpiredContact))
    expect(contact.text).not.toContain('987654321')
    const conversation = await conversationOf(pair.barberClient, opened.body.conversation.id)
    expect(conversation).toMatchObject({ hired: true, contact: null })
    const profile = await pair.barberClient.get(`/api/barbershops/${pair.shop.shop.id}`)
    expect(profile.status).toBe(200)
    expect(profile.body.whatsapp).toBeUndefined()
    // The shop, which may hire, still sees the barber's.
    expect((await contactOf(pair.shopClient, pair)).body.contact.phone).toBe(pair.barber.barber.phone)
  })
})
