/**
 * Plans and billing (/planos) with the sandbox provider the e2e server runs (no Stripe keys): the
 * trial that ends, the plans of each role, the sandbox checkout and the way back unlocked, the
 * subscriber's view, a cancellation that keeps the paid period and its resumption, and the visitor
 * asked to sign in.
 */
import { createConfirmedAccount, endTrial, expect, expectAccessible, screenshots, screenshotsFromTop, signIn, sql, test, toastWith } from './support/fixtures'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

test.describe('/planos', () => {
  test('a barber whose trial ended subscribes in the sandbox and applies again (390 px)', async ({ page, request, playwright }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Planos')
    const shopApi = await apiAs(playwright, shop)
    await completeShopProfile(shopApi, shop)
    const title = 'Barbeiro para sábados'
    const jobId = await postJob(shopApi, { title })
    await shopApi.dispose()

    const barber = await createConfirmedAccount(request, 'barber', 'Rafael Souza')
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber)
    await barberApi.dispose()
    await endTrial(barber.email)
    await signIn(page, barber)

    await page.goto('/vagas-abertas')
    const banner = page.getByText('Seu período de teste expirou. Escolha um plano para continuar no Navalha.')
    await expect(banner).toBeVisible()
    await page.getByRole('link', { name: 'Ver Planos' }).first().click()
    await expect(page).toHaveURL(/\/planos$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Planos para Barbeiros' })).toBeVisible()
    await expect(page.getByText('3 dias grátis para testar')).toBeVisible()
    await expect(page.getByText('Mais Popular')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Garantia de 3 dias grátis' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible()
    for (const name of ['Trimestral', 'Semestral', 'Anual']) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
    await expect(page.getByText(/^R\$\s594$/)).toBeVisible()
    await expect(page.getByText(/^equivale a R\$\s99\/mês$/)).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'planos-barbeiro')

    // Hold the checkout request so the processing state can be seen.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/billing/checkout', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Assinar o plano Semestral' }).click()
    const processing = page.getByRole('button', { name: 'Processando...' })
    await expect(processing).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Assinar o plano Anual' })).toBeDisabled()
    await screenshotsFromTop(page, 'planos-processando')
    release()

    await expect(page).toHaveURL(/\/pagamento-demonstracao\?sessao=/)
    await expect(page.getByText('Ambiente de demonstração: nenhuma cobrança real')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Plano Semestral' })).toBeVisible()
    await screenshots(page, 'pagamento-demonstracao')
    await page.getByRole('button', { name: 'Concluir pagamento' }).click()

    await expect(page).toHaveURL(/\/planos$/)
    await expect(toastWith(page, 'Assinatura confirmada!')).toContainText('Plano Semestral ativo.')
    await expect(page.getByRole('heading', { name: 'Plano Semestral', level: 2 })).toBeVisible()
    await expect(page.getByText(/^Renova em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Gerenciar assinatura' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Seu plano atual' })).toBeDisabled()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'planos-assinante')

    await page.goto('/vagas-abertas')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)

    await page.goto(`/vagas/${jobId}`)
    await page.getByRole('button', { name: 'Candidatar-se' }).click()
    await expect(toastWith(page, 'Candidatura enviada!')).toBeVisible()

    await page.goto('/painel-barbeiro')
    await expect(page.getByText('1 de 16 candidaturas este mês')).toBeVisible()
    await screenshotsFromTop(page, 'painel-barbeiro-cota')

    // The account menu's Faturamento leads back here; the portal opens from the subscriber view and says the same date.
    await page.goto('/planos')
    const renews = (await page.getByText(/^Renova em \d{2}\/\d{2}\/\d{4}\.$/).textContent())!
    await page.getByRole('button', { name: 'Gerenciar assinatura' }).click()
    await expect(page).toHaveURL(/\/pagamento-demonstracao\/portal\?sessao=/)
    await expect(page.getByText(renews)).toBeVisible()
    await screenshots(page, 'portal-demonstracao')
    // Cancelling keeps the paid months, as Stripe's portal does (issue 39, item 3).
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click()
    await expect(page).toHaveURL(/\/planos$/)
    const ends = renews.replace('Renova em', 'Termina em').replace(/\.$/, '. Você continua com o plano até lá e nada mais será cobrado.')
    await expect(page.getByText(ends)).toBeVisible()
    await expect(page.getByText('Renovação cancelada')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Seu plano atual' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Assinar o plano Anual' })).toHaveCount(0)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'planos-cancelamento-agendado')
    await page.getByRole('button', { name: 'Gerenciar assinatura' }).click()
    await expect(page.getByText(ends.split(' Você')[0])).toBeVisible()
    await expect(page.getByRole('button', { name: 'Renovar assinatura' })).toBeVisible()
    await screenshots(page, 'portal-demonstracao-cancelada')
    await page.getByRole('link', { name: 'Voltar ao Navalha' }).click()

    await page.goto('/vagas-abertas')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)

    // Resumed from /planos before the end: it renews on the same day again.
    await page.goto('/planos')
    await page.getByRole('button', { name: 'Retomar assinatura' }).click()
    await expect(toastWith(page, 'Assinatura retomada')).toContainText(renews)
    await expect(page.getByRole('region', { name: 'Plano Semestral' }).getByText(renews)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retomar assinatura' })).toHaveCount(0)
  })

  test("a barber at the plan's monthly limit is told what the next plan allows, with a way to the plans", async ({ page, request, playwright }) => {
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia do Limite')
    const shopApi = await apiAs(playwright, shop)
    await completeShopProfile(shopApi, shop)
    const jobId = await postJob(shopApi, { title: 'Barbeiro para o limite do plano' })
    await shopApi.dispose()
    const barber = await createConfirmedAccount(request, 'barber', 'Davi Limite')
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber)
    await barberApi.dispose()
    // A paid Trimestral (8 applications a month) already used up this month: no endpoint reaches that in a test.
    await sql(
      `UPDATE users SET subscription_status = 'active', subscription_end = now() + interval '30 days',
              subscription_plan_id = (SELECT id FROM plans WHERE country = 'BR' AND audience = 'barber' AND months = 3)
        WHERE email = $1`,
      [barber.email],
    )
    await sql(`INSERT INTO quota_uses (user_id, kind) SELECT id, 'application' FROM users, generate_series(1, 8) WHERE email = $1`, [barber.email])
    await signIn(page, barber)

    await page.goto(`/vagas/${jobId}`)
    await page.getByRole('button', { name: 'Candidatar-se' }).click()
    const refusal = toastWith(page, 'Limite do plano atingido')
    await expect(refusal).toContainText('Seu plano Trimestral permite 8 candidaturas por mês.')
    await expect(refusal).toContainText('O plano Semestral permite 16 candidaturas por mês')
    await screenshotsFromTop(page, 'limite-do-plano')
    await refusal.getByRole('button', { name: 'Ver planos' }).click()
    await expect(page).toHaveURL(/\/planos$/)
  })

  test('a shop sees the shop plans, and Faturamento in the account menu leads there', async ({ page, request }) => {
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Faturamento')
    await signIn(page, shop)
    await page.goto('/painel-barbearia')
    await expect(page.getByText('Vagas ilimitadas no período de teste')).toBeVisible()
    await page.getByRole('button', { name: shop.name }).click()
    await page.getByRole('menuitem', { name: 'Faturamento' }).click()
    await expect(page).toHaveURL(/\/planos$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Planos para Barbearias' })).toBeVisible()
    await expect(page.getByText(/^R\$\s1\.200$/)).toBeVisible()
    await expect(page.getByText('Selo Premium Barbershop', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'planos-barbearia')
  })

  test('a visitor is asked to sign in and comes back to the plans', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber')
    await page.goto('/planos')
    await expect(page.getByRole('heading', { level: 1, name: 'Planos para Barbeiros' })).toBeVisible()
    await page.getByRole('button', { name: 'Assinar o plano Anual' }).click()
    await expect(toastWith(page, 'Login necessário')).toContainText('Faça login para assinar um plano')
    await expect(page).toHaveURL(/\/auth\?next=%2Fplanos$/)
    const login = page.getByRole('tabpanel', { name: 'Entrar' })
    await login.getByLabel('Email').fill(barber.email)
    await login.getByLabel('Senha').fill(barber.password)
    await login.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page).toHaveURL(/\/planos$/)
    await screenshots(page, 'planos-visitante-depois-do-login')
  })

  test('a failed checkout says so with the server’s message', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber')
    await signIn(page, barber)
    await page.route('**/api/billing/checkout', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Pagamentos indisponíveis no momento.' }] }) }),
    )
    await page.goto('/planos')
    await page.getByRole('button', { name: 'Assinar o plano Trimestral' }).click()
    await expect(toastWith(page, 'Erro ao criar sessão')).toContainText('Pagamentos indisponíveis no momento.')
    await expect(page.getByRole('button', { name: 'Assinar o plano Trimestral' })).toBeEnabled()
  })

  test('a locked shop is told why it cannot hire or write, and keeps the contact of a hire made before (decision 0030)', async ({
    page,
    request,
    playwright,
  }) => {
    test.setTimeout(180_000)
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Cadeado')
    const shopApi = await apiAs(playwright, shop)
    await completeShopProfile(shopApi, shop)
    const [filled, open] = [await postJob(shopApi, { title: 'Barbeiro contratado antes' }), await postJob(shopApi, { title: 'Barbeiro depois do teste' })]
    const barber = await createConfirmedAccount(request, 'barber', 'Caio Tesoura')
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber, { instagram: '@caio.tesoura' })
    const hired = await applyTo(barberApi, filled)
    await applyTo(barberApi, open)
    await barberApi.dispose()
    for (const status of ['accepted', 'hired']) expect((await shopApi.patch(`/api/applications/${hired}`, { data: { status } })).status()).toBe(200)
    const conversation = (await (await shopApi.post('/api/chat/conversations', { data: { application: hired } })).json()).conversation.id
    await shopApi.dispose()
    // The hire two days ago, the trial over an hour ago: the hire came before the lock.
    await sql(`UPDATE applications SET hired_at = now() - interval '2 days' WHERE id = $1`, [hired])
    await endTrial(shop.email)
    await signIn(page, shop)

    await page.goto('/candidatos')
    const pending = page.getByRole('article').filter({ hasText: 'Barbeiro depois do teste' })
    await expect(pending.getByRole('note')).toContainText('Escolha um plano para aceitar e contratar candidatos')
    await expect(pending.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/planos')
    await expect(pending.getByRole('button', { name: 'Aceitar' })).toHaveCount(0)
    await expect(pending.getByRole('button', { name: 'Recusar' })).toBeVisible()
    const kept = page.getByRole('article').filter({ hasText: 'Barbeiro contratado antes' })
    await expect(kept.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(kept.getByRole('link', { name: '@caio.tesoura' })).toHaveAttribute('href', 'https://instagram.com/caio.tesoura')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'paywall-candidatos')

    await page.goto(`/chat/${conversation}`)
    await expect(page.getByRole('note')).toContainText('Escolha um plano para enviar mensagens')
    await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: '@caio.tesoura' })).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'paywall-chat')

    await page.goto('/completar-perfil')
    await expect(page.getByText('Seu Instagram aparece para barbeiros depois da contratação')).toBeVisible()
    await expect(page.getByText('Seu site aparece para barbeiros depois da contratação')).toBeVisible()
    await screenshotsFromTop(page, 'paywall-formulario-barbearia')
  })
})
