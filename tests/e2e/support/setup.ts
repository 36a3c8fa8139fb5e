import type { APIRequestContext, Browser, BrowserContextOptions, Page, PlaywrightWorkerArgs } from '@playwright/test'
import type { MediaFolder } from '#domain/media'
import { flatJpeg, flatPng, mp4 } from '../../fixtures/media'
import { createConfirmedAccount, expect, signIn, type E2eAccount } from './fixtures'

/**
 * Set-up through the HTTP API, as the app itself makes it: a request context signed in as an
 * account, uploads, complete profiles and jobs. Each spec passes the values its assertions read;
 * the rest are plausible defaults. Every call sends the Origin header the server's CSRF rule asks
 * of requests with a session cookie, so any request context will do.
 */

export type Playwright = PlaywrightWorkerArgs['playwright']
type File = { name: string; mimeType: string; buffer: Buffer }

const origin = () => ({ origin: process.env.E2E_BASE_URL! })

const idOf = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => ((await response.json()) as { doc: { id: number } }).doc.id

/** Signs a request context in as the account: its cookies keep the session. */
export async function logIn(api: APIRequestContext, account: { email: string; password: string }) {
  const response = await api.post('/api/users/login', { data: { email: account.email, password: account.password }, headers: origin() })
  expect(response.status(), await response.text()).toBe(200)
}

/** A request context of its own, signed in as the account (another user than the page's). */
export async function apiAs(playwright: Playwright, account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL!, extraHTTPHeaders: origin() })
  await logIn(api, account)
  return api
}

/** A picture drawn by sharp, large enough for the server to make its thumbnail and card sizes. */
export async function imageFile(name: string, background: string, { width = 320, height = 320 } = {}): Promise<File> {
  const png = name.endsWith('.png')
  return { name, mimeType: png ? 'image/png' : 'image/jpeg', buffer: await (png ? flatPng : flatJpeg)(width, height, background) }
}

/** An MP4 the server accepts; a larger `mdatBytes` makes an upload slow enough to watch. */
export function videoFile({ seconds, mdatBytes }: { seconds: number; mdatBytes?: number }): File {
  return { name: 'apresentacao.mp4', mimeType: 'video/mp4', buffer: mp4({ seconds, mdatBytes }) }
}

/** Uploads crawl at `bytesPerSecond`, so a test sees the progress bars move (Chromium's own throttling, no mock); answers the undo. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond })
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
}

/** POST /api/media: the new media's id. */
async function upload(api: APIRequestContext, folder: MediaFolder, file: File): Promise<number> {
  const response = await api.post('/api/media', { multipart: { file, _payload: JSON.stringify({ folder }) }, headers: origin() })
  expect(response.status(), await response.text()).toBe(201)
  return idOf(response)
}

type ShopProfile = { name: string; description: string; whatsapp: string; address: string; state: string; city: string; district: string }

/** A barbershop profile with every required field (PUT /api/me/profile), on `api` signed in as the shop. */
export async function completeShopProfile(api: APIRequestContext, shop: E2eAccount, fields: Partial<ShopProfile> = {}) {
  const response = await api.put('/api/me/profile', {
    data: {
      name: shop.name,
      cnpj: shop.document,
      description: 'Barbearia tradicional no centro, com seis cadeiras e clientela fiel.',
      whatsapp: shop.phone,
      address: 'Rua Augusta, 1500',
      state: 'SP',
      city: 'São Paulo',
      district: 'Consolação',
      ...fields,
    },
    headers: origin(),
  })
  expect(response.status(), await response.text()).toBe(200)
}

type BarberProfile = {
  age: number
  experienceYears: number
  bio: string
  instagram: string
  specialties: string[]
  state: string
  city: string
  district: string
}

/** A barber profile with every required field, its photo and presentation video uploaded first. */
export async function completeBarberProfile(api: APIRequestContext, barber: E2eAccount, fields: Partial<BarberProfile> = {}) {
  const photo = await upload(api, 'photos', await imageFile('foto.jpg', '#92400e'))
  const video = await upload(api, 'videos', videoFile({ seconds: 20 }))
  const response = await api.put('/api/me/profile', {
    data: {
      name: barber.name,
      age: 30,
      experienceYears: 5,
      bio: 'Barbeiro especialista em degradê e barba, com anos de cadeira.',
      state: 'SP',
      city: 'São Paulo',
      district: 'Centro',
      ...fields,
      photo,
      video,
    },
    headers: origin(),
  })
  expect(response.status(), await response.text()).toBe(200)
}

export type JobInput = { title: string; description?: string; salary?: string; schedule?: string; contractType?: string; experienceRequired?: number }

/** POST /api/jobs on `api` signed in as a shop with a complete profile: the job's id. */
export async function postJob(api: APIRequestContext, job: JobInput): Promise<number> {
  const response = await api.post('/api/jobs', {
    data: { description: 'Procuramos barbeiro caprichoso para atender de terça a sábado.', ...job },
    headers: origin(),
  })
  expect(response.status(), await response.text()).toBe(201)
  return idOf(response)
}

/** POST /api/applications on `api` signed in as a barber: the application's id. */
export async function applyTo(api: APIRequestContext, jobId: number): Promise<number> {
  const response = await api.post('/api/applications', { data: { job: jobId }, headers: origin() })
  expect(response.status(), await response.text()).toBe(201)
  return idOf(response)
}

/** A phone-sized page (390 × 844) in a context of its own, with any other options of the context. */
export async function newPhone(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 390, height: 844 }, ...options })).newPage()
}

/** A shop and a barber with complete profiles (posting and applying need them), each signed in on a phone of its own. */
export async function shopAndBarberOnPhones(browser: Browser, request: APIRequestContext, playwright: Playwright, names: { shop: string; barber: string }) {
  const shopAccount = await createConfirmedAccount(request, 'barbershop', names.shop)
  const barberAccount = await createConfirmedAccount(request, 'barber', names.barber)
  for (const [account, complete] of [
    [shopAccount, completeShopProfile],
    [barberAccount, completeBarberProfile],
  ] as const) {
    const api = await apiAs(playwright, account)
    await complete(api, account)
    await api.dispose()
  }
  const shop = await newPhone(browser)
  const barber = await newPhone(browser)
  await signIn(shop, shopAccount)
  await signIn(barber, barberAccount)
  return { shopAccount, barberAccount, shop, barber }
}
