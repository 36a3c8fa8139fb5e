import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { generateCnpj, generateCpf, generateNif, generateNipc, maskCnpj, maskCpf, maskNif, maskNipc } from '#domain/documents'

export { expect, test } from '@playwright/test'

/** E-mails the app sent, read from the SMTP catcher started by globalSetup. */
export type Mail = { to: string[]; subject: string; text: string; html: string }

export async function waitForMail(to: string, match: (mail: Mail) => boolean = () => true, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[]
    const found = messages.filter(match).at(-1)
    if (found) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`nenhum e-mail para ${to} em ${timeoutMs} ms`)
}

/** The first link to `path` in an e-mail. */
export function linkIn(mail: Mail, path: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).find((url) => new URL(url).pathname.startsWith(path))
  if (!link) throw new Error(`nenhum link para ${path} em «${mail.subject}»`)
  return link
}

let counter = 0
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@e2e.navalha.test`

export type E2eAccount = { type: 'barber' | 'barbershop'; name: string; email: string; password: string; document: string; phone: string }

/** A confirmed account made through the real sign-up and confirmation endpoints. */
export async function createConfirmedAccount(request: APIRequestContext, type: 'barber' | 'barbershop', name?: string): Promise<E2eAccount> {
  const account: E2eAccount = {
    type,
    name: name ?? (type === 'barber' ? 'Lucas Pereira' : 'Barbearia Corte Fino'),
    email: uniqueEmail(type),
    password: 'segredo123',
    document: type === 'barber' ? maskCpf(generateCpf()) : maskCnpj(generateCnpj()),
    phone: type === 'barber' ? '(11) 98765-4321' : '(21) 3456-7890',
  }
  const baseURL = process.env.E2E_BASE_URL!
  const signup = await request.post(`${baseURL}/api/signup`, {
    data: { userType: type, name: account.name, document: account.document, phone: account.phone, email: account.email, password: account.password },
    headers: { origin: baseURL },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const mail = await waitForMail(account.email)
  const token = new URL(linkIn(mail, '/verificar-email')).searchParams.get('token')
  const verified = await request.post(`${baseURL}/api/auth/verify-email`, { data: { token }, headers: { origin: baseURL } })
  expect(verified.status()).toBe(200)
  return account
}

/** Signs the browser in through the API (the session cookie lands in the page's context). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const baseURL = process.env.E2E_BASE_URL!
  const response = await page.request.post(`${baseURL}/api/users/login`, {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/** The toast (sonner) that says `text`, in its title or its description. */
export const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Errors the page logs or throws from now on, hydration warnings included: a page that arrives rendered must hydrate cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Full-page screenshots at phone (390 px) and desktop (1280 px) widths, kept for review in test-results/screenshots/. */
export async function screenshots(page: Page, name: string) {
  const original = page.viewportSize()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    // Transitions (a sidebar resizing with the viewport) are shown finished, not half-way.
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true, animations: 'disabled' })
  }
  if (original) await page.setViewportSize(original)
}

/** The screenshots, taken from the top of the page so the sticky header sits where a visitor sees it. */
export async function screenshotsFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshots(page, name)
}

/**
 * Direct SQL on the e2e database, for states no public endpoint can reach in a test (a trial that
 * ended, a verified badge, an admin role). Only for set-up: never to check what the app did.
 */
export async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(query, params)).rows as T[]
  } finally {
    await client.end()
  }
}

/** Ends an account's free trial (no plan): the account is then locked. */
export const endTrial = (email: string) => sql(`UPDATE users SET trial_ends_at = now() - interval '1 hour' WHERE email = $1`, [email])

/** A confirmed account in Portugal (issue 16): a generated NIF or NIPC and a +351 phone, through the real sign-up and confirmation. */
export async function createConfirmedPortugueseAccount(request: APIRequestContext, type: 'barber' | 'barbershop', name?: string): Promise<E2eAccount> {
  const account: E2eAccount = {
    type,
    name: name ?? (type === 'barber' ? 'Tiago Ferreira' : 'Barbearia Alfama'),
    email: uniqueEmail(`${type}.pt`),
    password: 'segredo123',
    document: type === 'barber' ? maskNif(generateNif()) : maskNipc(generateNipc()),
    phone: type === 'barber' ? '912 345 678' : '213 456 789',
  }
  const baseURL = process.env.E2E_BASE_URL!
  const signup = await request.post(`${baseURL}/api/signup`, {
    data: {
      country: 'PT',
      userType: type,
      name: account.name,
      document: account.document,
      phone: account.phone,
      email: account.email,
      password: account.password,
    },
    headers: { origin: baseURL },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const token = new URL(linkIn(await waitForMail(account.email), '/verificar-email')).searchParams.get('token')
  const verified = await request.post(`${baseURL}/api/auth/verify-email`, { data: { token }, headers: { origin: baseURL } })
  expect(verified.status()).toBe(200)
  return account
}
