/**
 * Contact fields (issue 23, decision 0030): a barber's phone and Instagram, a shop's WhatsApp,
 * Instagram and website reach only the profile's owner, admins and a counterpart with a hire. Every
 * read a visitor, a stranger or the pre-hire counterpart can make is searched for them: the REST
 * API, relations populated by depth, the lean directory reads, the job page's read, the
 * server-rendered pages (twice, the second from the page cache).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { openConversation, signIn, type ChatPair } from '../helpers/chat'
import { ApiClient } from '../helpers/client'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'
import type { Job } from '#payload-types'

// The pages are rendered into the built app's templates: build it first when missing or stale, as `npm start` does.
beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()

const BARBER_INSTAGRAM = 'rafa.navalha.contato'
const SHOP_INSTAGRAM = 'barbearia_contato_ig'
const SHOP_SITE_HOST = 'barbearia-contato-site.com.br'
const BARBER_PHONE_DIGITS = '991234567'
const SHOP_WHATSAPP_DIGITS = '976543210'
const BARBER_SECRETS = [BARBER_INSTAGRAM, BARBER_PHONE_DIGITS]
const SHOP_SECRETS = [SHOP_INSTAGRAM, SHOP_SITE_HOST, SHOP_WHATSAPP_DIGITS]
const SECRETS = [...BARBER_SECRETS, ...SHOP_SECRETS]

type Pair = ChatPair & { job: Job }

let sequence = 0
async function pair(): Promise<Pair> {
  sequence++
  const shop = await createShop(app.payload, {
    name: `Barbearia Sigilo ${sequence}`,
    profile: { instagram: `${SHOP_INSTAGRAM}${sequence}`, website: `https://${sequence}.${SHOP_SITE_HOST}/`, whatsapp: '+5521976543210' },
  })
  const barber = await createBarber(app.payload, {
    name: `Barbeiro Sigilo ${sequence}`,
    profile: { instagram: `${BARBER_INSTAGRAM}${sequence}`, phone: '+5531991234567' },
  })
  const job = await createJob(app.payload, shop.shop, { title: `Vaga sigilosa ${sequence}` })
  const application = await createApplication(app.payload, job, barber.barber, 'accepted')
  return { shop, barber, job, application, shopClient: await signIn(app.url, shop), barberClient: await signIn(app.url, barber) }
}

/** Every read of the pair's profiles, jobs and application that `client` can make. */
function reads({ shop, barber, job, application }: Pair): string[] {
  return [
    `/api/barbers/${barber.barber.id}?depth=1`,
    '/api/barbers?depth=1&limit=100',
    `/api/barbershops/${shop.shop.id}?depth=1`,
    '/api/barbershops?depth=1&limit=100',
    `/api/jobs/${job.id}?depth=2`,
    '/api/jobs?depth=2&limit=100',
    `/api/applications/${application.id}?depth=2`,
    '/api/applications?depth=2&limit=100',
    `/api/job-details/${job.id}`,
    '/api/open-jobs',
    '/api/directory/barbers?limit=48',
    '/api/directory/barbershops?limit=48',
    `/api/directory/barbers?q=${encodeURIComponent(barber.barber.name)}`,
    `/barbeiro/${barber.barber.id}`,
    `/barbearia/${shop.shop.id}`,
    `/vagas/${job.id}`,
    '/barbeiros',
    '/barbearias',
  ]
}

async function expectNoContacts(client: ApiClient, paths: string[], who: string, secrets = SECRETS) {
  // Twice: pages kept rendered for visitors (decision 0027) answer the second from the cache.
  for (const round of [1, 2]) {
    for (const path of paths) {
      const response = await client.get(path, { headers: { accept: path.startsWith('/api') ? 'application/json' : 'text/html' } })
      // A page must render (a 404 would prove nothing); an API read may be refused to this reader.
      if (path.startsWith('/api')) expect(response.status, `${who} ${path}`).toBeLessThan(500)
      else expect(response.status, `${who} ${path}`).toBe(200)
      for (const secret of secrets) expect(response.text, `${who} ${path} (${round})`).not.toContain(secret)
    }
  }
}

describe('before a hire', () => {
  it('no visitor, stranger or counterpart reads a contact field anywhere', async () => {
    const current = await pair()
    await openConversation(current)
    const [strangerShop, strangerBarber] = await Promise.all([createShop(app.payload), createBarber(app.payload)])
    const paths = reads(current)
    await expectNoContacts(new ApiClient(app.url), paths, 'visitante')
    await expectNoContacts(await signIn(app.url, strangerShop), paths, 'outra barbearia')
    await expectNoContacts(await signIn(app.url, strangerBarber), paths, 'outro barbeiro')
    // Each side reads its own, not the other's.
    await expectNoContacts(current.shopClient, [...paths, '/api/chat/conversations'], 'a barbearia antes da contratação', BARBER_SECRETS)
    await expectNoContacts(current.barberClient, [...paths, '/api/chat/conversations'], 'o barbeiro antes da contratação', SHOP_SECRETS)
  })

  it('the owner and admins still read them', async () => {
    const current = await pair()
    const own = await current.barberClient.get('/api/me/profile')
    expect(own.body.profile).toMatchObject({ instagram: expect.stringContaining(BARBER_INSTAGRAM), phone: '+5531991234567' })
    expect((await current.shopClient.get(`/api/barbershops/${current.shop.shop.id}`)).body).toMatchObject({
      instagram: expect.stringContaining(SHOP_INSTAGRAM),
      website: expect.stringContaining(SHOP_SITE_HOST),
    })
    const admin = await signIn(app.url, await createAccount(app.payload, 'admin'))
    expect((await admin.get(`/api/barbers/${current.barber.barber.id}`)).body.instagram).toContain(BARBER_INSTAGRAM)
    expect((await admin.get(`/api/admin/barbershops/${current.shop.shop.id}`)).body.website).toContain(SHOP_SITE_HOST)
  })
})

describe('after a hire', () => {
  it('each side reads the other side’s contact fields where the hire shows, and nobody else does', async () => {
    const current = await pair()
    const conversation = await openConversation(current)
    await app.payload.update({ collection: 'applications', id: current.application.id, data: { status: 'hired' }, depth: 0 })
    const { shopClient, barberClient, barber, shop, job, application } = current

    const barberProfile = (await shopClient.get(`/api/barbers/${barber.barber.id}`)).body
    expect(barberProfile).toMatchObject({ instagram: `${BARBER_INSTAGRAM}${sequence}`, phone: '+5531991234567' })
    expect(barberProfile.cpf).toBeUndefined()
    const card = (await shopClient.get(`/api/applications?depth=2&where[job][equals]=${job.id}`)).body.docs[0]
    expect(card.barber).toMatchObject({ instagram: `${BARBER_INSTAGRAM}${sequence}`, phone: '+5531991234567' })
    expect((await shopClient.get(`/api/chat/applications/${application.id}/contact`)).body.contact).toEqual({
      phone: '+5531991234567',
      instagram: `${BARBER_INSTAGRAM}${sequence}`,
      website: null,
    })
    expect((await shopClient.get(`/api/chat/conversations/${conversation}`)).body.conversation.contact.instagram).toBe(`${BARBER_INSTAGRAM}${sequence}`)
    const shopPage = await shopClient.get(`/barbeiro/${barber.barber.id}`, { headers: { accept: 'text/html' } })
    expect(shopPage.text).toContain(`${BARBER_INSTAGRAM}${sequence}`)

    expect((await barberClient.get(`/api/barbershops/${shop.shop.id}`)).body).toMatchObject({
      instagram: `${SHOP_INSTAGRAM}${sequence}`,
      website: `https://${sequence}.${SHOP_SITE_HOST}/`,
      whatsapp: '+5521976543210',
    })
    expect((await barberClient.get(`/api/job-details/${job.id}`)).body.shop).toMatchObject({
      instagram: `${SHOP_INSTAGRAM}${sequence}`,
      website: `https://${sequence}.${SHOP_SITE_HOST}/`,
    })
    expect((await barberClient.get(`/api/chat/conversations/${conversation}`)).body.conversation.contact).toEqual({
      phone: '+5521976543210',
      instagram: `${SHOP_INSTAGRAM}${sequence}`,
      website: `https://${sequence}.${SHOP_SITE_HOST}/`,
    })

    // Everyone else still gets nothing, the directories and kept pages included.
    const strangers = [new ApiClient(app.url), await signIn(app.url, await createShop(app.payload)), await signIn(app.url, await createBarber(app.payload))]
    for (const [index, client] of strangers.entries()) await expectNoContacts(client, reads(current), `estranho ${index}`)
    // The hired barber reads its hiring shop, not other barbers' contacts through it.
    const other = await createBarber(app.payload, { profile: { instagram: 'outro_barbeiro_sigilo' } })
    await createApplication(app.payload, job, other.barber)
    expect((await barberClient.get(`/api/barbers/${other.barber.id}`)).text).not.toContain('outro_barbeiro_sigilo')
    expect((await shopClient.get(`/api/barbers/${other.barber.id}`)).text).not.toContain('outro_barbeiro_sigilo')
  })
})
