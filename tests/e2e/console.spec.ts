import type { Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, screenshots, screenshotsFromTop, sql, test, type E2eAccount } from './support/fixtures'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, imageFile, logIn, postJob } from './support/setup'
import { setRoles } from './support/test'

/**
 * The console (admin/, issue 13): its own sign-in, the moderation screens for admins, the content
 * screens for editors, at 1280 px (the default viewport) and where noted at 390 px.
 */

async function signInToConsole(page: Page, account: E2eAccount) {
  await page.goto('/admin-login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Senha').fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/**
 * The console is on screen: its app bar's title. The sign-in page's own heading also reads 'Painel
 * Admin', so a bare heading check passes before react-admin (a lazy chunk, slow under load) arrives.
 */
const consoleTitle = (page: Page, title = 'Painel Admin') => page.getByRole('banner').getByRole('heading', { level: 1, name: title })

async function signInToConsoleAndWait(page: Page, account: E2eAccount) {
  await signInToConsole(page, account)
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/painel-admin'))
  await expect(consoleTitle(page)).toBeVisible({ timeout: 30_000 })
}

/**
 * Who the browser is signed in as, asked by the page itself: a bare request from the test carries
 * neither Origin nor Sec-Fetch-Site, and Payload reads its cookie as nobody's whatever the session.
 */
const signedInEmail = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/session')).json()) as { user: { email: string } | null }).user?.email ?? null)

const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

/** No request under way and react-admin's loading spinner gone (axe counts the spinner as an unnamed progressbar). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
}

test.describe('console', () => {
  // The console's first load is heavy (react-admin and MUI, decision 0023) and these journeys are
  // long; on the shared, loaded CI machines the default minute is not enough for them.
  test.describe.configure({ timeout: 180_000 })
  let admin: E2eAccount, editor: E2eAccount, barber: E2eAccount, shop: E2eAccount
  let jobId = 0

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    admin = await createConfirmedAccount(api, 'barber', 'Ana Admin')
    editor = await createConfirmedAccount(api, 'barber', 'Edu Editor')
    barber = await createConfirmedAccount(api, 'barber', 'Bruno Verificável')
    shop = await createConfirmedAccount(api, 'barbershop', 'Barbearia do Console')
    await setRoles(admin.email, ['admin'])
    await setRoles(editor.email, ['editor'])
    await logIn(api, shop)
    await completeShopProfile(api, shop)
    jobId = await postJob(api, { title: 'Vaga do painel' })
    await api.dispose()
  })

  test('a barber is signed out with Acesso negado; visitors are sent to the console sign-in', async ({ page }) => {
    await page.goto('/painel-admin/vagas')
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login')
    await expectAccessible(page)
    await screenshots(page, 'console-login')

    await signInToConsole(page, barber)
    await expect(page.getByRole('alert')).toHaveText('Acesso negado. Apenas administradores podem acessar.')
    await expect(page).toHaveURL((url) => url.pathname === '/admin-login')
    expect(await signedInEmail(page)).toBeNull()
    await screenshots(page, 'console-login-acesso-negado')
  })

  test('a shop or barber signed in on the marketplace who opens the console is refused and keeps their session', async ({ page }) => {
    for (const [account, address] of [
      [shop, '/painel-admin'],
      [barber, '/painel-admin/usuarios'],
    ] as const) {
      await page.context().clearCookies()
      await logIn(page.request, account)
      await page.goto(address)
      await expect(page.getByRole('alert')).toHaveText('Acesso negado. Apenas administradores podem acessar.', { timeout: 30_000 })
      await expect(page.getByText(`Você continua conectado como ${account.name}`)).toBeVisible()
      // Nothing signed them out: the marketplace still knows them, and the way back is a link.
      expect(await signedInEmail(page)).toBe(account.email)
      await expect(page).toHaveURL((url) => url.pathname === address)
      await expectAccessible(page)
    }
    await screenshots(page, 'console-acesso-negado-conectado')
    await page.getByRole('link', { name: 'Voltar ao Navalha' }).click()
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/painel-admin'))
    expect(await signedInEmail(page)).toBe(barber.email)
  })

  test('an admin moderates: dashboard, create a user, toggle admin, verify a barber, toggle and delete a job', async ({ page }) => {
    await signInToConsoleAndWait(page, admin)
    await expect(page.getByTestId('count-users')).not.toHaveText('0')
    await expectAccessible(page)
    await screenshots(page, 'console-dashboard')

    await page.getByRole('menuitem', { name: 'Usuários' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible()
    await page.getByRole('button', { name: 'Adicionar Usuário' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adicionar Usuário' })
    await dialog.getByRole('button', { name: 'Criar usuário' }).click()
    await expect(dialog.getByText('Preencha todos os campos').first()).toBeVisible()
    await screenshots(page, 'console-adicionar-usuario')
    const email = `nova.${Date.now()}@e2e.navalha.test`
    await dialog.getByLabel('Nome').fill('Nova Barbeira')
    await dialog.getByLabel('Email').fill(email)
    // Not getByLabel: the field's 'Mostrar senha' button matches 'Senha' too.
    await dialog.getByRole('textbox', { name: 'Senha' }).fill('segredo123')
    await dialog.getByRole('button', { name: 'Criar usuário' }).click()
    await expect(toast(page, 'Usuário criado com sucesso!')).toBeVisible()

    await page.getByPlaceholder('Buscar por nome ou email').fill(email)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: 'Tornar admin' }).click()
    await expect(toast(page, 'Role de admin adicionada')).toBeVisible()
    await expect(row.getByRole('button', { name: 'Remover admin' })).toBeVisible()
    expect(await sql(`SELECT 1 FROM users_roles r JOIN users u ON u.id = r.parent_id WHERE u.email = $1 AND r.value = 'admin'`, [email])).toHaveLength(1)
    await expectAccessible(page)
    await screenshots(page, 'console-usuarios')

    await page.getByRole('menuitem', { name: 'Barbeiros' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Barbeiros' })).toBeVisible()
    await screenshots(page, 'console-barbeiros')

    await page.getByRole('menuitem', { name: 'Vagas' }).click()
    const jobRow = page.getByRole('row').filter({ hasText: 'Vaga do painel' })
    await jobRow.getByRole('button', { name: 'Desativar' }).click()
    await expect(toast(page, 'Status atualizado')).toBeVisible()
    await expect(jobRow.getByText('Inativa')).toBeVisible()
    expect((await sql<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [jobId]))[0].status).toBe('inactive')
    // A job its 60 days closed reads 'Expirada' (decision 0068), not as one an admin or its shop closed.
    await sql('UPDATE jobs SET expired_at = now() WHERE id = $1', [jobId])
    await page.reload()
    await expect(jobRow.getByText('Expirada')).toBeVisible()
    await screenshots(page, 'console-vagas')
    await jobRow.getByRole('button', { name: 'Excluir' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(toast(page, 'Vaga excluída com sucesso')).toBeVisible()
    expect(await sql('SELECT 1 FROM jobs WHERE id = $1', [jobId])).toHaveLength(0)

    // Both moderations of the job are in the audit log, the deletion with the job as it was.
    await page.getByRole('menuitem', { name: 'Auditoria' }).click()
    await expect(consoleTitle(page, 'Auditoria')).toBeVisible()
    await page.goto(`/painel-admin/auditoria?filter=${encodeURIComponent(JSON.stringify({ resource: 'jobs', recordId: String(jobId) }))}`)
    const entries = page.getByRole('row').filter({ hasText: admin.email })
    await expect(entries).toHaveCount(2)
    await expect(entries.filter({ hasText: 'Status da vaga alterado' })).toHaveCount(1)
    await entries.filter({ hasText: 'Exclusão' }).click()
    await expect(page.getByText('"title": "Vaga do painel"')).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'console-auditoria')
  })

  test('the barber list verifies a barber', async ({ page }) => {
    const rows = await sql<{ id: number }>(
      `INSERT INTO barbers (user_id, name, experience_years, verified, created_at, updated_at)
       SELECT id, name, 4, false, now(), now() FROM users WHERE email = $1
       ON CONFLICT (user_id) DO UPDATE SET verified = false RETURNING id`,
      [barber.email],
    )
    await signInToConsoleAndWait(page, admin)
    await page.goto('/painel-admin/barbeiros')
    const row = page.getByRole('row').filter({ hasText: barber.email })
    await row.getByRole('button', { name: 'Verificar' }).click()
    await expect(toast(page, 'Status de verificação atualizado')).toBeVisible()
    await expect(row.getByRole('button', { name: 'Verificado' })).toBeVisible()
    expect((await sql<{ verified: boolean }>('SELECT verified FROM barbers WHERE id = $1', [rows[0].id]))[0].verified).toBe(true)
  })

  test('Ctrl+B folds the sidebar to icons and the cookie remembers it for 7 days', async ({ page, context }) => {
    await signInToConsoleAndWait(page, admin)
    const usersLink = page.getByRole('menuitem', { name: 'Usuários' })
    await expect(usersLink).toContainText('Usuários')
    await page.keyboard.press('Control+b')
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('false')
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state')!
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    await page.reload()
    await expect(consoleTitle(page)).toBeVisible({ timeout: 30_000 })
    const width = await page.locator('.RaSidebar-fixed').evaluate((element) => element.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(60)
    await page.keyboard.press('Meta+b')
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true')
    // Spec §9: 16rem open.
    await expect.poll(() => page.locator('.RaSidebar-fixed').evaluate((element) => element.getBoundingClientRect().width)).toBe(256)
  })

  test('at 390 px the menu opens over the page and leads to the lists', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInToConsoleAndWait(page, admin)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const drawer = page.locator('.MuiDrawer-paper')
    await expect(drawer).toBeVisible()
    // Spec §9: 18rem on a phone.
    await expect.poll(() => drawer.evaluate((element) => element.getBoundingClientRect().width)).toBe(288)
    await page.screenshot({ path: 'test-results/screenshots/console-menu-390.png', animations: 'disabled' })
    await page.getByRole('menuitem', { name: 'Vagas' }).click()
    await expect(consoleTitle(page, 'Vagas')).toBeVisible()
    await expect(drawer).toBeHidden()
    await expectAccessible(page)
  })

  test('at 390 px every moderation list is a simple list that fits the screen, its actions at hand, and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInToConsoleAndWait(page, admin)
    for (const [path, title] of [
      ['usuarios', 'Usuários'],
      ['barbearias', 'Barbearias'],
      ['barbeiros', 'Barbeiros'],
      ['vagas', 'Vagas'],
      ['suporte', 'Suporte'],
      ['conversas', 'Conversas'],
      ['avaliacoes', 'Avaliações'],
      ['auditoria', 'Auditoria'],
    ] as const) {
      await page.goto(`/painel-admin/${path}`)
      await expect(consoleTitle(page, title)).toBeVisible({ timeout: 30_000 })
      await settled(page)
      // No table on a phone: react-admin's SimpleList (a list of rows), or its empty page.
      await expect(page.getByRole('table')).toHaveCount(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
      await page.screenshot({ path: `test-results/screenshots/console-${path}-lista-390.png`, fullPage: true, animations: 'disabled' })
      await expectAccessible(page)
    }
    // The row's action is there, as an icon button with its name.
    await page.goto('/painel-admin/usuarios')
    await expect(page.getByRole('main').getByRole('list').getByRole('button', { name: /admin/ }).first()).toBeVisible()
    await expectAccessible(page)
  })

  test('an editor sees only the content, edits the hero and a plan, and the landing shows both', async ({ page }) => {
    await signInToConsoleAndWait(page, editor)
    await expect(page.getByRole('menuitem', { name: 'Usuários' })).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: 'Planos' })).toBeVisible()
    await screenshots(page, 'console-editor-dashboard')

    await page.getByRole('menuitem', { name: 'Página inicial' }).click()
    const title = page.getByLabel('Destaque: título *')
    await expect(title).not.toHaveValue('')
    await title.fill('Vagas de barbeiro editadas pelo painel')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Item atualizado')).toBeVisible()
    await screenshots(page, 'console-pagina-inicial')

    await page.getByRole('menuitem', { name: 'Planos' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Planos' })).toBeVisible()
    await screenshots(page, 'console-planos')
    // The landing opens on the barbers' plans: edit the barbers' Semestral, not the shops'.
    await page.getByRole('row').filter({ hasText: 'Brasil' }).filter({ hasText: 'Barbeiro' }).filter({ hasText: 'Semestral' }).click()
    const feature = page.getByLabel('Benefício').first()
    await feature.fill('Benefício editado pelo painel')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Item atualizado')).toBeVisible()
    await screenshots(page, 'console-plano-editar')

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas de barbeiro editadas pelo painel' })).toBeVisible()
    await expect(page.getByText('Benefício editado pelo painel').first()).toBeVisible()
  })

  test('an editor sees each plan in its country’s currency and changes a euro price', async ({ page }) => {
    await signInToConsoleAndWait(page, editor)
    await page.getByRole('menuitem', { name: 'Planos' }).click()
    const row = page.getByRole('row').filter({ hasText: 'Portugal' }).filter({ hasText: 'Barbearia' }).filter({ hasText: 'Trimestral' })
    await expect(row).toContainText('78\u00a0€')
    await expect(row).toContainText('EUR')
    await expect(page.getByRole('row').filter({ hasText: 'Brasil' }).filter({ hasText: 'Barbearia' }).filter({ hasText: 'Anual' })).toContainText(
      'R$\u00a01.200',
    )
    await screenshots(page, 'console-planos-paises')

    await row.click()
    // Money in euros, as the cards show it (issue 24: 367 typed as cents showed 'R$ 3,67').
    const price = page.getByLabel('Preço (€) *')
    await expect(price).toHaveValue('78')
    await expect(page.getByText('78\u00a0€ a cada 3 meses, 26\u00a0€/mês')).toBeVisible()
    await expect(page.getByText('Portugal', { exact: true })).toBeVisible()
    // An editor sees the period, quota and availability, and cannot change them.
    await expect(page.getByLabel('Período')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0)
    await price.fill('84')
    await expect(page.getByText('84\u00a0€ a cada 3 meses, 28\u00a0€/mês')).toBeVisible()
    await screenshots(page, 'console-plano-euros')
    await page.getByRole('button', { name: 'Salvar' }).click()
    // The new price asks before it goes out; cancelling keeps the old one.
    const confirm = page.getByRole('dialog', { name: 'Publicar o novo preço?' })
    await expect(confirm).toContainText('O preço passa de 78\u00a0€ para 84\u00a0€ em /planos assim que você salvar.')
    await screenshots(page, 'console-plano-confirmar-preco')
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(confirm).toHaveCount(0)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await confirm.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('Item atualizado')).toBeVisible()
    await expect(row).toContainText('84\u00a0€')
    const stored = await (
      await page.request.get('/api/plans?where[country][equals]=PT&where[audience][equals]=barbershop&where[months][equals]=3&depth=0')
    ).json()
    expect(stored.docs[0].priceCents).toBe(8400)

    // Back to the price the other journeys expect.
    await row.click()
    await price.fill('78')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByRole('dialog', { name: 'Publicar o novo preço?' }).getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('Item atualizado')).toBeVisible()
    await expect(row).toContainText('78\u00a0€')
  })

  test('an admin sets a plan’s period and quota, and a fractional quota is refused', async ({ page }) => {
    await signInToConsoleAndWait(page, admin)
    await page.getByRole('menuitem', { name: 'Planos' }).click()
    const row = page.getByRole('row').filter({ hasText: 'Brasil' }).filter({ hasText: 'Barbeiro' }).filter({ hasText: 'Anual' })
    await row.click()
    await expect(page.getByLabel('Preço (R$) *')).toHaveValue('960')
    const quota = page.getByLabel('Limite por mês (vazio = ilimitado)')
    await expect(page.getByLabel('Período')).toBeVisible()
    await quota.fill('2.5')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('O limite por mês deve ser um número inteiro maior ou igual a zero, ou vazio para ilimitado.').first()).toBeVisible()
    await screenshotsFromTop(page, 'console-plano-admin')
    await quota.fill('20')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Item atualizado')).toBeVisible()
    // Back to unlimited, as the other journeys expect.
    await row.click()
    await quota.fill('')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Item atualizado')).toBeVisible()
  })

  test('an editor writes a FAQ answer in rich text and /faq shows it', async ({ page }) => {
    const question = `Posso trocar de plano? ${Date.now()}`
    await signInToConsoleAndWait(page, editor)
    await page.getByRole('menuitem', { name: 'FAQ' }).click()
    await expect(consoleTitle(page, 'FAQ')).toBeVisible()
    await page.getByRole('link', { name: 'Nova pergunta' }).click()
    await page.getByLabel('Pergunta *').fill(question)
    const answer = page.getByRole('textbox', { name: 'Resposta *' })
    await answer.click()
    await page.getByRole('button', { name: 'Negrito' }).click()
    await page.keyboard.type('Sim, a qualquer momento.')
    await page.getByRole('button', { name: 'Negrito' }).click()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Lista', exact: true }).click()
    await page.keyboard.type('Pela página de planos')
    await expectAccessible(page)
    await screenshots(page, 'console-faq-nova')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page, 'Item criado')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: question })).toHaveCount(1)
    await screenshots(page, 'console-faq')

    // Stored as Payload's Lexical JSON: a bold text node (format 1) and a bullet list.
    const [row] = await sql<{ answer: { root: { children: { type: string; listType?: string; children: { format?: number; text?: string }[] }[] } } }>(
      'SELECT answer FROM faqs WHERE question = $1',
      [question],
    )
    expect(row.answer.root.children[0].children[0]).toMatchObject({ text: 'Sim, a qualquer momento.', format: 1 })
    expect(row.answer.root.children[1]).toMatchObject({ type: 'list', listType: 'bullet' })

    // Server-rendered: the question is in the page's HTML itself, not only fetched by the browser.
    expect(await (await page.request.get('/faq')).text()).toContain(`>${question}</h2>`)
    await page.goto('/faq')
    const item = page.getByRole('region', { name: question })
    await expect(item).toBeVisible()
    await expect(item.locator('strong')).toHaveText('Sim, a qualquer momento.')
    await expect(item.getByRole('listitem')).toHaveText('Pela página de planos')
    await expectAccessible(page)
    await screenshots(page, 'faq')
  })

  test('an admin reads a conversation with the hidden original, marks its flag Revisada, and hides a review', async ({ page, playwright }) => {
    // A hire with a masked attempt before it, and the shop's review of the barber after it.
    const moderated = await createConfirmedAccount(page.request, 'barber', 'Caio Moderado')
    const barberApi = await apiAs(playwright, moderated)
    await completeBarberProfile(barberApi, moderated)
    const shopApi = await apiAs(playwright, shop)
    const job = await postJob(shopApi, { title: 'Vaga moderada' })
    const application = await applyTo(barberApi, job)
    const headers = { origin: process.env.E2E_BASE_URL! }
    expect((await shopApi.patch(`/api/applications/${application}`, { data: { status: 'accepted' }, headers })).status()).toBe(200)
    const opened = await shopApi.post('/api/chat/conversations', { data: { application }, headers })
    const conversation = (await opened.json()).conversation.id as number
    const original = 'me chama no 11 98765-4321'
    expect((await barberApi.post(`/api/chat/conversations/${conversation}/messages`, { data: { body: original }, headers })).status()).toBe(201)
    expect((await shopApi.patch(`/api/applications/${application}`, { data: { status: 'hired' }, headers })).status()).toBe(200)
    const rated = await shopApi.post('/api/reviews', { data: { application, rating: 2, comment: 'Chegou atrasado e foi grosseiro.' }, headers })
    expect(rated.status(), await rated.text()).toBe(201)
    const reviewId = (await rated.json()).doc.id as number
    // The barber reviews too, which publishes both (double-blind, decision 0026).
    expect((await barberApi.post('/api/reviews', { data: { application, rating: 5 }, headers })).status()).toBe(201)
    await Promise.all([barberApi.dispose(), shopApi.dispose()])

    await signInToConsoleAndWait(page, admin)
    await page.getByRole('menuitem', { name: 'Conversas' }).click()
    await expect(consoleTitle(page, 'Conversas')).toBeVisible()
    await page.getByLabel('Com sinalizações').check()
    const row = page.getByRole('row').filter({ hasText: 'Caio Moderado' })
    await expect(row).toContainText('Barbearia do Console')
    await expect(row).toContainText('1 (1 em aberto)')
    await expect(row).toContainText('Aberta')
    await settled(page)
    await expectAccessible(page)
    await screenshots(page, 'console-conversas')

    await row.click()
    await expect(page.getByText(original, { exact: true })).toBeVisible()
    await expect(page.getByText('Original (visível só para administradores)')).toBeVisible()
    const reads = await sql(`SELECT 1 FROM admin_audit_log WHERE action = 'conversationRead' AND record_id = $1 AND actor_email = $2`, [
      String(conversation),
      admin.email,
    ])
    expect(reads.length).toBeGreaterThanOrEqual(1)
    await settled(page)
    await expectAccessible(page)
    await screenshots(page, 'console-conversa')
    const flag = page.getByTestId('sinalizacao')
    await flag.getByRole('button', { name: 'Revisada' }).click()
    await expect(toast(page, 'Sinalização marcada como revisada')).toBeVisible()
    await expect(flag.getByText('Revisada', { exact: true })).toBeVisible()
    await expect(flag.getByRole('button', { name: 'Revisada' })).toHaveCount(0)
    expect(await sql(`SELECT status FROM conversation_flags WHERE conversation_id = $1`, [conversation])).toEqual([{ status: 'reviewed' }])

    await page.getByRole('menuitem', { name: 'Avaliações' }).click()
    await expect(consoleTitle(page, 'Avaliações')).toBeVisible()
    const reviewRow = page.getByRole('row').filter({ hasText: 'Chegou atrasado e foi grosseiro.' })
    await expect(reviewRow).toContainText('Caio Moderado')
    await expect(reviewRow).toContainText('Visível')
    await screenshots(page, 'console-avaliacoes')
    await reviewRow.getByRole('button', { name: 'Ocultar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ocultar avaliação' })
    await dialog.getByRole('button', { name: 'Ocultar' }).click()
    await expect(dialog.getByText('Informe o motivo para ocultar a avaliação.')).toBeVisible()
    await dialog.getByLabel('Motivo').fill('Linguagem ofensiva')
    // At this width only: at 390 px the list becomes a SimpleList, which would close the dialog.
    await page.screenshot({ path: 'test-results/screenshots/console-avaliacao-ocultar-1280.png', animations: 'disabled' })
    await dialog.getByRole('button', { name: 'Ocultar' }).click()
    await expect(toast(page, 'Avaliação ocultada')).toBeVisible()
    await expect(reviewRow).toContainText('Oculta')
    await expect(reviewRow.getByRole('button', { name: 'Restaurar' })).toBeVisible()
    expect(await sql(`SELECT hidden, hidden_reason FROM reviews WHERE id = $1`, [reviewId])).toEqual([{ hidden: true, hidden_reason: 'Linguagem ofensiva' }])
    // Its rating no longer counts: the barber's only review is hidden.
    expect(await sql(`SELECT rating FROM barbers WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [moderated.email])).toEqual([{ rating: null }])
    const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    expect((await visitor.get(`/api/reviews/${reviewId}`)).status()).toBe(404)
    await visitor.dispose()
    await reviewRow.getByRole('button', { name: 'Restaurar' }).click()
    await expect(toast(page, 'Avaliação restaurada')).toBeVisible()
    await expect(reviewRow).toContainText('Visível')
  })

  test('an admin sees a conversation’s photos as thumbnails that open full size, and that view is audited', async ({ page, playwright }) => {
    // A hired pair: the barber sends two photos without a word, the shop answers.
    const photographer = await createConfirmedAccount(page.request, 'barber', 'Paulo Fotógrafo')
    const barberApi = await apiAs(playwright, photographer)
    await completeBarberProfile(barberApi, photographer)
    const shopApi = await apiAs(playwright, shop)
    const application = await applyTo(barberApi, await postJob(shopApi, { title: 'Vaga com fotos no chat' }))
    const headers = { origin: process.env.E2E_BASE_URL! }
    expect((await shopApi.patch(`/api/applications/${application}`, { data: { status: 'accepted' }, headers })).status()).toBe(200)
    const conversation = (await (await shopApi.post('/api/chat/conversations', { data: { application }, headers })).json()).conversation.id as number
    expect((await shopApi.patch(`/api/applications/${application}`, { data: { status: 'hired' }, headers })).status()).toBe(200)
    const photos: number[] = []
    for (const [name, colour] of [
      ['corte-1.jpg', '#1d4ed8'],
      ['corte-2.jpg', '#15803d'],
    ]) {
      const file = await imageFile(name, colour, { width: 960, height: 720 })
      const uploaded = await barberApi.post('/api/media', { multipart: { file, _payload: JSON.stringify({ folder: 'chat-photos', conversation }) }, headers })
      expect(uploaded.status(), await uploaded.text()).toBe(201)
      photos.push((await uploaded.json()).doc.id)
    }
    const sent = await barberApi.post(`/api/chat/conversations/${conversation}/messages`, { data: { body: '', attachments: photos }, headers })
    expect(sent.status(), await sent.text()).toBe(201)
    expect((await shopApi.post(`/api/chat/conversations/${conversation}/messages`, { data: { body: 'Ficou ótimo!' }, headers })).status()).toBe(201)
    await Promise.all([barberApi.dispose(), shopApi.dispose()])

    await signInToConsoleAndWait(page, admin)
    await page.goto(`/painel-admin/conversas/${conversation}/show`)
    await expect(page.getByText('Ficou ótimo!')).toBeVisible({ timeout: 30_000 })
    const thumbnails = page.getByRole('button', { name: /^Ampliar foto \d de 2$/ })
    await expect(thumbnails).toHaveCount(2)
    // Each thumbnail is the photo itself, served to the admin's session by the server.
    for (const image of await page.getByRole('img', { name: /^Foto \d de 2 da mensagem$/ }).all()) {
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(160)
    }
    const seen = await sql(`SELECT after FROM admin_audit_log WHERE action = 'chatPhotosRead' AND record_id = $1 AND actor_email = $2`, [
      String(conversation),
      admin.email,
    ])
    expect(seen).toContainEqual({ after: { photos } })
    await settled(page)
    await expectAccessible(page)
    await screenshots(page, 'console-conversa-fotos')

    await thumbnails.first().click()
    const viewer = page.getByRole('dialog', { name: 'Foto 1 de 2' })
    await expect(viewer).toBeVisible()
    const full = viewer.getByRole('img', { name: 'Foto 1 de 2 da mensagem' })
    await expect.poll(() => full.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(960)
    await expectAccessible(page)
    await screenshots(page, 'console-conversa-foto-ampliada')
    await viewer.getByRole('button', { name: 'Próxima foto' }).click()
    await expect(page.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(thumbnails.first()).toBeFocused()
  })

  test('an editor changes a marketing figure and the next request of / shows it', async ({ page }) => {
    await signInToConsoleAndWait(page, editor)
    await page.getByRole('menuitem', { name: 'Página inicial' }).click()
    const value = page.getByLabel('Valor *').first()
    await expect(value).not.toHaveValue('')
    const before = await value.inputValue()
    await value.fill('750+')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Item atualizado')).toBeVisible()
    await screenshots(page, 'console-pagina-inicial-numeros')

    // Server-rendered: the figure is in the HTML of the very next request, no restart.
    expect(await (await page.request.get('/')).text()).toContain('750+')
    await page.goto('/')
    await expect(page.getByRole('definition').filter({ hasText: '750+' })).toBeVisible()

    // Put it back for the landing page's own tests.
    const landing = await (await page.request.get('/api/admin/landing/landing', { headers: { origin: process.env.E2E_BASE_URL! } })).json()
    landing.stats.figures.find((figure: { value?: string }) => figure.value === '750+').value = before
    const restored = await page.request.put('/api/admin/landing/landing', { data: landing, headers: { origin: process.env.E2E_BASE_URL! } })
    expect(restored.status()).toBe(200)
  })

  test('at 390 px the dashboard, a ticket, a conversation and the content screens fit the screen and pass axe', async ({ page, playwright }) => {
    // A ticket, a conversation and an audit entry to open, whichever tests ran before.
    const headers = { origin: process.env.E2E_BASE_URL! }
    const asker = await createConfirmedAccount(page.request, 'barber', 'Tito Pergunta')
    const askerApi = await apiAs(playwright, asker)
    await completeBarberProfile(askerApi, asker)
    const ticket = await askerApi.post('/api/support-tickets', {
      data: { subject: 'Dúvida no celular', message: 'Como altero meu vídeo de apresentação?' },
      headers,
    })
    expect(ticket.status(), await ticket.text()).toBe(201)
    const shopApi = await apiAs(playwright, shop)
    const talkedJob = await postJob(shopApi, { title: 'Vaga conversada no celular' })
    const application = await applyTo(askerApi, talkedJob)
    expect((await shopApi.patch(`/api/applications/${application}`, { data: { status: 'accepted' }, headers })).status()).toBe(200)
    expect((await shopApi.post('/api/chat/conversations', { data: { application }, headers })).status()).toBe(201)
    await Promise.all([askerApi.dispose(), shopApi.dispose()])

    await page.setViewportSize({ width: 390, height: 844 })
    await signInToConsoleAndWait(page, admin)
    await settled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'dashboard').toBeLessThanOrEqual(390)
    await expectAccessible(page)
    // One moderating action, for the audit entry's page.
    for (const status of ['inactive', 'active'])
      expect((await page.request.put(`/api/admin/jobs/${talkedJob}`, { data: { status }, headers })).status()).toBe(200)
    const [ticketRow] = await sql(`SELECT id FROM support_tickets ORDER BY id DESC LIMIT 1`)
    const [conversation] = await sql(`SELECT id FROM conversations ORDER BY id DESC LIMIT 1`)
    const [plan] = await sql(`SELECT id FROM plans ORDER BY id LIMIT 1`)
    const [question] = await sql(`SELECT id FROM faqs ORDER BY id LIMIT 1`)
    const [entry] = await sql(`SELECT id FROM admin_audit_log ORDER BY id DESC LIMIT 1`)
    const screens = [
      `auditoria/${entry.id}/show`,
      `suporte/${ticketRow.id}/show`,
      `conversas/${conversation.id}/show`,
      'planos',
      `planos/${plan.id}`,
      'faq',
      `faq/${question.id}`,
      'faq/create',
      'pagina-inicial',
    ]
    for (const path of screens) {
      await page.goto(`/painel-admin/${path}`)
      await expect(consoleTitle(page).or(page.getByRole('banner').getByRole('heading', { level: 1 }))).toBeVisible({ timeout: 30_000 })
      await settled(page)
      await expect(page.getByRole('main')).not.toBeEmpty()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
      await page.screenshot({ path: `test-results/screenshots/console-${path.replaceAll('/', '-')}-390.png`, fullPage: true, animations: 'disabled' })
      await expectAccessible(page)
    }
  })

  test('at 390 px an admin hides a review from the phone list and restores it', async ({ page, playwright }) => {
    const rated = await createConfirmedAccount(page.request, 'barber', 'Rui Avaliado')
    const barberApi = await apiAs(playwright, rated)
    await completeBarberProfile(barberApi, rated)
    const shopApi = await apiAs(playwright, shop)
    const application = await applyTo(barberApi, await postJob(shopApi, { title: 'Vaga avaliada no celular' }))
    const headers = { origin: process.env.E2E_BASE_URL! }
    for (const status of ['accepted', 'hired']) {
      expect((await shopApi.patch(`/api/applications/${application}`, { data: { status }, headers })).status()).toBe(200)
    }
    const review = await shopApi.post('/api/reviews', { data: { application, rating: 1, comment: 'Comentário para moderar no celular.' }, headers })
    expect(review.status(), await review.text()).toBe(201)
    const reviewId = (await review.json()).doc.id as number
    // Both sides review, so the shop's review is public (double-blind, decision 0026).
    expect((await barberApi.post('/api/reviews', { data: { application, rating: 5 }, headers })).status()).toBe(201)
    await Promise.all([barberApi.dispose(), shopApi.dispose()])

    await page.setViewportSize({ width: 390, height: 844 })
    await signInToConsoleAndWait(page, admin)
    await page.goto('/painel-admin/avaliacoes')
    await expect(consoleTitle(page, 'Avaliações')).toBeVisible({ timeout: 30_000 })
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Comentário para moderar no celular.' })
    await expect(item).toContainText('Visível')
    await item.getByRole('button', { name: 'Ocultar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ocultar avaliação' })
    await dialog.getByLabel('Motivo').fill('Ataque pessoal')
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/console-avaliacao-ocultar-390.png', animations: 'disabled' })
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Ocultar' }).click()
    await expect(toast(page, 'Avaliação ocultada')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(item).toContainText('Oculta: Ataque pessoal')
    expect(await sql(`SELECT hidden, hidden_reason FROM reviews WHERE id = $1`, [reviewId])).toEqual([{ hidden: true, hidden_reason: 'Ataque pessoal' }])
    await item.getByRole('button', { name: 'Restaurar' }).click()
    await expect(toast(page, 'Avaliação restaurada')).toBeVisible()
    await expect(item).toContainText('Visível')
    expect(await sql(`SELECT hidden FROM reviews WHERE id = $1`, [reviewId])).toEqual([{ hidden: false }])
  })

  test('Sair signs out and /auth says so, long enough to read', async ({ page }) => {
    await signInToConsoleAndWait(page, admin)
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
    // The toast the console showed lasted a blink before the page changed: the page one lands on says it.
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Logout realizado com sucesso' })
    await expect(notice).toBeVisible()
    await page.waitForTimeout(2000)
    await expect(notice).toBeVisible()
    await screenshots(page, 'console-sair')
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull()
    // Once: the next visit to /auth says nothing.
    await page.reload()
    await expect(page.getByRole('tabpanel', { name: 'Entrar' })).toBeVisible()
    await expect(notice).toHaveCount(0)
  })

  test('from an address past its cap of failed logins, the console sign-in asks for a proof of work the browser solves, then enters', async ({ page }) => {
    await sql(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ('login:ip:127.0.0.1', 1000000, now() + interval '15 minutes')
               ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`)
    try {
      await page.route('**/api/auth/challenge', (route) => new Promise(() => void route))
      await signInToConsole(page, admin)
      const challenge = page.getByRole('status').filter({ hasText: 'Confirme que você não é um robô' })
      await expect(challenge).toContainText('Muitas tentativas a partir da sua rede.')
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expectAccessible(page)
      await screenshots(page, 'console-login-prova-de-trabalho')
      await page.unroute('**/api/auth/challenge')
      await page.reload()
      await signInToConsoleAndWait(page, admin)
      expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM proof_of_work_used'))[0].n).toBeGreaterThan(0)
    } finally {
      await sql(`DELETE FROM rate_limit_hits WHERE key = 'login:ip:127.0.0.1'`)
    }
  })

  test('the sign-in page fills the window, with no white frame', async ({ page }) => {
    await page.goto('/admin-login')
    await expect(page.getByRole('heading', { name: 'Painel Admin' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px')
    const box = await page.getByRole('main').boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280 })
    await screenshots(page, 'console-login-sem-moldura')
  })

  test('every console list fits the window at 1280 and 1024 px, long names, e-mails, titles and comments included', async ({ page, request, playwright }) => {
    // Twelve lists at two widths on a machine shared with other test runs.
    test.setTimeout(360_000)
    // Rows as wide as real ones: the demo's longest job titles, pay and comments, a long name and e-mail.
    const long = await createConfirmedAccount(request, 'barber', 'Maximiliano Bartolomeu Cavalcanti de Albuquerque Figueiredo')
    await sql(`UPDATE users SET email = $2 WHERE email = $1`, [
      long.email,
      `maximiliano.bartolomeu.cavalcanti.albuquerque.${Date.now()}@barbearia-exemplo-muito-longa.test`,
    ])
    const headers = { origin: process.env.E2E_BASE_URL! }
    const reviewed = await createConfirmedAccount(request, 'barber', 'Leandro Ribeiro')
    const barberApi = await apiAs(playwright, reviewed)
    await completeBarberProfile(barberApi, reviewed)
    const shopApi = await apiAs(playwright, shop)
    await postJob(shopApi, { title: 'Barbeiro para cadeira em parceria', salary: '60% de comissão · serviço (salão-parceiro)', contractType: 'commission' })
    const job = await postJob(shopApi, {
      title: 'Aluguel de cadeira em barbearia movimentada',
      salary: 'R$ 2.800/mês + comissão',
      contractType: 'chair_rental',
    })
    const application = await applyTo(barberApi, job)
    for (const status of ['accepted', 'hired'])
      expect((await shopApi.patch(`/api/applications/${application}`, { data: { status }, headers })).status()).toBe(200)
    expect((await shopApi.post('/api/chat/conversations', { data: { application }, headers })).status()).toBe(201)
    const comment = 'Corte clássico muito bom; pode melhorar no atendimento por telefone e na pontualidade aos sábados.'
    expect((await shopApi.post('/api/reviews', { data: { application, rating: 4, comment }, headers })).status()).toBe(201)
    const ticket = { subject: 'Não recebi resposta da barbearia sobre a vaga de sábado', message: 'Candidatei-me há uma semana e ninguém respondeu.' }
    expect((await barberApi.post('/api/support-tickets', { data: ticket, headers })).status()).toBe(201)
    await Promise.all([barberApi.dispose(), shopApi.dispose()])

    await signInToConsoleAndWait(page, admin)
    // An audited action, so the audit log has a row whatever ran before.
    for (const status of ['inactive', 'active']) expect((await page.request.put(`/api/admin/jobs/${job}`, { data: { status }, headers })).status()).toBe(200)
    // Every list the menu offers an admin, so a resource added later is measured too ('Sair' is a link to '#').
    const lists = (
      await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => ({ href: item.getAttribute('href') ?? '', name: item.textContent ?? '' })))
    ).filter(({ href, name }) => name !== 'Sair' && /^\/painel-admin\/[^/]+$/.test(href))
    expect(lists.map(({ href }) => href.split('/').at(-1))).toEqual(
      expect.arrayContaining([
        'usuarios',
        'barbearias',
        'barbeiros',
        'vagas',
        'conversas',
        'avaliacoes',
        'suporte',
        'auditoria',
        'faq',
        'termos-e-privacidade',
        'planos',
        'pagina-inicial',
      ]),
    )
    const overflowing: string[] = []
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      for (const { href, name } of lists) {
        // Through the menu, as an admin goes: the console is loaded once, each list as it is opened.
        await page.getByRole('menuitem', { name, exact: true }).click()
        await expect(page).toHaveURL((url) => url.pathname === href)
        await expect(page.getByRole('main')).not.toBeEmpty({ timeout: 30_000 })
        await settled(page)
        // The page keeps the window's width, and no table hides columns in a frame scrolled sideways.
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          frames: [...document.querySelectorAll('table')].map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
        }))
        if (widths.page > width) overflowing.push(`${href} a ${width} px: página com ${widths.page} px`)
        if (widths.frames.some((extra) => extra > 0)) overflowing.push(`${href} a ${width} px: tabela rola ${Math.max(...widths.frames)} px de lado`)
        await page.screenshot({ path: `test-results/screenshots/console-${href.split('/').at(-1)}-lista-${width}.png`, fullPage: true, animations: 'disabled' })
      }
    }
    expect(overflowing).toEqual([])
  })
})
