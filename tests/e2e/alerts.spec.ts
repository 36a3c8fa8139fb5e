/**
 * Link previews and alerts (issue 26, decision 0037) at 390 px: a barber saves the search of
 * /vagas-abertas as an alert, sees it on /alertas, a shop publishes a matching job and the e-mail
 * arrives with a working unsubscribe; the job page shares through WhatsApp and names its preview
 * image, which the server draws.
 */
import { createConfirmedAccount, expect, expectAccessible, linkIn, screenshotsFromTop, signIn, sql, test, toastWith, waitForMail } from './support/fixtures'
import { apiAs, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

test.describe('alerts for saved searches', () => {
  test('a barber creates an alert at 390 px, a matching job e-mails once, and the e-mail unsubscribes', async ({ page, request, playwright }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const barber = await createConfirmedAccount(request, 'barber', 'Renato Alerta Siqueira')
    const barberApi = await apiAs(playwright, barber)
    // Away from the shop's city: the Anual plan's own early-access e-mail (by city) does not come into it.
    await completeBarberProfile(barberApi, barber, { state: 'PR', city: 'Curitiba' })
    await barberApi.dispose()
    // Anual: the alert fires at publication (the others' 2 hours are covered by the integration tests).
    await sql(
      `UPDATE users SET subscription_status = 'active', subscription_end = now() + interval '30 days', trial_ends_at = now() - interval '1 day',
         subscription_plan_id = (SELECT id FROM plans WHERE country = 'BR' AND audience = 'barber' AND months = 12) WHERE email = $1`,
      [barber.email],
    )

    await signIn(page, barber)
    await page.goto('/vagas-abertas?estado=PR&q=navalha+dourada')
    await page.getByRole('button', { name: 'Criar alerta' }).click()
    const dialog = page.getByRole('dialog', { name: 'Criar alerta de vagas' })
    await expect(dialog.getByText('“navalha dourada”')).toBeVisible()
    await dialog.getByRole('radio', { name: /Na hora/ }).check()
    await dialog.getByRole('button', { name: 'Criar alerta' }).click()
    await expect(toastWith(page, 'Alerta criado')).toBeVisible()

    await page.goto('/alertas')
    const card = page.getByRole('listitem').filter({ hasText: '“navalha dourada” · PR, Brasil' })
    await expect(card).toBeVisible()
    await expect(card.getByRole('radio', { name: /Na hora/ })).toBeChecked()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'alertas')

    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Navalha Dourada')
    const shopApi = await apiAs(playwright, shop)
    await completeShopProfile(shopApi, shop, { state: 'PR', city: 'Londrina', district: 'Centro' })
    const jobId = await postJob(shopApi, { title: 'Barbeiro clássico', salary: 'R$ 3.000' })
    await shopApi.dispose()

    // The shop's name holds the words: the job matches; the sweep runs every 30 seconds.
    const mail = await waitForMail(barber.email, (each) => /para o seu alerta/.test(each.subject), 90_000)
    expect(mail.subject).toBe('Nova vaga para o seu alerta: Barbeiro clássico')
    expect(mail.text).toContain(`/vagas/${jobId}`)
    await page.goto(linkIn(mail, '/api/job-alerts/unsubscribe'))
    await page.getByRole('button', { name: 'Parar de receber este alerta' }).click()
    await expect(page.getByRole('status')).toHaveText('Pronto: este alerta está pausado e não enviará mais e-mails.')
    await page.goto('/alertas')
    await expect(page.getByRole('listitem').filter({ hasText: 'navalha dourada' }).getByText('Pausado')).toBeVisible()

    // The job page: Compartilhar, and the preview image its tags name.
    await page.goto(`/vagas/${jobId}`)
    const share = page.getByRole('group', { name: 'Compartilhar' })
    const whatsapp = share.getByRole('link', { name: /Compartilhar no WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=Barbeiro%20cl%C3%A1ssico%20http.*%2Fvagas%2F${jobId}$`))
    await expect(share.getByRole('button', { name: 'Copiar link' })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vaga-compartilhar')
    const image = await page.request.get(`/og/vaga/${jobId}.png`)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expect((await image.body()).length).toBeLessThan(300 * 1024)
  })

  test('an alert saved from a search by distance keeps its place and radius, and leads back to the same search', async ({ page, request, playwright }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const barber = await createConfirmedAccount(request, 'barber', 'Otávio Perto Siqueira')
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber, { state: 'PR', city: 'Curitiba' })
    await barberApi.dispose()

    await signIn(page, barber)
    await page.goto('/vagas-abertas?pais=todos&lat=-25.43&lng=-49.27&raio=10&perto=Curitiba%2C+PR')
    await page.getByRole('button', { name: 'Criar alerta' }).click()
    const dialog = page.getByRole('dialog', { name: 'Criar alerta de vagas' })
    await expect(dialog.getByText('Cidades a até 10 km de Curitiba, PR')).toBeVisible()
    await dialog.getByRole('button', { name: 'Criar alerta' }).click()
    await expect(toastWith(page, 'Alerta criado')).toBeVisible()

    await page.goto('/alertas')
    const card = page.getByRole('listitem').filter({ hasText: 'Cidades a até 10 km de Curitiba, PR' })
    await expect(card).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'alertas-perto')
    await card.getByRole('link', { name: 'Ver vagas' }).click()
    await expect(page).toHaveURL(/\/vagas-abertas\?.*lat=-25\.43&lng=-49\.27&raio=10&perto=Curitiba/)
    await expect(page.getByRole('heading', { name: 'Vagas Abertas' })).toBeVisible()
  })
})
