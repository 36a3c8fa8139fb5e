import { collectPageErrors, createConfirmedAccount, expect, signIn, test } from './support/fixtures'

test.describe('navigation', () => {
  test('a visitor sees Início, Barbeiros, Barbearias, Sobre, Entrar and Cadastrar', async ({ page }) => {
    await page.goto('/barbeiros')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    for (const label of ['Início', 'Barbeiros', 'Barbearias', 'Sobre']) await expect(nav.getByRole('link', { name: label })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cadastrar' })).toBeVisible()
    await expect(page).toHaveTitle('Barbeiros · Navalha')
  })

  test('a shop sees its links and the account menu', async ({ page, request }) => {
    const shop = await createConfirmedAccount(request, 'barbershop')
    await signIn(page, shop)
    await page.goto('/candidatos')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    for (const label of ['Controle de Vagas', 'Candidatos', 'Anunciar Vaga', 'Chat']) await expect(nav.getByRole('link', { name: label })).toBeVisible()
    await page.getByRole('button', { name: shop.name }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText('Painel da Barbearia')).toBeVisible()
    for (const label of ['Dashboard', 'Meu Perfil', 'Faturamento']) await expect(menu.getByRole('menuitem', { name: label })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Navalha, ir para o início' })).toHaveAttribute('href', '/painel-barbearia')
  })

  test('a barber sees its links; the mobile menu holds them below 768 px', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber')
    await signIn(page, barber)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/vagas-aplicadas')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    for (const label of ['Vagas Abertas', 'Vagas Aplicadas', 'Chat', 'Dashboard', 'Meu Perfil', 'Faturamento', 'Sair']) {
      await expect(menu.getByRole(label === 'Sair' ? 'button' : 'link', { name: label })).toBeVisible()
    }
  })

  test('/dashboard sends each role to its panel and visitors to /auth', async ({ page, request }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth$/)
    const barber = await createConfirmedAccount(request, 'barber')
    await signIn(page, barber)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
    await page.goto('/perfil')
    await expect(page).toHaveURL(/\/completar-perfil$/)
  })

  test('shop-only pages send others to /', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber')
    await signIn(page, barber)
    await page.goto('/anunciar-vaga')
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/nao-existe/mesmo')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Voltar para o início' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('unknown API paths stay JSON 404s', async ({ request }) => {
    const response = await request.get('/api/nao-existe')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
  })
})

test.describe('server rendering', () => {
  for (const path of ['/', '/auth', '/cadastro?tipo=barbearia', '/barbeiros', '/nao-existe']) {
    test(`${path} arrives rendered and hydrates without errors`, async ({ page, request }) => {
      const html = await (await request.get(path)).text()
      expect(html).toMatch(/<div id="root"><(div|a)[^>]/)
      expect(html).toContain('"ssr":true')
      const errors = collectPageErrors(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
    })
  }

  test('guarded pages are left to the browser, which sends visitors away', async ({ page, request }) => {
    const html = await (await request.get('/painel-barbeiro')).text()
    expect(html).toContain('<div id="root"></div>')
    await page.goto('/painel-barbeiro')
    await expect(page).toHaveURL(/\/auth\?next=/)
  })
})

test('a public profile arrives with its content in the HTML', async ({ request }) => {
  const name = `Perfil Servidor ${Date.now()}`
  await createConfirmedAccount(request, 'barber', name)
  const { docs } = await (await request.get(`/api/directory/barbers?q=${encodeURIComponent(name)}`)).json()
  const html = await (await request.get(`/barbeiro/${docs[0].id}`)).text()
  const root = html.slice(html.indexOf('<div id="root">'))
  expect(root).toContain(name)
  expect(html).toContain('"queries":[{"queryKey":["barbers"')
})

test('the directories arrive with their cards in the HTML', async ({ request }) => {
  const name = `Diretório Servidor ${Date.now()}`
  await createConfirmedAccount(request, 'barbershop', name)
  const html = await (await request.get(`/barbearias?q=${encodeURIComponent(name)}`)).text()
  expect(html.slice(html.indexOf('<div id="root">'))).toContain(name)
})
