/**
 * Spec §1: the barber's phone reaches the shop only after the hire. Every read the shop's screens
 * use is searched for the number before the hire; after it, the applicant card's endpoint gives it.
 */
import { describe, expect, it } from 'vitest'
import { chatMessages } from '#domain/messages/chat'
import { useTestApp } from '../helpers/app'
import { openConversation, signIn, type ChatPair } from '../helpers/chat'
import { ApiClient, errorMessage } from '../helpers/client'
import { createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()

const BARBER_PHONE = '+5531991234567'
const SHOP_WHATSAPP = '+5521987654321'
/** The number however a response might spell it. */
const phoneShapes = ['991234567', '99123-4567', '9 9123-4567', '99123 4567']

async function pairWithPhone(): Promise<ChatPair> {
  const shop = await createShop(app.payload, { name: 'Barbearia do Contato' })
  const barber = await createBarber(app.payload, { name: 'Bruno Telefone', profile: { phone: BARBER_PHONE } })
  const job = await createJob(app.payload, shop.shop, { title: 'Barbeiro de sexta a domingo' })
  const application = await createApplication(app.payload, job, barber.barber, 'accepted')
  return { shop, barber, application, shopClient: await signIn(app.url, shop), barberClient: await signIn(app.url, barber) }
}

/** Everything the shop's screens read about its applicant. */
async function shopReads(pair: ChatPair, conversation: number) {
  const { barber, application, shopClient } = pair
  return Promise.all(
    [
      `/api/applications?depth=2&where[job][equals]=${application.job as number}`,
      '/api/applications?depth=2',
      `/api/applications/${application.id}?depth=2`,
      `/api/barbers/${barber.barber.id}?depth=1`,
      `/api/barbers?where[id][equals]=${barber.barber.id}`,
      `/api/users/${barber.user.id}`,
      `/api/profiles/by-user/${barber.user.id}`,
      '/api/directory/barbers',
      '/api/chat/conversations',
      `/api/chat/conversations/${conversation}`,
      `/api/chat/conversations/${conversation}/messages`,
      `/api/chat/applications/${application.id}/contact`,
    ].map(async (path) => ({ path, response: await shopClient.get(path) })),
  )
}

describe("the barber's phone on the shop's side", () => {
  it('is in no answer to the shop before the hire, and comes from the contact endpoint after it', async () => {
    const pair = await pairWithPhone()
    const conversation = await openConversation(pair)

    const before = await shopReads(pair, conversation)
    for (const { path, response } of before) {
      expect(response.status, path).toBeLessThan(500)
      for (const shape of phoneShapes) expect(response.text, path).not.toContain(shape)
    }
    const contact = before.at(-1)!.response
    expect(contact.status).toBe(403)
    expect(errorMessage(contact.body)).toBe(chatMessages.contactAfterHire)
    expect(before.find(({ path }) => path === '/api/applications?depth=2')!.response.body.docs.length, 'the list itself was read').toBeGreaterThan(0)

    await app.payload.update({ collection: 'applications', id: pair.application.id, data: { status: 'hired' }, depth: 0 })
    const hired = await pair.shopClient.get(`/api/chat/applications/${pair.application.id}/contact`)
    expect(hired.status).toBe(200)
    expect(hired.body).toEqual({ contact: { phone: BARBER_PHONE, instagram: null, website: null } })
    // The same rule and number as the conversation's header.
    expect((await pair.shopClient.get(`/api/chat/conversations/${conversation}`)).body.conversation.contact.phone).toBe(BARBER_PHONE)
    // The barber gets the shop's WhatsApp.
    expect((await pair.barberClient.get(`/api/chat/applications/${pair.application.id}/contact`)).body).toEqual({
      contact: { phone: SHOP_WHATSAPP, instagram: null, website: null },
    })
  })

  it('is refused to anyone outside the application, and to bad ids', async () => {
    const pair = await pairWithPhone()
    await app.payload.update({ collection: 'applications', id: pair.application.id, data: { status: 'hired' }, depth: 0 })
    const path = `/api/chat/applications/${pair.application.id}/contact`
    const strangers = await Promise.all([createShop(app.payload), createBarber(app.payload)].map(async (account) => signIn(app.url, await account)))
    for (const stranger of strangers) {
      const response = await stranger.get(path)
      expect(response.status).toBe(404)
      expect(response.text).not.toContain('991234567')
    }
    expect((await new ApiClient(app.url).get(path)).status).toBe(401)
    for (const bad of ['abc', '-1', '1.5', '99999999999999']) expect((await pair.shopClient.get(`/api/chat/applications/${bad}/contact`)).status, bad).toBe(404)
  })
})
