import type { Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, test } from './support/fixtures'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

const headers = () => ({ origin: process.env.E2E_BASE_URL! })

/** The counted lists say how many they hold and how many pages there are, on the first page and the last. */
async function expectTwoPages(page: Page, path: string, count: string, screenshot: string) {
  await page.goto(path)
  const main = page.getByRole('main')
  const pagination = main.getByRole('navigation', { name: 'Paginação' })
  await expect(main.getByText(count, { exact: true })).toBeVisible()
  await expect(pagination.getByText('Página 1 de 2')).toBeVisible()
  await pagination.getByRole('button', { name: 'Próxima' }).click()
  await expect(pagination.getByText('Página 2 de 2')).toBeVisible()
  await expect(pagination.getByRole('button', { name: 'Próxima' })).toBeDisabled()
  await expect(main.getByText(count, { exact: true })).toBeVisible()
  await expectAccessible(page)
  await screenshotsFromTop(page, screenshot)
}

test('a shop with 21 jobs and a barber who saved and applied to all of them see the totals and the page count', async ({ page, playwright }) => {
  test.setTimeout(180_000)
  const setup = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: headers() })
  const shop = await createConfirmedAccount(setup, 'barbershop', 'Barbearia Vinte e Uma')
  const barber = await createConfirmedAccount(setup, 'barber', 'Tiago Moreira')
  await setup.dispose()

  const shopApi = await apiAs(playwright, shop)
  await completeShopProfile(shopApi, shop)
  const barberApi = await apiAs(playwright, barber)
  await completeBarberProfile(barberApi, barber)
  for (let n = 1; n <= 21; n++) {
    const jobId = await postJob(shopApi, { title: `Barbeiro para a cadeira ${n}` })
    expect((await barberApi.post('/api/saved-jobs', { data: { job: jobId }, headers: headers() })).status()).toBe(201)
    await applyTo(barberApi, jobId)
  }
  await shopApi.dispose()
  await barberApi.dispose()

  await signIn(page, shop)
  await expectTwoPages(page, '/vagas', '21 vagas', 'vagas-minhas-pagina-2')
  await expectTwoPages(page, '/candidatos', '21 candidatos', 'candidatos-pagina-2')

  await page.context().clearCookies()
  await signIn(page, barber)
  await expectTwoPages(page, '/vagas-salvas', '21 vagas salvas', 'vagas-salvas-pagina-2')
  await page.goto('/vagas-aplicadas')
  const pagination = page.getByRole('main').getByRole('navigation', { name: 'Paginação' })
  await expect(page.getByRole('group', { name: 'Filtrar por status' }).getByRole('button', { name: /Todas/ })).toHaveText(/21\s*Todas/)
  await expect(pagination.getByText('Página 1 de 2')).toBeVisible()
})
