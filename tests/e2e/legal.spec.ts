import type { Page } from '@playwright/test'
import { PRODUCT_COOKIES } from '#domain/legal'
import { createConfirmedAccount, expect, expectAccessible, screenshots, signIn, sql, test, type E2eAccount } from './support/fixtures'

/**
 * Terms and privacy (issue 25, decision 0034): a person reads the terms from the sign-up form on a
 * phone; when editors publish a new version, a signed-in person is stopped by a dialog with what
 * changed until they accept it; the browser holds no cookie the policy does not list.
 */

const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 })
const CHANGES = 'Explicamos melhor como as avaliações são moderadas.'

test.describe('termos e privacidade', () => {
  test.describe.configure({ timeout: 120_000 })
  let barber: E2eAccount

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    barber = await createConfirmedAccount(api, 'barber', 'Bruno Termos')
    await api.dispose()
  })

  // The versions this file publishes would stop every later file's people: gone again after it.
  test.afterAll(async () => {
    await sql(`DELETE FROM consents WHERE version > 1`)
    await sql(`DELETE FROM legal_documents WHERE version > 1`)
  })

  test('the sign-up links to the terms and the policy, which open in a new tab', async ({ page, context }) => {
    await phone(page)
    await page.goto('/cadastro')
    const form = page.getByRole('tabpanel', { name: 'Cadastrar' })
    const [terms] = await Promise.all([context.waitForEvent('page'), form.getByRole('link', { name: /Termos de Uso/ }).click()])
    await terms.waitForLoadState()
    await expect(terms).toHaveURL(/\/termos$/)
    await expect(terms.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible()
    await expect(terms.getByText(/Versão \d+, publicada em/)).toBeVisible()
    await expect(terms.getByRole('heading', { name: 'Regras de uso' })).toBeVisible()
    await expectAccessible(terms)
    await screenshots(terms, 'termos')

    await page.goto('/privacidade')
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cookies que usamos' })).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'privacidade')
    // The footer links to both.
    await expect(page.getByRole('navigation', { name: 'Documentos legais' }).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos')
  })

  test('a new version of the terms stops a signed-in person until they accept it', async ({ page, playwright }) => {
    // An editor publishes version 2 through the API, as the console does.
    const editor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    const editorAccount = await createConfirmedAccount(editor, 'barber', 'Edite Editora')
    await sql(`INSERT INTO users_roles ("order", parent_id, value) SELECT 9, id, 'editor' FROM users WHERE email = $1`, [editorAccount.email])
    const origin = { origin: process.env.E2E_BASE_URL! }
    expect((await editor.post('/api/users/login', { data: { email: editorAccount.email, password: editorAccount.password }, headers: origin })).status()).toBe(
      200,
    )
    const [current] = await sql<{ body: unknown }>(`SELECT body FROM legal_documents WHERE document = 'terms' ORDER BY version DESC LIMIT 1`)
    const published = await editor.post('/api/admin/legal-documents', { data: { document: 'terms', body: current.body, changes: CHANGES }, headers: origin })
    expect(published.status(), await published.text()).toBe(201)
    await editor.dispose()

    await phone(page)
    await signIn(page, barber)
    await page.goto('/vagas-abertas')
    const dialog = page.getByRole('dialog', { name: 'Atualizamos nossos documentos' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(CHANGES)).toBeVisible()
    await expect(dialog.getByText(/Termos de Uso: versão 2/)).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'excluir sua conta' })).toHaveAttribute('href', '/conta/privacidade')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'aceite-dialogo')

    // Reading the full text is allowed; coming back, the dialog is still there.
    await dialog.getByRole('link', { name: 'Ler o texto completo' }).click()
    await expect(page).toHaveURL(/\/termos$/)
    await expect(dialog).toBeHidden()
    await page.goBack()
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'Li e aceito' }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(dialog).toBeHidden()
    const mine = await page.request.get('/api/me/consents', { headers: { origin: process.env.E2E_BASE_URL! } })
    expect((await mine.json()).docs).toContainEqual(expect.objectContaining({ document: 'terms', version: 2 }))
  })

  test('the browser holds only the cookies the policy lists', async ({ browser }) => {
    // A browser in another zone than the server's, so the page's script sets its time-zone cookie too.
    const context = await browser.newContext({ timezoneId: 'Europe/Lisbon', locale: 'pt-BR' })
    const page = await context.newPage()
    await signIn(page, barber)
    for (const path of ['/', '/vagas-abertas', '/barbeiros', '/privacidade', '/painel-barbeiro']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    const listed = new Set<string>(PRODUCT_COOKIES.map((cookie) => cookie.name))
    const names = (await context.cookies()).map((cookie) => cookie.name)
    expect(names).toContain('tz')
    expect(names.filter((name) => !listed.has(name))).toEqual([])
    await context.close()
  })
})
