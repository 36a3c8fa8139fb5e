/**
 * Fields only the server sets (issue 24, item 6; decision 0031). `PATCH /api/users/:self
 * {"_verified": false}` unverified one's own account. Every such field of every collection is
 * sent, in a create where the role may create and in an update of a row the role may update, by
 * the row's owner, an editor and an admin, through Payload's REST API and the console's facade:
 * the write is refused or the field ignored, except the few an admin needs (roles, verification,
 * a trial's end, a plan granted by hand, a barber's seal).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { CONSOLE_COLLECTIONS } from '#server/console/resources'
import { useTestApp } from '../helpers/app'
import type { ApiClient } from '../helpers/client'
import { createAccount, createApplication, createBarber, createConversation, createJob, createPresentationVideo, createShop } from '#server/seed/factories'
import type { Account, BarberAccount, ShopAccount } from '#server/seed/factories'

const app = useTestApp()
let barber: BarberAccount, shop: ShopAccount, admin: Account, editor: Account
const as = {} as Record<'barber' | 'shop' | 'editor' | 'admin', ApiClient>

beforeAll(async () => {
  ;[barber, shop, admin, editor] = await Promise.all([
    createBarber(app.payload, { name: 'Barbeiro Campos' }),
    createShop(app.payload, { name: 'Barbearia Campos' }),
    createAccount(app.payload, 'admin'),
    createAccount(app.payload, 'editor'),
  ])
  for (const [role, account] of Object.entries({ barber, shop, admin, editor })) as[role as keyof typeof as] = await app.signedIn(account)
}, 120_000)

type Owner = 'barber' | 'shop'
type Slug = 'users' | 'barbers' | 'barbershops' | 'jobs' | 'applications' | 'reviews' | 'media' | 'support-tickets' | 'conversation-flags'

/** A fresh row for each attempt, so one attempt's success never hides the next one's. */
const rows: Record<Slug, { owner?: Owner; make: () => Promise<number> }> = {
  users: { owner: 'barber', make: async () => barber.user.id },
  barbers: { owner: 'barber', make: async () => barber.barber.id },
  barbershops: { owner: 'shop', make: async () => shop.shop.id },
  jobs: { owner: 'shop', make: async () => (await createJob(app.payload, shop.shop, { title: 'Vaga dos campos' })).id },
  applications: {
    owner: 'shop',
    make: async () => (await createApplication(app.payload, await createJob(app.payload, shop.shop, { title: 'Vaga da candidatura' }), barber.barber)).id,
  },
  // The reviewed barber may answer: the one update a party makes.
  reviews: {
    owner: 'barber',
    make: async () => {
      const hired = await createApplication(app.payload, await createJob(app.payload, shop.shop, { title: 'Vaga avaliada' }), barber.barber, 'hired')
      return (await app.payload.create({ collection: 'reviews', data: { application: hired.id, author: shop.user.id, rating: 4, comment: 'Pontual.' } })).id
    },
  },
  media: { owner: 'barber', make: () => createPresentationVideo(app.payload, barber.user.id) },
  'support-tickets': {
    make: async () =>
      (
        await app.payload.create({
          collection: 'support-tickets',
          data: { user: barber.user.id, subject: 'Ajuda', message: 'Preciso de ajuda.', status: 'open' },
        })
      ).id,
  },
  'conversation-flags': {
    make: async () => {
      const conversation = await createConversation(app.payload, barber, shop).catch(
        async () => (await app.payload.find({ collection: 'conversations', where: { barber: { equals: barber.barber.id } }, depth: 0 })).docs[0],
      )
      return (
        await app.payload.create({
          collection: 'conversation-flags',
          data: { conversation: conversation.id, barberUser: barber.user.id, shopUser: shop.user.id, reason: 'phone', kind: 'contact', status: 'open' },
        })
      ).id
    },
  },
}

const FUTURE = '2031-01-01T00:00:00.000Z'

/** [collection, field, a value the server would never set, whether an admin may set it]. */
const SERVER_FIELDS: [Slug, string, unknown, 'admin may' | 'nobody'][] = [
  ['users', '_verified', false, 'admin may'],
  ['users', '_verificationToken', 'token-forjado', 'nobody'],
  ['users', 'verificationExpiresAt', FUTURE, 'nobody'],
  ['users', 'roles', ['barber', 'admin'], 'admin may'],
  ['users', 'userType', 'barbershop', 'admin may'],
  ['users', 'trialEndsAt', FUTURE, 'admin may'],
  ['users', 'subscriptionStatus', 'active', 'admin may'],
  ['users', 'subscriptionEnd', FUTURE, 'admin may'],
  ['users', 'subscriptionGraceEndsAt', FUTURE, 'admin may'],
  ['users', 'subscriptionCancelAt', FUTURE, 'admin may'],
  ['users', 'subscriptionProductId', 'prod_forjado', 'admin may'],
  ['users', 'stripeCustomerId', 'cus_forjado', 'nobody'],
  ['users', 'stripeSubscriptionId', 'sub_forjado', 'nobody'],
  ['users', 'pendingEmail', 'outro@teste.navalha.test', 'nobody'],
  ['users', 'emailChangeTokenHash', 'hash-forjado', 'nobody'],
  ['users', 'emailChangeExpiresAt', FUTURE, 'nobody'],
  ['users', 'resetPasswordToken', 'token-forjado', 'nobody'],
  ['users', 'resetPasswordExpiration', FUTURE, 'nobody'],
  ['users', 'loginAttempts', 99, 'nobody'],
  ['users', 'lockUntil', FUTURE, 'nobody'],
  ['users', 'hash', 'hash-forjado', 'nobody'],
  ['users', 'salt', 'sal-forjado', 'nobody'],
  ['users', 'sessions', [{ id: 'sessao-forjada', expiresAt: FUTURE }], 'nobody'],
  ['barbers', 'rating', 1, 'nobody'],
  ['barbers', 'ratingCount', 99, 'nobody'],
  ['barbers', 'verified', true, 'admin may'],
  ['barbers', 'completeness', 100, 'nobody'],
  ['barbers', 'profileComplete', false, 'nobody'],
  ['barbershops', 'rating', 1, 'nobody'],
  ['barbershops', 'ratingCount', 99, 'nobody'],
  ['barbershops', 'completeness', 100, 'nobody'],
  // A place's coordinates follow its city (decision 0045).
  ['barbers', 'lat', 10, 'nobody'],
  ['barbershops', 'lng', 10, 'nobody'],
  ['jobs', 'lat', 10, 'nobody'],
  ['jobs', 'shopName', 'Outra Barbearia', 'nobody'],
  ['jobs', 'city', 'Cidade Forjada', 'nobody'],
  ['jobs', 'country', 'PT', 'nobody'],
  ['applications', 'hiredAt', FUTURE, 'nobody'],
  ['applications', 'barberUnlockedAtHire', true, 'nobody'],
  ['applications', 'shopUnlockedAtHire', true, 'nobody'],
  ['applications', 'jobTitle', 'Outro título', 'nobody'],
  ['applications', 'shopName', 'Outra Barbearia', 'nobody'],
  ['applications', 'reviewPromptedAt', FUTURE, 'nobody'],
  ['reviews', 'visibleFrom', FUTURE, 'nobody'],
  ['reviews', 'published', false, 'nobody'],
  ['reviews', 'answeredAt', FUTURE, 'nobody'],
  ['reviews', 'reportCount', 9, 'nobody'],
  ['reviews', 'reported', true, 'nobody'],
  ['reviews', 'hiddenAt', FUTURE, 'nobody'],
  ['media', 'public', true, 'nobody'],
  ['media', 'duration', 1, 'nobody'],
  ['media', 'prefix', '999/videos', 'nobody'],
  ['media', 'filename', 'outro-arquivo.mp4', 'nobody'],
  ['media', 'mimeType', 'text/html', 'nobody'],
  ['media', 'filesize', 1, 'nobody'],
  ['media', 'url', 'https://exemplo.invalid/x.mp4', 'nobody'],
  ['support-tickets', 'answeredAt', FUTURE, 'nobody'],
  ['conversation-flags', 'reason', 'nada', 'nobody'],
  ['conversation-flags', 'barberUser', 0, 'nobody'],
]

/** The stored value, hidden fields included, as JSON so dates and lists compare. */
async function stored(slug: Slug, id: number, field: string) {
  const doc = (await app.payload.findByID({ collection: slug, id, depth: 0, showHiddenFields: true })) as unknown as Record<string, unknown>
  return JSON.stringify(doc[field] ?? null)
}

const consoleResource = (slug: Slug) => Object.entries(CONSOLE_COLLECTIONS).find(([, resource]) => resource.slug === slug)?.[0]

describe('a field only the server sets', () => {
  it.each(SERVER_FIELDS)('%s.%s: refused or ignored for the owner and an editor (%s for an admin)', async (slug, field, value, rule) => {
    const { owner, make } = rows[slug]
    const writers: ['owner' | 'editor' | 'admin', ApiClient][] = [
      ...(owner ? [['owner', as[owner]] as ['owner', ApiClient]] : []),
      ['editor', as.editor],
      ['admin', as.admin],
    ]
    for (const [who, client] of writers) {
      const id = await make()
      const before = await stored(slug, id, field)
      const response = await client.patch(`/api/${slug}/${id}`, { [field]: value })
      expect(response.status, `${who}: ${response.text}`).toBeLessThan(500)
      const after = await stored(slug, id, field)
      const changed = after !== before
      if (who === 'admin' && rule === 'admin may') expect(after, `${who} REST`).toBe(JSON.stringify(value))
      else expect(changed, `${who} REST changed ${field}: ${before} → ${after}`).toBe(false)

      const resource = consoleResource(slug)
      if (who !== 'admin' || !resource || rule === 'admin may') continue
      const viaConsole = await client.request('PUT', `/api/admin/${resource}/${id}`, { json: { [field]: value } })
      expect(viaConsole.status, viaConsole.text).toBeLessThan(500)
      expect(await stored(slug, id, field), `${who} console changed ${field}`).toBe(before)
    }
  })

  it('a new profile, upload or ticket takes none of them from the body', async () => {
    const fresh = await createAccount(app.payload, 'barber')
    const client = await app.signedIn(fresh)
    const created = await client.post('/api/barbers', { name: 'Barbeiro Novo', rating: 5, ratingCount: 40, verified: true, completeness: 100 })
    expect(created.status, created.text).toBe(201)
    const profile = await app.payload.findByID({ collection: 'barbers', id: created.body.doc.id, depth: 0 })
    expect([profile.rating ?? null, profile.ratingCount, profile.verified, (profile.completeness ?? 0) < 100]).toEqual([null, 0, false, true])
    const ticket = await client.post('/api/support-tickets', { subject: 'Dúvida', message: 'Como funciona?', answeredAt: FUTURE, status: 'answered' })
    expect(ticket.status, ticket.text).toBe(201)
    const storedTicket = await app.payload.findByID({ collection: 'support-tickets', id: ticket.body.doc.id, depth: 0 })
    expect([storedTicket.status, storedTicket.answeredAt ?? null]).toEqual(['open', null])
  })
})
