/**
 * 'Perto de mim' (issue 30, decision 0045) in the browser at 390 px: the browser's location when
 * the person allows it (Playwright grants it and sets the coordinates), the signed-in person's
 * profile city when they do not, a chosen city otherwise; a radius; nearest first; the filter kept
 * in the address. Each card says only what is known (issue 39 item 11, decision 0059): 'mesma
 * cidade' when the search is by that city, else how far the centre of the card's city is.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, screenshots, signIn, test, type E2eAccount } from './support/fixtures'
import { apiAs, completeBarberProfile, completeShopProfile, postJob, type Playwright } from './support/setup'

const PHONE = { width: 390, height: 844 }
/** Near Sorocaba's seat (SP), as a phone would report it. */
const SOROCABA = { latitude: -23.5022, longitude: -47.4573 }

async function newPhone(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, ...options })).newPage()
}

async function shopWithJob(request: Parameters<typeof createConfirmedAccount>[0], playwright: Playwright, name: string, city: string, title: string) {
  const shop = await createConfirmedAccount(request, 'barbershop', name)
  const api = await apiAs(playwright, shop)
  await completeShopProfile(api, shop, { city, state: 'SP', district: 'Centro' })
  await postJob(api, { title })
  await api.dispose()
  return shop
}

/** Said on the three pages while searching by distance. */
const CENTRE_NOTE = 'Distâncias até o centro de cada cidade: não usamos endereços exatos.'

const cardTitles = (page: Page) => page.locator('article h2, article h3').allInnerTexts()

test.describe.configure({ mode: 'serial' })

let barber: E2eAccount

test.beforeAll(async ({ request, playwright }) => {
  test.setTimeout(180_000)
  // Sorocaba (the point), Votorantim 5 km away, Itu 31 km, Jundiaí 68 km.
  await shopWithJob(request, playwright, 'Barbearia Sorocabana', 'Sorocaba', 'Barbeiro perto em Sorocaba')
  await shopWithJob(request, playwright, 'Corte Votorantim', 'Votorantim', 'Barbeiro perto em Votorantim')
  await shopWithJob(request, playwright, 'Navalha Ituana', 'Itu', 'Barbeiro perto em Itu')
  await shopWithJob(request, playwright, 'Barba Jundiaí', 'Jundiaí', 'Barbeiro perto em Jundiaí')
  barber = await createConfirmedAccount(request, 'barber', 'Barbeiro de Itu')
  const api = await apiAs(playwright, barber)
  await completeBarberProfile(api, barber, { city: 'Itu', state: 'SP' })
  await api.dispose()
})

test('the browser location lists the jobs nearest first, with how far each city’s centre is, within the radius chosen', async ({ browser }) => {
  const page = await newPhone(browser, { permissions: ['geolocation'], geolocation: SOROCABA })
  // The list is for signed-in people; the location wins over the profile's city (Itu).
  await signIn(page, barber)
  await page.goto('/vagas-abertas?q=barbeiro%20perto')
  await page.getByRole('button', { name: 'Perto de mim' }).click()
  await expect(page).toHaveURL(/lat=-23\.5&lng=-47\.46&raio=25/)
  const near = page.getByRole('region', { name: 'Perto de mim' })
  await expect(near).toContainText('Vagas perto de sua localização')
  await expect(near).toContainText(CENTRE_NOTE)
  await expect.poll(() => cardTitles(page)).toEqual(['Barbeiro perto em Sorocaba', 'Barbeiro perto em Votorantim'])
  // The point is not a city: the distance is to each job's city centre, and says so.
  const first = page.getByRole('article').filter({ hasText: 'Barbeiro perto em Sorocaba' })
  await expect(first).toContainText('Sorocaba, SP · a menos de 1 km do centro')
  await expect(page.getByRole('article').filter({ hasText: 'Barbeiro perto em Votorantim' })).toContainText('Votorantim, SP · a cerca de 6 km do centro')
  await expectAccessible(page)
  await screenshots(page, 'perto-vagas')

  await near.getByLabel('Raio').selectOption('50')
  await expect(page).toHaveURL(/raio=50/)
  await expect.poll(() => cardTitles(page)).toEqual(['Barbeiro perto em Sorocaba', 'Barbeiro perto em Votorantim', 'Barbeiro perto em Itu'])
  await expect(page.getByRole('article').filter({ hasText: 'Itu' })).toContainText(/Itu, SP · a cerca de 3[01] km do centro/)

  // In the address like the other filters: a reload keeps it.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Perto de mim' }).getByLabel('Raio')).toHaveValue('50')
  await expect.poll(() => cardTitles(page)).toHaveLength(3)
  await page.getByRole('button', { name: 'Remover' }).click()
  await expect(page).not.toHaveURL(/lat=/)
  await expect.poll(() => cardTitles(page)).toHaveLength(4)
  await page.context().close()
})

test('without the location, the signed-in barber’s profile city is used', async ({ browser }) => {
  const page = await newPhone(browser)
  await signIn(page, barber)
  await page.goto('/vagas-abertas?q=barbeiro%20perto')
  await page.getByRole('button', { name: 'Perto de mim' }).click()
  const near = page.getByRole('region', { name: 'Perto de mim' })
  await expect(near).toContainText('Itu, SP (cidade do seu perfil)')
  await expect.poll(() => cardTitles(page)).toEqual(['Barbeiro perto em Itu'])
  // The search is by the barber's own city: its job is in that city, at no distance anyone knows.
  const own = page.getByRole('article').filter({ hasText: 'Barbeiro perto em Itu' })
  await expect(own).toContainText('Itu, SP · mesma cidade')
  await expect(own).not.toContainText('km')
  await near.getByLabel('Raio').selectOption('50')
  await expect
    .poll(() => cardTitles(page))
    .toEqual(['Barbeiro perto em Itu', 'Barbeiro perto em Sorocaba', 'Barbeiro perto em Votorantim', 'Barbeiro perto em Jundiaí'])
  await expectAccessible(page)
  await screenshots(page, 'perto-vagas-perfil')
  await page.context().close()
})

test('a visitor without the location chooses a city in the shops directory', async ({ browser }) => {
  const page = await newPhone(browser)
  await page.goto('/barbearias')
  await page.getByRole('button', { name: 'Perto de mim' }).click()
  const chooser = page.getByRole('region', { name: 'Escolher cidade para Perto de mim' })
  // Chromium answers a location nobody granted with a refusal, or after the app's 10 s wait when loaded.
  await expect(chooser).toContainText('Não foi possível usar sua localização. Escolha uma cidade.', { timeout: 20_000 })
  await chooser.getByLabel('Estado').selectOption('SP')
  await chooser.getByLabel('Cidade').fill('sorocaba')
  await expectAccessible(page)
  await screenshots(page, 'perto-escolher-cidade')
  await chooser.getByRole('button', { name: 'Buscar perto' }).click()
  await expect(page.getByRole('region', { name: 'Perto de mim' })).toContainText('Barbearias perto de Sorocaba, SP')
  await expect(page).toHaveURL(/perto=Sorocaba/)
  const names = page.getByRole('article').getByRole('heading')
  await expect(names.first()).toHaveText('Barbearia Sorocabana')
  await expect(page.getByRole('article').first()).toContainText('Sorocaba, SP, mesma cidade')
  await expect(page.getByRole('article').filter({ hasText: 'Corte Votorantim' })).toContainText('Votorantim, SP, a cerca de')
  await expect(names).toHaveText(['Barbearia Sorocabana', 'Corte Votorantim'])
  await expectAccessible(page)
  await screenshots(page, 'perto-barbearias')

  // An unknown city is said so, in Portuguese.
  await page.getByRole('button', { name: 'Trocar cidade' }).click()
  const again = page.getByRole('region', { name: 'Escolher cidade para Perto de mim' })
  await again.getByLabel('Estado').selectOption('SP')
  await again.getByLabel('Cidade').fill('Cidade Que Não Existe')
  await again.getByRole('button', { name: 'Buscar perto' }).click()
  await expect(again).toContainText('Não encontramos as coordenadas desta cidade.')
  await page.context().close()
})

test('the barbers directory by the browser location', async ({ browser }) => {
  const page = await newPhone(browser, { permissions: ['geolocation'], geolocation: { latitude: -23.2642, longitude: -47.2992 } })
  await page.goto('/barbeiros?q=barbeiro%20de%20itu')
  await page.getByRole('button', { name: 'Perto de mim' }).click()
  await expect(page.getByRole('region', { name: 'Perto de mim' })).toContainText('Barbeiros perto de sua localização')
  await expect(page.getByRole('article').filter({ hasText: 'Barbeiro de Itu' })).toContainText('Itu, SP, a menos de 1 km do centro')
  await expectAccessible(page)
  await screenshots(page, 'perto-barbeiros')
  await page.context().close()
})

test('a barber in Pinheiros: São Paulo’s jobs read São Paulo, never a distance finer than the data (issue 39)', async ({ browser, request, playwright }) => {
  await shopWithJob(request, playwright, 'Navalha da Sé', 'São Paulo', 'Barbeiro paulistano pinheirense')
  const paulistano = await createConfirmedAccount(request, 'barber', 'Barbeiro de Pinheiros')
  const api = await apiAs(playwright, paulistano)
  await completeBarberProfile(api, paulistano, { city: 'São Paulo', state: 'SP', district: 'Pinheiros' })
  await api.dispose()

  // By the profile's city: the job is in the barber's own city.
  const page = await newPhone(browser)
  await signIn(page, paulistano)
  await page.goto('/vagas-abertas?q=pinheirense')
  await page.getByRole('button', { name: 'Perto de mim' }).click()
  await expect(page.getByRole('region', { name: 'Perto de mim' })).toContainText('São Paulo, SP (cidade do seu perfil)')
  const card = page.getByRole('article').filter({ hasText: 'Barbeiro paulistano pinheirense' })
  await expect(card).toContainText('São Paulo, SP · mesma cidade')
  await expect(card).not.toContainText('km')
  await screenshots(page, 'perto-mesma-cidade')
  await page.context().close()

  // By the phone's location in Pinheiros: how far the centre is, said as such.
  const located = await newPhone(browser, { permissions: ['geolocation'], geolocation: { latitude: -23.5667, longitude: -46.6936 } })
  await signIn(located, paulistano)
  await located.goto('/vagas-abertas?q=pinheirense')
  await located.getByRole('button', { name: 'Perto de mim' }).click()
  const there = located.getByRole('article').filter({ hasText: 'Barbeiro paulistano pinheirense' })
  await expect(there).toContainText('São Paulo, SP · a cerca de 6 km do centro')
  await expect(there).not.toContainText(/· a 6 km/)
  await expectAccessible(located)
  await screenshots(located, 'perto-centro-da-cidade')
  await located.context().close()
})
