import type { Page } from '@playwright/test'
import { expect, expectAccessible, screenshotsFromTop, signIn, toastWith } from './support/fixtures'
import { test } from './support/test'
import { postJob } from './support/setup'

/**
 * The app on the phone (issue 30): installability (manifest, icons that load, a service worker with
 * a fetch handler), the offline page, a push shown by the service worker (delivered through the
 * DevTools protocol: Chromium's own push service cannot be reached here), the panel's opt-in, the
 * switches in /conta and the install offer after a first application.
 */

const readyWorker = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null)

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

test.describe('installable', () => {
  test('manifest, icons and a service worker with a fetch handler, registered on the first page load', async ({ page, request }) => {
    await page.goto('/faq')
    expect(await readyWorker(page)).toMatch(/\/sw\.js$/)
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(manifestHref).toBe('/manifest.webmanifest')

    const manifest = await (await request.get(manifestHref!)).json()
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Navalha'),
      short_name: 'Navalha',
      display: 'standalone',
      start_url: '/dashboard',
      scope: '/',
    })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png')
    for (const size of ['192x192', '512x512'])
      expect(pngs.some((icon: { sizes: string; purpose: string }) => icon.sizes === size && icon.purpose === 'any')).toBe(true)
    expect(pngs.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of pngs) {
      const response = await request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(await response.body())).toEqual({ width, height })
    }
    const worker = await (await request.get('/sw.js')).text()
    expect(worker).toMatch(/addEventListener\('fetch'/)
    expect(worker).toMatch(/addEventListener\('push'/)
  })

  test('offline, a page answers with the offline page; pages and the API are never kept', async ({ page, context, barber }) => {
    await signIn(page, barber.account)
    await page.goto('/painel-barbeiro')
    await readyWorker(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const kept = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      return urls
    })
    expect(kept).toContain('/offline.html')
    expect(kept.filter((path) => path.startsWith('/api/') || path === '/painel-barbeiro' || path === '/')).toEqual([])

    await context.setOffline(true)
    await page.goto('/vagas-abertas')
    await expect(page.getByRole('heading', { level: 1, name: 'Você está sem conexão' })).toBeVisible()
    await expectAccessible(page)
    await context.setOffline(false)
  })
})

test('the service worker shows the notification of a push', async ({ page, context, shop }) => {
  await context.grantPermissions(['notifications'])
  await signIn(page, shop.account)
  await page.goto('/painel-barbearia')
  await readyWorker(page)
  const cdp = await context.newCDPSession(page)
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(new URL(page.url()).origin))
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registrations
  const pushed = { title: 'Novo candidato', body: 'Rafael Cortes se candidatou à vaga Barbeiro para o sábado', url: '/vaga/7/candidatos', tag: 'job-7' }
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(pushed) })
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
      ),
    )
    .toEqual([{ title: pushed.title, body: pushed.body, tag: pushed.tag, data: { url: pushed.url } }])
})

test('the panel offers notifications and /conta switches each kind', async ({ page, shop }) => {
  test.slow()
  await signIn(page, shop.account)
  await page.goto('/painel-barbearia')
  await expect(page.getByRole('heading', { level: 2, name: 'Notificações no celular' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ativar notificações' })).toBeVisible()
  await expectAccessible(page)
  await screenshotsFromTop(page, 'pwa-painel-notificacoes')

  await page.goto('/conta/seguranca')
  const section = page.getByRole('region', { name: 'Notificações no celular' })
  const applicants = section.getByRole('switch', { name: 'Novo candidato em uma vaga' })
  await expect(applicants).toHaveAttribute('aria-checked', 'true')
  // A shop has no applications of its own nor job alerts; it hears of its test days (issue 41).
  await expect(section.getByRole('switch', { name: 'Teste prático: horários, confirmação e lembretes' })).toHaveAttribute('aria-checked', 'true')
  await expect(section.getByRole('switch')).toHaveCount(3)
  await applicants.click()
  await expect(toastWith(page, 'Preferência de notificação salva.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Notificações no celular' }).getByRole('switch', { name: 'Novo candidato em uma vaga' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await expectAccessible(page)
  await screenshotsFromTop(page, 'pwa-conta-notificacoes')
})

test('installing is offered once, after the first application, never on the first load', async ({ page, barber, shop }) => {
  test.slow()
  const first = await postJob(shop.api, { title: 'Barbeiro para sextas' })
  const second = await postJob(shop.api, { title: 'Barbeiro para sábados' })
  await page.addInitScript(() => {
    // Chromium fires beforeinstallprompt only for an engaged visitor; the test stands in for it.
    window.addEventListener('load', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true })
      Object.assign(event, {
        prompt: () =>
          Promise.resolve(void ((window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1)),
      })
      window.dispatchEvent(event)
    })
  })
  await signIn(page, barber.account)
  await page.goto(`/vagas/${first}`)
  await page.waitForLoadState('load')
  await expect(toastWith(page, 'Instale o Navalha no seu celular')).toHaveCount(0)
  await page.getByRole('button', { name: 'Candidatar-se' }).click()
  const offer = toastWith(page, 'Instale o Navalha no seu celular')
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Instalar' }).click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)

  await page.goto(`/vagas/${second}`)
  await page.waitForLoadState('load')
  await page.getByRole('button', { name: 'Candidatar-se' }).click()
  await expect(page.getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeVisible()
  await expect(toastWith(page, 'Candidatura enviada!')).toBeVisible({ timeout: 30_000 })
  await expect(toastWith(page, 'Instale o Navalha no seu celular')).toHaveCount(0)
})
