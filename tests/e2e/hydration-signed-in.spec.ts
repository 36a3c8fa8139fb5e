import type { Page } from '@playwright/test'
import { createConfirmedAccount, createConfirmedPortugueseAccount, expect, signIn, test, type E2eAccount } from './support/fixtures'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, postJob } from './support/setup'
import { setRoles } from './support/test'

/**
 * Issue 39, item 6: every web screen a signed-in barber, shop or admin opens hydrates without a mismatch
 * (React's #418) in a browser whose language and time zone are not the server's (it runs in
 * UTC): the first render in the browser must read only what the server wrote into the page.
 * Screens behind a guard render in the browser, the others (the dashboard, the public pages seen
 * signed in) are rendered on the server; both are walked, since a screen may move from one to the
 * other. Each browser starts with no `tz` cookie (the server renders in the zone of the country its
 * languages name) and then has one (the browser's own zone).
 */
const browsers = [
  { locale: 'pt-BR', timezoneId: 'America/Manaus', country: 'BR' },
  { locale: 'pt-PT', timezoneId: 'Atlantic/Azores', country: 'PT' },
  { locale: 'en-US', timezoneId: 'Asia/Tokyo', country: 'BR' },
] as const

const origin = () => ({ origin: process.env.E2E_BASE_URL! })

/** What React reports when the browser's first render differs from the server's HTML. */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat|did not match/i

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (HYDRATION_ERROR.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message} ${error.stack ?? ''}`)) errors.push(error.message)
  })
  return errors
}

type Party = { account: E2eAccount; userId: number; profileId: number }

/** A shop with a job, a barber who applied and was accepted, their conversation with a message each, a saved job and a ticket. */
async function marketplace(request: Parameters<typeof createConfirmedAccount>[0], playwright: Parameters<typeof apiAs>[0], country: 'BR' | 'PT') {
  const create = country === 'PT' ? createConfirmedPortugueseAccount : createConfirmedAccount
  const shopAccount = await create(request, 'barbershop')
  const barberAccount = await create(request, 'barber')
  const shopApi = await apiAs(playwright, shopAccount)
  const barberApi = await apiAs(playwright, barberAccount)
  const place = country === 'PT' ? { state: 'Lisboa', city: 'Lisboa', district: 'Arroios' } : {}
  await completeShopProfile(shopApi, shopAccount, { whatsapp: shopAccount.phone, ...place })
  await completeBarberProfile(barberApi, barberAccount, place)
  const jobId = await postJob(shopApi, { title: 'Barbeiro para fins de semana', salary: country === 'PT' ? '900 € + comissão' : 'R$ 2.500 + comissão' })
  await postJob(shopApi, { title: 'Barbeiro em tempo parcial', contractType: 'part_time' })
  const application = await applyTo(barberApi, jobId)
  expect((await shopApi.patch(`/api/applications/${application}`, { data: { status: 'accepted' }, headers: origin() })).status()).toBe(200)
  const opened = await shopApi.post('/api/chat/conversations', { data: { application }, headers: origin() })
  expect(opened.status(), await opened.text()).toBe(201)
  const conversationId = ((await opened.json()) as { conversation: { id: number } }).conversation.id
  for (const [api, body] of [
    [shopApi, 'Olá! Pode vir fazer um teste na sexta às 22h?'],
    [barberApi, 'Posso sim, até sexta.'],
  ] as const) {
    const sent = await api.post(`/api/chat/conversations/${conversationId}/messages`, { data: { body }, headers: origin() })
    expect(sent.status(), await sent.text()).toBe(201)
  }
  expect((await barberApi.post('/api/saved-jobs', { data: { job: jobId }, headers: origin() })).status()).toBe(201)
  const ticket = await barberApi.post('/api/support-tickets', {
    data: { subject: 'Dúvida', message: 'Como altero o meu vídeo de apresentação?' },
    headers: origin(),
  })
  expect(ticket.status(), await ticket.text()).toBe(201)
  const who = async (api: typeof shopApi, account: E2eAccount): Promise<Party> => {
    const me = (await (await api.get('/api/session')).json()) as { user: { id: number }; profile: { id: number } }
    return { account, userId: me.user.id, profileId: me.profile.id }
  }
  const adminAccount = await createConfirmedAccount(request, 'barber', 'Ana Admin')
  await setRoles(adminAccount.email, ['admin'])
  const parties = {
    shop: await who(shopApi, shopAccount),
    barber: await who(barberApi, barberAccount),
    admin: { account: adminAccount },
    jobId,
    conversationId,
  }
  await Promise.all([shopApi.dispose(), barberApi.dispose()])
  return parties
}

/** Every web screen a signed-in person of the role can open, the public ones included. */
function screensOf(role: 'barber' | 'shop' | 'admin', { shop, barber, jobId, conversationId }: Awaited<ReturnType<typeof marketplace>>) {
  // An admin's panel is the console (another app): the web screens it may open are the public ones and its account's.
  if (role === 'admin') {
    return [
      '/',
      '/planos',
      '/barbeiros',
      `/barbeiro/${barber.profileId}`,
      `/barbearia/${shop.profileId}`,
      `/vagas/${jobId}`,
      '/faq',
      '/suporte',
      '/conta/seguranca',
      '/conta/privacidade',
    ]
  }
  const common = [
    '/dashboard',
    '/perfil',
    `/perfil/${role === 'barber' ? shop.userId : barber.userId}`,
    '/completar-perfil',
    '/vagas-abertas',
    '/chat',
    `/chat/${conversationId}`,
    '/suporte',
    '/conta/seguranca',
    '/conta/privacidade',
    '/',
    '/planos',
    '/barbeiros',
    '/barbearias',
    `/barbeiro/${barber.profileId}`,
    `/barbearia/${shop.profileId}`,
    `/vagas/${jobId}`,
    '/faq',
    '/termos',
    '/privacidade',
    '/pagina-que-nao-existe',
  ]
  // The dashboard first: a server-rendered screen before the browser has told its zone (the `tz` cookie).
  return role === 'barber'
    ? [...common, '/painel-barbeiro', '/vagas-aplicadas', '/vagas-salvas', '/alertas']
    : [...common, '/painel-barbearia', '/vagas', '/anunciar-vaga', `/editar-vaga/${jobId}`, `/vaga/${jobId}/candidatos`, '/candidatos']
}

for (const browser of browsers) {
  test.describe(`a ${browser.locale} browser in ${browser.timezoneId}`, () => {
    test('hydrates every signed-in screen of a barber, a shop and an admin without a mismatch', async ({ browser: chromium, request, playwright }) => {
      test.setTimeout(600_000)
      const data = await marketplace(request, playwright, browser.country)
      for (const role of ['barber', 'shop', 'admin'] as const) {
        // A context of its own per role (its language sets Accept-Language): the first page is drawn
        // in the zone of the languages' country, the next ones in the browser's own.
        const context = await chromium.newContext({ locale: browser.locale, timezoneId: browser.timezoneId })
        const page = await context.newPage()
        await signIn(page, data[role].account)
        const failures: string[] = []
        for (const path of screensOf(role, data)) {
          const errors = collectHydrationErrors(page)
          await page.goto(path)
          await page.waitForLoadState('networkidle')
          if (errors.length) failures.push(`${role} ${path}: ${errors.join(' | ')}`)
          // A screen that failed to render (the error page) hydrates cleanly too, and must not pass for one that works.
          if (await page.getByRole('heading', { name: 'Algo deu errado' }).count()) failures.push(`${role} ${path}: a página de erro`)
          page.removeAllListeners('console')
          page.removeAllListeners('pageerror')
        }
        await context.close()
        expect(failures).toEqual([])
      }
    })
  })
}
