/**
 * Issue 14 on a phone (390 px): after a hire both sides review each other; neither side's review
 * shows on the other's profile until both have (double-blind); then the profiles show the average,
 * the distribution and the review, server-rendered; the shop answers once; anyone signed in may
 * report. Every account is made by the test itself.
 */
import { collectPageErrors, createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, sql, test, toastWith } from './support/fixtures'
import { applyTo, apiAs, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

test.use({ viewport: { width: 390, height: 844 } })

test('after a hire both sides review, and the profiles show it once both have', async ({ browser, request, playwright }) => {
  test.setTimeout(180_000)
  const word = `Astro${Date.now().toString(36)}`
  const shopAccount = await createConfirmedAccount(request, 'barbershop', `Barbearia ${word}`)
  const barberAccount = await createConfirmedAccount(request, 'barber', 'Renato Farias')
  const shopApi = await apiAs(playwright, shopAccount)
  const barberApi = await apiAs(playwright, barberAccount)
  await completeShopProfile(shopApi, shopAccount, { state: 'SP', city: 'Campinas', district: 'Cambuí' })
  await completeBarberProfile(barberApi, barberAccount, { state: 'SP', city: 'Campinas' })
  const jobId = await postJob(shopApi, { title: `Barbeiro ${word}` })
  const applicationId = await applyTo(barberApi, jobId)
  for (const status of ['accepted', 'hired']) {
    const changed = await shopApi.patch(`/api/applications/${applicationId}`, { data: { status }, headers: { origin: process.env.E2E_BASE_URL! } })
    expect(changed.status(), await changed.text()).toBe(200)
  }
  const me = async (api: typeof shopApi, path: string) => (await (await api.get(path)).json()) as { profile: { id: number } }
  const shopId = (await me(shopApi, '/api/me/profile')).profile.id
  const barberId = (await me(barberApi, '/api/me/profile')).profile.id

  // The barber is asked on /vagas-aplicadas and rates with the keyboard: Tab to the stars, arrows to 4.
  const barber = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signIn(barber, barberAccount)
  await barber.goto('/vagas-aplicadas')
  const hired = barber
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: `Barbeiro ${word}` })
  await expect(hired.getByText(`Como foi trabalhar com Barbearia ${word}?`)).toBeVisible()
  await hired.getByRole('button', { name: 'Avaliar' }).click()
  const form = barber.getByRole('form', { name: `Avaliar Barbearia ${word}` })
  await form.getByRole('radio', { name: '1 estrela', exact: true }).focus()
  for (let step = 0; step < 3; step++) await barber.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: '4 estrelas' })).toBeChecked()
  await form.getByLabel('Comentário (opcional)').fill('Equipe acolhedora e agenda cheia desde o primeiro dia.')
  await expectAccessible(barber)
  await screenshotsFromTop(barber, 'reviews-form')
  await form.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(toastWith(barber, 'Avaliação enviada!')).toBeVisible()
  await expect(hired.getByText('Você deu 4 estrelas')).toBeVisible()
  await expect(hired.getByText('Ela aparece no perfil quando os dois lados avaliarem')).toBeVisible()

  // Blind: the shop's public page does not show it yet, to anyone.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  // The public profiles are server-rendered: they must hydrate cleanly with their reviews.
  const visitorErrors = collectPageErrors(visitor)
  await visitor.goto(`/barbearia/${shopId}`)
  await expect(visitor.getByRole('region', { name: 'Avaliações' }).getByText('Sem avaliações ainda.')).toBeVisible()

  // The shop is asked on /candidatos (the e-mail's link opens the form by itself) and rates 5 by clicking.
  const shop = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signIn(shop, shopAccount)
  await shop.goto(`/candidatos?status=hired&avaliar=${applicationId}`)
  const shopForm = shop.getByRole('form', { name: 'Avaliar Renato Farias' })
  await shopForm.locator('label').filter({ hasText: '5 estrelas' }).click()
  await expect(shopForm.getByRole('radio', { name: '5 estrelas' })).toBeChecked()
  await shopForm.getByLabel('Comentário (opcional)').fill('Pontual, caprichoso no degradê e ótimo com os clientes.')
  await shopForm.getByRole('button', { name: 'Enviar avaliação' }).click()
  await expect(toastWith(shop, 'Avaliação enviada!')).toBeVisible()

  // Both have reviewed: the barber's profile shows it, rendered by the server.
  const html = await (await request.get(`/barbeiro/${barberId}`)).text()
  expect(html).toContain('Pontual, caprichoso no degradê e ótimo com os clientes.')
  await visitor.goto(`/barbeiro/${barberId}`)
  await visitor.waitForLoadState('networkidle')
  const barberReviews = visitor.getByRole('region', { name: 'Avaliações' })
  await expect(barberReviews.getByText('Média 5,0', { exact: true })).toBeVisible()
  await expect(barberReviews.getByText('1 avaliação', { exact: true })).toBeVisible()
  await expect(barberReviews.getByRole('list', { name: 'Distribuição das notas' }).getByRole('listitem')).toHaveCount(5)
  await expect(barberReviews.getByText(`Barbearia ${word}`)).toBeVisible()
  await expectAccessible(visitor)
  await screenshotsFromTop(visitor, 'reviews-barber-profile')

  // The shop's profile shows the barber's review; its owner answers once, publicly.
  await shop.goto(`/barbearia/${shopId}`)
  // Server-rendered with the session: the buttons are there before the page hydrates.
  await shop.waitForLoadState('networkidle')
  const shopReviews = shop.getByRole('region', { name: 'Avaliações' })
  await expect(shopReviews.getByText('Média 4,0', { exact: true })).toBeVisible()
  await expect(shopReviews.getByText('Renato', { exact: true })).toBeVisible()
  await shopReviews.getByRole('button', { name: 'Responder' }).click()
  await shopReviews.getByLabel(/Sua resposta/).fill('Obrigado, Renato! Volte sempre.')
  await shopReviews.getByRole('button', { name: 'Publicar resposta' }).click()
  await expect(toastWith(shop, 'Resposta publicada!')).toBeVisible()
  await expect(shopReviews.getByText('Obrigado, Renato! Volte sempre.')).toBeVisible()
  await expect(shopReviews.getByRole('button', { name: 'Responder' })).toHaveCount(0)

  // Someone signed in reports it; a visitor is not offered the button.
  await barber.goto(`/barbearia/${shopId}`)
  await barber.waitForLoadState('networkidle')
  await barber.getByRole('region', { name: 'Avaliações' }).getByRole('button', { name: 'Denunciar' }).click()
  await expect(toastWith(barber, 'Denúncia enviada. Nossa equipe vai analisar.')).toBeVisible()
  await visitor.goto(`/barbearia/${shopId}`)
  await expect(visitor.getByRole('region', { name: 'Avaliações' }).getByText('Obrigado, Renato! Volte sempre.')).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Denunciar' })).toHaveCount(0)
  await screenshotsFromTop(visitor, 'reviews-shop-profile')
  expect(visitorErrors).toEqual([])
})

// FIXME(issue 29 follow-up): after the 2026-11-27 merges the 'Somente verificados' box stops
// toggling in this walk (Playwright: "Clicking the checkbox did not change its state") right after
// the rating filter went back to 'Todas'; the rating filter itself works. Set aside so CI can land,
// to be found and fixed first in the next session.
test('the directory filters by minimum rating and verified only, in the address', async ({ page, request, playwright }) => {
  const word = `Filtro${Date.now().toString(36)}`
  const [rated, checked] = await Promise.all([
    createConfirmedAccount(request, 'barber', `Avaliado ${word}`),
    createConfirmedAccount(request, 'barber', `Conferido ${word}`),
  ])
  for (const account of [rated, checked]) await completeBarberProfile(await apiAs(playwright, account), account, { state: 'SP', city: 'Santos' })
  // Set-up only: a rating as the review hooks would keep it, and an admin's check.
  await sql(`UPDATE barbers SET rating = 4.9, rating_count = 12 WHERE name = $1`, [`Avaliado ${word}`])
  await sql(`UPDATE barbers SET verified = true WHERE name = $1`, [`Conferido ${word}`])

  await page.goto(`/barbeiros?q=${word}`)
  await page.waitForLoadState('networkidle')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(2)
  await page.getByLabel('Avaliação mínima').selectOption({ label: '4,5 ou mais' })
  await expect(page).toHaveURL(/nota=4\.5/)
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading', { name: `Avaliado ${word}` })).toBeVisible()
  await expect(cards.getByRole('button', { name: 'Top avaliado' })).toBeVisible()
  await screenshotsFromTop(page, 'reviews-directory-filters')
  await page.getByLabel('Avaliação mínima').selectOption({ label: 'Todas' })
  // The list reads the address again before the next filter: a click during that re-render is lost.
  await expect(page).not.toHaveURL(/nota=/)
  await expect(cards).toHaveCount(2)
  await page.getByLabel('Somente verificados').check()
  await expect(page).toHaveURL(/verificados=1/)
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading', { name: `Conferido ${word}` })).toBeVisible()
  await expect(cards.getByRole('button', { name: 'Verificado' })).toBeVisible()
  await expectAccessible(page)
})
