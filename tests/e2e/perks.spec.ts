/**
 * Plan perks (issue 12, decision 0024) at 390 px: an annual subscriber's Premium badge and
 * 'Destaque' in the directory and on the public profile, 'Recomendadas para você' on the barber
 * panel, barber recommendations on the shop panel, the same recommendations in the trial (decision
 * 0055), and the upsell for a plan without them.
 */
import type { Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, sql, test, waitForMail, type E2eAccount } from './support/fixtures'
import { apiAs, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

/** What the browser logs as an error from now on: console errors and every refused request (a 403 shows as one). */
function loggedErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  return errors
}

/** Set-up only: the account pays this plan, as the sandbox checkout leaves it. */
const subscribe = (account: E2eAccount, months: number) =>
  sql(
    `UPDATE users SET subscription_status = 'active', subscription_end = now() + interval '30 days', trial_ends_at = now() - interval '1 day',
       subscription_plan_id = (SELECT id FROM plans WHERE country = 'BR' AND audience = $2 AND months = $3) WHERE email = $1`,
    [account.email, account.type, months],
  )

test.describe('plan perks', () => {
  test('an annual barber shows Premium Barber and Destaque, and gets recommendations (390 px)', async ({ page, request, playwright }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Navalha de Ouro')
    const shopApi = await apiAs(playwright, shop)
    await completeShopProfile(shopApi, shop, { state: 'PR', city: 'Londrina', district: 'Centro' })
    const barber = await createConfirmedAccount(request, 'barber', 'Thiago Premiado Albuquerque')
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber, { state: 'PR', city: 'Londrina', experienceYears: 3 })
    await barberApi.dispose()
    await subscribe(barber, 12)

    const jobTitle = 'Barbeiro para o centro de Londrina'
    await postJob(shopApi, { title: jobTitle, experienceRequired: 2 })
    await postJob(shopApi, { title: 'Barbeiro mestre com muita estrada', experienceRequired: 5 })
    await shopApi.dispose()
    await subscribe(shop, 6)

    // Early access: the annual barber of the city hears of the job it fits by e-mail, at once.
    const alert = await waitForMail(barber.email, (mail) => mail.subject === `Nova vaga em Londrina: ${jobTitle}`, 60_000)
    expect(alert.text).toContain('Como assinante do plano Anual, você recebe este aviso assim que a vaga é publicada.')

    await page.goto('/barbeiros?q=Premiado')
    const card = page.getByRole('article', { name: 'Thiago Premiado Albuquerque' })
    await expect(card.getByRole('button', { name: /Premium Barber/ })).toBeVisible()
    await expect(card.getByRole('button', { name: /Destaque/ })).toBeVisible()
    await card.getByRole('button', { name: /Premium Barber/ }).click()
    await expect(card.getByText('Barbeiro assinante do plano Anual do Navalha.')).toBeVisible()
    // The explanation stays inside a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'perks-diretorio-premium')

    await card.getByRole('link', { name: /Ver Perfil Completo/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thiago Premiado Albuquerque' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Premium Barber/ })).toBeVisible()
    await screenshotsFromTop(page, 'perks-perfil-premium')

    await signIn(page, barber)
    await page.goto('/painel-barbeiro')
    const recommended = page.getByRole('region', { name: 'Recomendadas para você' })
    await expect(recommended.getByRole('link', { name: jobTitle })).toBeVisible()
    // Five years asked for, three in the profile: not recommended.
    await expect(recommended.getByText('Barbeiro mestre com muita estrada')).toHaveCount(0)
    await expect(recommended.getByRole('button', { name: /Destaque/ })).toBeVisible()
    await expectAccessible(page)
    await recommended.scrollIntoViewIfNeeded()
    await screenshotsFromTop(page, 'perks-painel-recomendadas')

    await page.goto('/vagas-abertas')
    const job = page.getByRole('article', { name: jobTitle })
    await expect(job.getByRole('button', { name: /Destaque/ })).toBeVisible()
    // Featured jobs are shown apart, above the list, which keeps its own order (issue 40).
    await expect(page.getByRole('region', { name: 'Vagas em destaque' }).getByRole('link', { name: jobTitle })).toBeVisible()
    await screenshotsFromTop(page, 'perks-vagas-destaque')

    // Off the app before the cookie goes: its unread-messages poll, sent without a session, answered 401 (an error in the log).
    await page.goto('about:blank')
    await page.context().clearCookies()
    await signIn(page, shop)
    await page.goto('/painel-barbearia')
    const barbers = page.getByRole('region', { name: 'Recomendações de barbeiros' })
    await expect(barbers.getByRole('link', { name: 'Thiago Premiado Albuquerque' })).toBeVisible()
    await screenshotsFromTop(page, 'perks-painel-barbearia')
  })

  test('the trial has the recommendations on both panels, and /planos says what the trial includes (decision 0055)', async ({ page, request, playwright }) => {
    test.setTimeout(180_000)
    // A retry runs on the same database: its job and barber get names of their own, or each link would be there twice.
    const attempt = test.info().retry ? ` ${test.info().retry + 1}` : ''
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Testando Tudo')
    const shopApi = await apiAs(playwright, shop)
    await completeShopProfile(shopApi, shop, { state: 'SC', city: 'Blumenau', district: 'Centro' })
    const jobTitle = `Barbeiro para o centro de Blumenau${attempt}`
    await postJob(shopApi, { title: jobTitle })
    await shopApi.dispose()
    const barberName = `Caio Experimentando${attempt}`
    const barber = await createConfirmedAccount(request, 'barber', barberName)
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber, { state: 'SC', city: 'Blumenau', experienceYears: 2 })
    await barberApi.dispose()

    const errors = loggedErrors(page)
    await signIn(page, barber)
    await page.goto('/painel-barbeiro')
    const recommended = page.getByRole('region', { name: 'Recomendadas para você' })
    await expect(recommended.getByRole('link', { name: jobTitle })).toBeVisible()
    await expect(recommended.getByText('Recurso dos planos Semestral e Anual')).toHaveCount(0)
    await recommended.scrollIntoViewIfNeeded()
    await screenshotsFromTop(page, 'perks-painel-barbeiro-teste')

    await page.goto('/planos')
    const guarantee = page.getByRole('complementary', { name: 'Garantia de 3 dias grátis' })
    await expect(guarantee).toContainText('Toda conta nova tem 3 dias grátis com todos os recursos: candidaturas sem limite, chat e vagas recomendadas.')
    await expect(guarantee).toContainText('O Destaque nas listas, o selo Premium Barber e o aviso antecipado de vagas são só dos assinantes.')
    await screenshotsFromTop(page, 'perks-planos-teste-barbeiro')

    // Off the app before the cookie goes: its unread-messages poll, sent without a session, answered 401 (an error in the log).
    await page.goto('about:blank')
    await page.context().clearCookies()
    await signIn(page, shop)
    await page.goto('/painel-barbearia')
    const barbers = page.getByRole('region', { name: 'Recomendações de barbeiros' })
    await expect(barbers.getByRole('link', { name: barberName })).toBeVisible()
    await barbers.scrollIntoViewIfNeeded()
    await screenshotsFromTop(page, 'perks-painel-barbearia-teste')
    await page.goto('/planos')
    await expect(page.getByRole('complementary', { name: 'Garantia de 3 dias grátis' })).toContainText(
      'Toda conta nova tem 3 dias grátis com todos os recursos: vagas sem limite, chat e recomendações de barbeiros. O Destaque nas listas e o selo Premium Barbershop são só dos assinantes.',
    )
    expect(errors).toEqual([])
  })

  test('a Trimestral barber is told which plans include recommendations, without a refused request (390 px)', async ({ page, request, playwright }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const barber = await createConfirmedAccount(request, 'barber', 'Caio Trimestral')
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber)
    await barberApi.dispose()
    await subscribe(barber, 3)
    const errors = loggedErrors(page)
    const asked: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/recommendations/')) asked.push(sent.url())
    })
    await signIn(page, barber)
    await page.goto('/painel-barbeiro')
    const recommended = page.getByRole('region', { name: 'Recomendadas para você' })
    await expect(recommended.getByText('Recomendações de vagas fazem parte dos planos Semestral e Anual.')).toBeVisible()
    await expect(recommended.getByText('Recurso dos planos Semestral e Anual')).toBeVisible()
    await recommended.scrollIntoViewIfNeeded()
    await screenshotsFromTop(page, 'perks-painel-upsell')
    // The panel knew from the session: no request refused with 403, nothing logged.
    expect(asked).toEqual([])
    expect(errors).toEqual([])
    await recommended.getByRole('link', { name: 'Ver Planos' }).click()
    await expect(page).toHaveURL(/\/planos$/)
    await expect(page.getByText('Acesso antecipado: novas vagas da sua cidade por e-mail assim que publicadas')).toBeVisible()
    await screenshotsFromTop(page, 'perks-planos-barbeiro')
  })
})
