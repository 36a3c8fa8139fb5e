import {
  collectPageErrors,
  createConfirmedAccount,
  expect,
  expectAccessible,
  screenshotsFromTop,
  signIn,
  sql,
  test,
  toastWith,
  type E2eAccount,
} from './support/fixtures'
import { completeShopProfile, logIn, postJob } from './support/setup'

const setRoles = async (email: string, roles: string[]) => {
  await sql(`DELETE FROM users_roles WHERE parent_id = (SELECT id FROM users WHERE email = $1)`, [email])
  for (const [order, role] of roles.entries()) {
    await sql(`INSERT INTO users_roles ("order", parent_id, value) SELECT $2, id, $3 FROM users WHERE email = $1`, [email, order + 1, role])
  }
}

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
    for (const label of ['Dashboard', 'Meu Perfil', 'Segurança da conta', 'Faturamento'])
      await expect(menu.getByRole('menuitem', { name: label })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Navalha, ir para o seu painel' })).toHaveAttribute('href', '/painel-barbearia')
    const footer = page.getByRole('contentinfo')
    for (const label of ['Minhas vagas', 'Anunciar vaga', 'Candidatos', 'Planos e faturamento'])
      await expect(footer.getByRole('link', { name: label })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Sou Barbeiro' })).toHaveCount(0)
  })

  test("a visitor's footer invites to sign up; the logo goes home", async ({ page }) => {
    await page.goto('/barbearias')
    const footer = page.getByRole('contentinfo')
    for (const label of ['Sou Barbeiro', 'Sou Barbearia', 'Entrar']) await expect(footer.getByRole('link', { name: label })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Navalha, ir para o início' })).toHaveAttribute('href', '/')
  })

  test('Voltar goes one step back, or to the panel when the page was opened directly', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber')
    await signIn(page, barber)
    await page.goto('/vagas-abertas')
    // After hydration: a click on the server-drawn page before it can be lost (a known, unfixed bug; stop 48's and 49's notes).
    await page.waitForLoadState('networkidle')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vagas salvas' }).click()
    await expect(page).toHaveURL(/\/vagas-salvas$/)
    await page.getByRole('main').getByRole('button', { name: 'Voltar' }).click()
    await expect(page).toHaveURL(/\/vagas-abertas$/)
    await page.goto('/vagas-salvas')
    await page.getByRole('main').getByRole('button', { name: 'Voltar' }).click()
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
  })

  test('a barber sees its links; the mobile menu holds them below 768 px', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber')
    await signIn(page, barber)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/vagas-aplicadas')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    for (const label of ['Vagas Abertas', 'Vagas Aplicadas', 'Chat', 'Dashboard', 'Meu Perfil', 'Segurança da conta', 'Faturamento', 'Sair']) {
      await expect(menu.getByRole(label === 'Sair' ? 'button' : 'link', { name: label })).toBeVisible()
    }
  })

  test('/dashboard and /perfil send each role where spec §2 says, visitors to /auth', async ({ page, request }) => {
    for (const path of ['/dashboard', '/perfil']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/auth$/)
    }
    const cases = [
      { type: 'barber', roles: null, dashboard: /\/painel-barbeiro$/, profile: /\/completar-perfil$/ },
      { type: 'barbershop', roles: null, dashboard: /\/painel-barbearia$/, profile: /\/completar-perfil$/ },
      { type: 'barber', roles: ['admin'], dashboard: /\/painel-admin$/, profile: /\/painel-admin$/ },
    ] as const
    for (const { type, roles, dashboard, profile } of cases) {
      const account = await createConfirmedAccount(request, type)
      if (roles) await setRoles(account.email, [...roles])
      await page.context().clearCookies()
      await signIn(page, account)
      await page.goto('/dashboard')
      await expect(page).toHaveURL(dashboard)
      await page.goto('/perfil')
      await expect(page).toHaveURL(profile)
    }
  })

  test('an account without a role waits 5 seconds on /dashboard, then stays on /painel-barbeiro, told what is wrong', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'barber')
    await setRoles(account.email, [])
    await sql(`UPDATE users SET user_type = NULL WHERE email = $1`, [account.email])
    await signIn(page, account)
    // The page's own clock, moved by the test: the 5 seconds are the app's, not the machine's load.
    await page.clock.install()
    await page.goto('/dashboard')
    await expect(page.getByRole('status').first()).toBeVisible()
    await page.clock.runFor(4000)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.clock.runFor(1500)
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
    await expect(page.getByRole('heading', { name: 'Sua conta ainda não tem um tipo' })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'painel-sem-tipo')
    await page.clock.runFor(5000)
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click()
    await expect(toastWith(page, 'Você saiu da sua conta.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
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

/**
 * Spec §2 role by role: every guarded screen, opened by each kind of user. The shop's own job
 * stands behind the job routes, so the shop stays on them; everyone else is sent away before the
 * screen shows anything.
 */
test.describe('guards', () => {
  type Viewer = 'visitor' | 'barber' | 'shop' | 'admin' | 'editor'
  const viewers: Viewer[] = ['visitor', 'barber', 'shop', 'admin', 'editor']
  const accounts = {} as Record<Exclude<Viewer, 'visitor'>, E2eAccount>
  let jobId = 0

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    accounts.barber = await createConfirmedAccount(api, 'barber')
    accounts.shop = await createConfirmedAccount(api, 'barbershop')
    accounts.admin = await createConfirmedAccount(api, 'barber', 'Ana Admin')
    accounts.editor = await createConfirmedAccount(api, 'barber', 'Edu Editor')
    await setRoles(accounts.admin.email, ['admin'])
    await setRoles(accounts.editor.email, ['editor'])
    await logIn(api, accounts.shop)
    await completeShopProfile(api, accounts.shop)
    jobId = await postJob(api, { title: 'Barbeiro para a guarda das rotas' })
    await api.dispose()
  })

  /**
   * Where each viewer ends up: 'stays' keeps the screen (its heading shows), 'sign-in' is /auth with a way back,
   * 'refused' keeps the address and the session with the console's refusal (issue 39, item 4).
   */
  type Outcome = 'stays' | 'sign-in' | 'refused' | string
  const routes: { path: () => string; heading: string; outcomes: Record<Viewer, Outcome> }[] = [
    ...[
      { path: () => '/anunciar-vaga', heading: 'Anunciar Vaga' },
      { path: () => '/candidatos', heading: 'Candidatos' },
      { path: () => `/vaga/${jobId}/candidatos`, heading: 'Candidatos' },
      { path: () => `/editar-vaga/${jobId}`, heading: 'Editar Vaga' },
    ].map((route) => ({ ...route, outcomes: { visitor: 'sign-in', barber: '/', shop: 'stays', admin: '/', editor: '/' } })),
    ...[
      { path: () => '/vagas-aplicadas', heading: 'Minhas Candidaturas' },
      { path: () => '/vagas-salvas', heading: 'Vagas Salvas' },
    ].map((route) => ({ ...route, outcomes: { visitor: 'sign-in', barber: 'stays', shop: '/', admin: '/', editor: '/' } })),
    {
      path: () => '/painel-barbeiro',
      heading: 'Painel do Barbeiro',
      outcomes: { visitor: 'sign-in', barber: 'stays', shop: '/painel-barbearia', admin: '/painel-admin', editor: '/painel-admin' },
    },
    {
      path: () => '/painel-barbearia',
      heading: 'Painel da Barbearia',
      outcomes: { visitor: 'sign-in', barber: '/painel-barbeiro', shop: 'stays', admin: '/painel-admin', editor: '/painel-admin' },
    },
    // The console (admin/): moderation for admins, content for editors, visitors to its sign-in, barbers and shops refused.
    {
      path: () => '/painel-admin',
      heading: 'Painel Admin',
      outcomes: { visitor: '/admin-login', barber: 'refused', shop: 'refused', admin: 'stays', editor: 'stays' },
    },
    {
      path: () => '/painel-admin/usuarios',
      heading: 'Usuários',
      outcomes: { visitor: '/admin-login', barber: 'refused', shop: 'refused', admin: 'stays', editor: '/painel-admin' },
    },
  ]

  for (const viewer of viewers) {
    test(`${viewer}: each guarded screen shows or sends away as spec §2 says`, async ({ page }) => {
      if (viewer !== 'visitor') await signIn(page, accounts[viewer])
      for (const route of routes) {
        const path = route.path()
        const outcome = route.outcomes[viewer]
        await page.goto(path)
        const where = `${viewer} em ${path}`
        if (outcome === 'stays') {
          await expect(page.getByRole('heading', { level: 1, name: route.heading }), where).toBeVisible()
          await expect(page, where).toHaveURL((url) => url.pathname === path)
        } else if (outcome === 'refused') {
          await expect(page.getByText('Acesso negado. Apenas administradores podem acessar.'), where).toBeVisible()
          await expect(page, where).toHaveURL((url) => url.pathname === path)
        } else if (outcome === 'sign-in') {
          await expect(page, where).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === path)
        } else {
          await expect(page, where).toHaveURL((url) => url.pathname === outcome)
        }
      }
    })
  }
})

test('the trial banner says what is left with the verb agreeing: faltam 3 dias, falta 1 dia, falta menos de 1 hora', async ({ page, request }) => {
  const barber = await createConfirmedAccount(request, 'barber')
  await signIn(page, barber)
  const banner = page.getByRole('main').getByText(/^Período de teste grátis/)
  const cases = [
    ['3 days', 'faltam 3 dias'],
    ['30 hours', 'falta 1 dia'],
    ['5 hours 30 minutes', 'faltam 5 horas'],
    ['90 minutes', 'falta 1 hora'],
    ['20 minutes', 'falta menos de 1 hora'],
  ]
  for (const [left, text] of cases) {
    await sql(`UPDATE users SET trial_ends_at = now() + $2::interval WHERE email = $1`, [barber.email, left])
    await page.goto('/vagas-abertas')
    await expect(banner, left).toHaveText(`Período de teste grátis: ${text}.`)
    if (text !== 'falta 1 dia') continue
    await expectAccessible(page)
    await screenshotsFromTop(page, 'banner-teste-falta-1-dia')
  }
})

test.describe('server rendering', () => {
  for (const path of ['/', '/auth', '/cadastro?tipo=barbearia', '/barbeiros', '/faq', '/nao-existe']) {
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

  test('guarded pages: the server sends a visitor away, and leaves a session cookie (even a stale one) to the browser', async ({ page, request, baseURL }) => {
    const visitor = await request.get('/painel-barbeiro', { maxRedirects: 0 })
    expect([visitor.status(), visitor.headers().location]).toEqual([302, '/auth?next=%2Fpainel-barbeiro'])
    const stale = await request.get('/painel-barbeiro', { headers: { cookie: 'payload-token=expirado' } })
    expect(await stale.text()).toContain('<div id="root"></div>')
    await page.context().addCookies([{ name: 'payload-token', value: 'expirado', url: baseURL! }])
    await page.goto('/painel-barbeiro')
    await expect(page).toHaveURL(/\/auth\?next=%2Fpainel-barbeiro$/)
    // The shell carries no session (issue 42): the app asks /api/session, and a forged token is a visitor there.
    await page.context().addCookies([{ name: 'payload-token', value: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forjado', url: baseURL! }])
    await page.goto('/chat?c=barba')
    await expect(page).toHaveURL(/\/login\?next=%2Fchat%3Fc%3Dbarba$/)
    await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true')
    await screenshotsFromTop(page, 'casca-token-forjado-login')
  })

  test('a signed-in screen arrives as the shell without a session and draws the account from /api/session', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber')
    await signIn(page, barber)
    const sessions: string[] = []
    page.on('request', (sent) => void (new URL(sent.url()).pathname === '/api/session' && sessions.push(sent.url())))
    const errors = collectPageErrors(page)
    const shell = await page.goto('/vagas-salvas')
    const html = await shell!.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('"session"')
    expect(html).not.toContain(barber.email)
    await expect(page.getByRole('button', { name: barber.name })).toBeVisible()
    expect(sessions.length).toBeGreaterThan(0)
    await expect(page.getByText('Nenhuma vaga salva')).toBeVisible()
    expect(errors).toEqual([])
    await screenshotsFromTop(page, 'casca-sem-sessao-vagas-salvas')
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
