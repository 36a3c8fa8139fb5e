import type { Page } from '@playwright/test'
import pg from 'pg'
import { generateCnpj, generateCpf, maskCnpj, maskCpf } from '#domain/documents'
import {
  createConfirmedAccount,
  expect,
  expectAccessible,
  linkIn,
  screenshotsFromTop,
  signIn,
  sql,
  test,
  toastWith,
  uniqueEmail,
  waitForMail,
  type Mail,
} from './support/fixtures'

const loginPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Entrar' })
const signupPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Cadastrar' })

async function logInThroughForm(page: Page, email: string, password: string) {
  const panel = loginPanel(page)
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Senha').fill(password)
  await panel.getByRole('button', { name: 'Entrar', exact: true }).click()
}

async function fillSignup(page: Page, values: { name: string; phone: string; email: string; password: string }) {
  const panel = signupPanel(page)
  await panel.getByRole('textbox', { name: /^Nome/ }).fill(values.name)
  await panel.getByLabel('Telefone / WhatsApp').pressSequentially(values.phone)
  await panel.getByLabel('Email').fill(values.email)
  await panel.getByLabel('Senha').fill(values.password)
}

async function mailsTo(email: string, subject: string): Promise<Mail[]> {
  const messages = (await (await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[]
  return messages.filter((mail) => mail.subject.startsWith(subject))
}

async function signUpThroughApi(page: Page, type: 'barber' | 'barbershop' = 'barber') {
  const account = {
    userType: type,
    name: 'Rafael Souza',
    document: maskCpf(generateCpf()),
    phone: '(11) 98765-4321',
    email: uniqueEmail('nao-confirmado'),
    password: 'segredo123',
  }
  const response = await page.request.post('/api/signup', { data: account, headers: { origin: process.env.E2E_BASE_URL! } })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

test.describe('sign-up', () => {
  test('signing up again with the CPF of a deleted account promises no trial: the screen and the e-mail say to choose a plan', async ({ page, request }) => {
    const before = await createConfirmedAccount(request, 'barber', 'Rita Recomeço')
    const baseURL = process.env.E2E_BASE_URL!
    const login = await request.post(`${baseURL}/api/users/login`, { data: { email: before.email, password: before.password }, headers: { origin: baseURL } })
    expect(login.status()).toBe(200)
    const deleted = await request.delete(`${baseURL}/api/me`, { data: { password: before.password }, headers: { origin: baseURL } })
    expect(deleted.status()).toBe(200)

    await page.goto('/cadastro?tipo=barbeiro')
    const panel = signupPanel(page)
    await panel.getByRole('textbox', { name: 'CPF' }).pressSequentially(before.document.replace(/\D/g, ''))
    const email = uniqueEmail('recomeco')
    await fillSignup(page, { name: before.name, phone: '11987654321', email, password: 'segredo123' })
    await panel.getByRole('button', { name: 'Criar conta' }).click()

    await expect(panel.getByRole('heading', { name: 'Confirme seu email' })).toBeFocused()
    const notice = panel.getByRole('status').filter({ hasText: 'Este documento já usou o período de teste.' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Depois de confirmar o email, escolha um plano para usar todos os recursos.')
    await expect(notice.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/planos')
    await expect(panel.getByText(/dias grátis/)).toHaveCount(0)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'auth-cadastro-teste-usado')
    const mail = await waitForMail(email)
    expect(mail.text).not.toContain('dias grátis')
    expect(mail.text).toContain('Este documento já usou o período de teste.')
  })

  test('a visitor goes from the landing page through Sou Barbeiro, signs up with a CPF, confirms the e-mail and lands on /completar-perfil', async ({
    page,
  }) => {
    const email = uniqueEmail('barbeiro')
    await page.goto('/')
    await page.getByRole('link', { name: 'Sou Barbeiro' }).first().click()
    await expect(page).toHaveURL(/\/cadastro\?tipo=barbeiro$/)
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true')
    const panel = signupPanel(page)
    await expect(panel.getByRole('radio', { name: 'Sou Barbeiro' })).toBeChecked()
    await expect(panel.getByRole('textbox', { name: 'Nome completo' })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'auth-cadastro-barbeiro')

    const cpf = panel.getByRole('textbox', { name: 'CPF' })
    await cpf.pressSequentially('1234567890')
    await expect(cpf).toHaveValue('123.456.789-0')
    await expect(cpf).not.toHaveAttribute('aria-invalid')
    await cpf.pressSequentially('0')
    await expect(cpf).toHaveValue('123.456.789-00')
    await expect(panel.getByText('CPF inválido. Verifique e tente novamente.')).toBeVisible()
    await expect(cpf).toHaveAttribute('aria-invalid', 'true')
    await expect(cpf).toHaveClass(/border-red-600/)
    await screenshotsFromTop(page, 'auth-cadastro-cpf-invalido')

    const valid = generateCpf()
    await cpf.clear()
    await cpf.pressSequentially(valid)
    await expect(cpf).toHaveValue(maskCpf(valid))
    await expect(panel.getByText('CPF inválido. Verifique e tente novamente.')).toBeHidden()
    await expect(cpf).not.toHaveAttribute('aria-invalid')

    await fillSignup(page, { name: 'Lucas Pereira', phone: '11987654321', email, password: 'segredo123' })
    await expect(panel.getByLabel('Telefone / WhatsApp')).toHaveValue('(11) 98765-4321')
    await expect(panel.getByText('Ao criar sua conta, você concorda com os Termos de Uso e a Política de Privacidade do Navalha.')).toBeVisible()
    await panel.getByRole('button', { name: 'Criar conta' }).click()

    await expect(panel.getByRole('heading', { name: 'Confirme seu email' })).toBeFocused()
    await expect(panel.getByText(email)).toBeVisible()
    await expect(panel.getByText('Você ganhou 3 dias grátis para testar todos os recursos.')).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'auth-cadastro-confirmacao')

    await page.goto(linkIn(await waitForMail(email), '/verificar-email'))
    await expect(page.getByText('Email confirmado! Agora você já pode entrar.')).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'verificar-email-sucesso')
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click()

    await expect(page).toHaveURL(/\/auth$/)
    await logInThroughForm(page, email, 'segredo123')
    await expect(page).toHaveURL(/\/completar-perfil$/)
  })

  test('a shop comes from the landing page through Sou Barbearia, signs up with an alphanumeric CNPJ; switching the type clears the document', async ({
    page,
  }) => {
    const email = uniqueEmail('barbearia')
    await page.goto('/')
    await page.getByRole('link', { name: 'Sou Barbearia' }).first().click()
    await expect(page).toHaveURL(/\/cadastro\?tipo=barbearia$/)
    const panel = signupPanel(page)
    await expect(panel.getByRole('radio', { name: 'Sou Barbearia' })).toBeChecked()
    await expect(panel.getByRole('textbox', { name: 'Nome da barbearia' })).toBeVisible()

    await panel.getByText('Sou Barbeiro').click()
    await panel.getByRole('textbox', { name: 'CPF' }).pressSequentially(generateCpf())
    await panel.getByText('Sou Barbearia').click()
    const cnpj = panel.getByRole('textbox', { name: 'CNPJ' })
    await expect(cnpj).toHaveValue('')
    await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveCount(0)

    const valid = generateCnpj(undefined, { alphanumeric: true })
    const wrongCheckDigit = valid.slice(0, 13) + ((Number(valid[13]) + 1) % 10)
    await cnpj.pressSequentially(maskCnpj(wrongCheckDigit))
    await expect(panel.getByText('CNPJ inválido. Verifique e tente novamente.')).toBeVisible()
    await expect(cnpj).toHaveAttribute('aria-invalid', 'true')

    await cnpj.clear()
    await cnpj.pressSequentially(maskCnpj(valid).toLowerCase())
    await expect(cnpj).toHaveValue(maskCnpj(valid))
    await expect(panel.getByText('CNPJ inválido. Verifique e tente novamente.')).toBeHidden()

    await fillSignup(page, { name: 'Barbearia Navalha de Ouro', phone: '2134567890', email, password: 'segredo123' })
    await expect(panel.getByLabel('Telefone / WhatsApp')).toHaveValue('(21) 3456-7890')
    await screenshotsFromTop(page, 'auth-cadastro-barbearia')
    await panel.getByRole('button', { name: 'Criar conta' }).click()
    await expect(panel.getByRole('heading', { name: 'Confirme seu email' })).toBeVisible()

    await page.goto(linkIn(await waitForMail(email), '/verificar-email'))
    await expect(page.getByText('Email confirmado! Agora você já pode entrar.')).toBeVisible()
    await page.goto('/auth')
    await logInThroughForm(page, email, 'segredo123')
    await expect(page).toHaveURL(/\/completar-perfil$/)
  })

  test('a taken e-mail shows the toast, then the Entrar tab with the e-mail filled in', async ({ page, request }) => {
    const existing = await createConfirmedAccount(request, 'barber')
    await page.goto('/cadastro')
    const panel = signupPanel(page)
    await panel.getByRole('textbox', { name: 'CPF' }).pressSequentially(generateCpf())
    await fillSignup(page, { name: 'Outro Barbeiro', phone: '11912345678', email: existing.email, password: 'segredo123' })
    await panel.getByRole('button', { name: 'Criar conta' }).click()

    await expect(toastWith(page, 'Email já cadastrado')).toBeVisible()
    const shownAt = Date.now()
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true', { timeout: 5000 })
    expect(Date.now() - shownAt).toBeGreaterThan(1000)
    await expect(loginPanel(page).getByLabel('Email')).toHaveValue(existing.email)
    await expect(loginPanel(page).getByLabel('Senha')).toBeFocused()

    await loginPanel(page).getByLabel('Senha').fill(existing.password)
    await loginPanel(page).getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page).toHaveURL(/\/completar-perfil$/)
  })

  test('other server errors land on their fields with the "Erro ao criar conta" toast', async ({ page, request }) => {
    const existing = await createConfirmedAccount(request, 'barber')
    await page.goto('/cadastro')
    const panel = signupPanel(page)
    await panel.getByRole('textbox', { name: 'CPF' }).pressSequentially(existing.document)
    await fillSignup(page, { name: 'Outro Barbeiro', phone: '11912345678', email: uniqueEmail('cpf-repetido'), password: 'segredo123' })
    await panel.getByRole('button', { name: 'Criar conta' }).click()
    await expect(toastWith(page, 'Erro ao criar conta')).toContainText('Este CPF já possui uma conta cadastrada.')
    await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('aria-invalid', 'true')
    await expect(panel.getByRole('textbox', { name: 'CPF' })).toBeFocused()
  })

  test('a confirmation link that expired offers a new one; an unknown one says so', async ({ page }) => {
    const account = await signUpThroughApi(page)
    const link = linkIn(await waitForMail(account.email), '/verificar-email')
    const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
    await database.connect()
    await database.query(`UPDATE users SET verification_expires_at = now() - interval '1 minute' WHERE email = $1`, [account.email])
    await database.end()

    await page.goto(link)
    await expect(page.getByText('Este link de confirmação expirou. Peça um novo link abaixo.')).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'verificar-email-expirado')
    await page.getByRole('main').getByLabel('Email').fill(account.email)
    await page.getByRole('button', { name: 'Reenviar email de confirmação' }).click()
    await expect(toastWith(page, 'Email enviado!')).toBeVisible()
    await expect.poll(async () => (await mailsTo(account.email, 'Confirme')).length).toBe(2)

    await page.goto(`/verificar-email?token=${'ab'.repeat(32)}`)
    await expect(page.getByText('Este link de confirmação é inválido ou já foi usado.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Entrar' })).toBeVisible()
  })
})

test.describe('login', () => {
  test('before the e-mail is confirmed it asks for the confirmation and offers to send it again', async ({ page }) => {
    const account = await signUpThroughApi(page, 'barber')
    await page.goto('/login')
    await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'auth-entrar')
    await logInThroughForm(page, account.email, account.password)

    await expect(toastWith(page, 'Erro no login')).toContainText('Por favor, confirme seu email antes de fazer login.')
    await expect(page).toHaveURL(/\/login$/)
    await loginPanel(page).getByRole('button', { name: 'Reenviar email de confirmação' }).click()
    await expect(toastWith(page, 'Email enviado!')).toBeVisible()
    await expect.poll(async () => (await mailsTo(account.email, 'Confirme')).length).toBe(2)
    await screenshotsFromTop(page, 'auth-entrar-nao-confirmado')
  })

  test('wrong credentials show the spec message until the next login succeeds; ?next= is followed', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'barbershop')
    await page.goto('/chat')
    await expect(page).toHaveURL(/\/login\?next=%2Fchat$/)
    await logInThroughForm(page, account.email, 'errada123')
    const refusal = toastWith(page, 'Erro no login')
    await expect(refusal).toContainText('Email ou senha incorretos.')
    await loginPanel(page).getByLabel('Senha').fill(account.password)
    await expect(refusal).toBeVisible()
    await loginPanel(page).getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page).toHaveURL(/\/chat$/)
    // The refusal no longer holds: its toast goes with the successful login, not seconds later.
    await expect(refusal).toHaveCount(0, { timeout: 500 })
    await screenshotsFromTop(page, 'auth-login-depois-do-erro')
  })

  test('from an address past its cap (a carrier NAT), the login asks for a proof of work that the browser solves, then signs in', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'barbershop')
    // The failed logins of 30,000 neighbours (the cap is 30 times RATE_LIMIT_SCALE), counted where every instance counts them.
    const crowded = `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ('login:ip:127.0.0.1', 1000000, now() + interval '15 minutes')
                     ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`
    await sql(crowded)
    try {
      await page.goto('/chat')
      await logInThroughForm(page, account.email, account.password)
      const challenge = loginPanel(page).getByRole('status').filter({ hasText: 'Confirme que você não é um robô' })
      await expect(challenge).toContainText('Muitas tentativas a partir da sua rede.')
      await expect(toastWith(page, 'Erro no login')).toHaveCount(0)
      // The widget fetches its challenge and solves it in the browser, then the form signs in with the solution.
      await expect(page).toHaveURL(/\/chat$/, { timeout: 20_000 })
      expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM proof_of_work_used'))[0].n).toBeGreaterThan(0)

      // Screenshots of the request for a proof, as it first appears (the form then resubmits by itself).
      await page.context().clearCookies()
      await page.route('**/api/auth/challenge', (route) => new Promise(() => void route))
      await page.goto('/login')
      await logInThroughForm(page, account.email, account.password)
      await expect(challenge).toBeVisible()
      await screenshotsFromTop(page, 'auth-entrar-prova-de-trabalho')
    } finally {
      await sql(`DELETE FROM rate_limit_hits WHERE key = 'login:ip:127.0.0.1'`)
    }
  })

  test('a signed-in user visiting the auth screens goes to /dashboard', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'barber')
    await signIn(page, account)
    await page.goto('/cadastro')
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
  })
})

test.describe('password reset', () => {
  test('request, e-mail link, the spec rules, then signed in and able to log in with the new password', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'barber')
    await page.goto('/auth')
    await loginPanel(page).getByLabel('Email').fill(account.email)
    await loginPanel(page).getByRole('button', { name: 'Esqueci minha senha' }).click()
    const panel = loginPanel(page)
    await expect(panel.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible()
    await expect(panel.getByLabel('Email')).toHaveValue(account.email)
    await expect(panel.getByLabel('Email')).toBeFocused()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'auth-esqueci-senha')
    await panel.getByRole('button', { name: 'Enviar link de recuperação' }).click()
    await expect(toastWith(page, 'Email enviado!')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible({ timeout: 5000 })
    await expect(panel.getByLabel('Email')).toHaveValue(account.email)

    const mail = await waitForMail(account.email, (m) => m.subject.startsWith('Redefinição'))
    await page.goto(linkIn(mail, '/recuperar-senha'))
    await expectAccessible(page)
    await screenshotsFromTop(page, 'recuperar-senha')
    const main = page.getByRole('main')
    await main.getByLabel(/^Nova senha/).fill('12345')
    await main.getByLabel(/^Confirme a nova senha/).fill('12345')
    await main.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(toastWith(page, 'Senha muito curta')).toContainText('A senha deve ter pelo menos 6 caracteres.')
    await expect(main.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible()
    await expect(main.getByLabel(/^Nova senha/)).toHaveAttribute('aria-invalid', 'true')

    await main.getByLabel(/^Nova senha/).fill('novaSenha456')
    await main.getByLabel(/^Confirme a nova senha/).fill('novaSenha457')
    await main.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(toastWith(page, 'Senhas não coincidem')).toContainText('Por favor, verifique se as senhas são idênticas.')
    await expect(main.getByText('Por favor, verifique se as senhas são idênticas.')).toBeVisible()
    await screenshotsFromTop(page, 'recuperar-senha-erros')

    await main.getByLabel(/^Confirme a nova senha/).fill('novaSenha456')
    await main.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(toastWith(page, 'Senha alterada!')).toBeVisible()
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
    await expect(page.getByRole('banner').getByRole('button', { name: account.name })).toBeVisible()

    await page.context().clearCookies()
    await page.goto('/auth')
    await logInThroughForm(page, account.email, account.password)
    await expect(toastWith(page, 'Erro no login')).toContainText('Email ou senha incorretos.')
    await logInThroughForm(page, account.email, 'novaSenha456')
    await expect(page).toHaveURL(/\/completar-perfil$/)
  })

  test('a reset link opened from an address past its cap asks for a proof of work in a dialog, then works', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, 'barber')
    expect((await request.post('/api/users/forgot-password', { data: { email: account.email } })).status()).toBe(200)
    const mail = await waitForMail(account.email, (m) => m.subject.startsWith('Redefinição'))
    // Made-up tokens tried from this address by its thousands of neighbours (the cap is 10 times RATE_LIMIT_SCALE).
    await sql(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ('reset-link:ip:127.0.0.1', 1000000, now() + interval '15 minutes')
               ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, reset_at = EXCLUDED.reset_at`)
    try {
      await page.route('**/api/auth/challenge', (route) => new Promise(() => void route))
      await page.goto(linkIn(mail, '/recuperar-senha'))
      const gate = page.getByRole('dialog', { name: 'Confirme que você não é um robô' })
      await expect(gate).toContainText('Muitas tentativas a partir da sua rede.')
      await expectAccessible(page)
      await screenshotsFromTop(page, 'recuperar-senha-prova-de-trabalho')
      // Cancelar gives the page the refusal; opened again, the widget solves its challenge by itself.
      await gate.getByRole('button', { name: 'Cancelar' }).click()
      await expect(gate).toBeHidden()
      await page.unroute('**/api/auth/challenge')
      await page.reload()
      const main = page.getByRole('main')
      await expect(main.getByLabel(/^Nova senha/)).toBeVisible({ timeout: 20_000 })
      await main.getByLabel(/^Nova senha/).fill('novaSenha789')
      await main.getByLabel(/^Confirme a nova senha/).fill('novaSenha789')
      await main.getByRole('button', { name: 'Salvar nova senha' }).click()
      await expect(toastWith(page, 'Senha alterada!')).toBeVisible({ timeout: 20_000 })
      await expect(page).toHaveURL(/\/painel-barbeiro$/)
    } finally {
      await sql(`DELETE FROM rate_limit_hits WHERE key = 'reset-link:ip:127.0.0.1'`)
    }
  })

  test('an invalid or expired link, an error_description or a missing token show "Erro no link de recuperação"', async ({ page }) => {
    // A dead token is told as the page opens, before anyone types a new password.
    await page.goto(`/recuperar-senha?token=${'cd'.repeat(32)}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('alert').filter({ hasText: 'Erro no link de recuperação' })).toContainText(
      'O link pode ter expirado. Solicite um novo link de recuperação.',
    )
    await expect(main.getByLabel(/^Nova senha/)).toHaveCount(0)
    await expect(main.getByRole('button', { name: 'Enviar link de recuperação' })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'recuperar-senha-link-expirado')

    await page.goto('/recuperar-senha?error=access_denied&error_description=Email+link+is+invalid+or+has+expired')
    await expect(main.getByRole('alert').filter({ hasText: 'Erro no link de recuperação' })).toContainText('Email link is invalid or has expired')
    await expect(main.getByLabel(/^Nova senha/)).toHaveCount(0)

    await page.goto('/recuperar-senha')
    await expect(main.getByRole('alert').filter({ hasText: 'Erro no link de recuperação' })).toContainText(
      'O link pode ter expirado. Solicite um novo link de recuperação.',
    )
    await expectAccessible(page)
    await screenshotsFromTop(page, 'recuperar-senha-link-invalido')
    await main.getByRole('link', { name: 'Voltar para o login' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })
})

test('/auth passes axe on both tabs and keeps the tabs usable from the keyboard', async ({ page }) => {
  await page.goto('/auth')
  await expectAccessible(page)
  const entrar = page.getByRole('tab', { name: 'Entrar' })
  await entrar.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Cadastrar' })).toBeFocused()
  await expect(signupPanel(page)).toBeVisible()
  await expect(loginPanel(page)).toBeHidden()
  await expectAccessible(page)
  await signupPanel(page).getByRole('button', { name: 'Criar conta' }).click()
  await expect(signupPanel(page).getByText('Informe seu nome completo.')).toBeVisible()
  await expectAccessible(page)
  await screenshotsFromTop(page, 'auth-cadastro-erros')
})

test('a sign-in sent before the script runs puts no password in the address: the page comes back by GET', async ({ browser, request, baseURL }) => {
  // The HTML the server rendered, with no script at all: the slowest phone's first second.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/auth?next=/vagas-salvas')
  await loginPanel(page).getByLabel('Email').fill('alguem@example.com')
  await loginPanel(page).getByLabel('Senha').fill('segredo-Que-Nao-Vai-Na-URL-1')
  const posted = page.waitForRequest((sent) => sent.method() === 'POST')
  // The button says it cannot be used yet (aria-disabled), but a phone's "Go" key still sends the form.
  await loginPanel(page).getByLabel('Senha').press('Enter')
  expect(new URL((await posted).url()).pathname).toBe('/auth')
  await page.waitForURL('**/auth?next=/vagas-salvas')
  expect(page.url()).not.toMatch(/segredo|senha|password|alguem/i)
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible()
  await context.close()

  // Back to the same address of this site only.
  const back = await request.post('/cadastro?tipo=barbeiro', { form: { email: 'x' }, maxRedirects: 0 })
  expect(back.status()).toBe(303)
  expect(back.headers().location).toBe('/cadastro?tipo=barbeiro')
  for (const elsewhere of ['//example.com/auth', '/\\example.com/auth']) {
    const refused = await request.fetch(`${baseURL}${elsewhere}`, { method: 'POST', form: { email: 'x' }, maxRedirects: 0 })
    expect(refused.status(), elsewhere).toBe(404)
  }
})

test('a visitor of a signed-in screen is sent to sign in by the server, before the app loads', async ({ page, request }) => {
  const answer = await request.get('/chat?q=barba', { maxRedirects: 0 })
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toBe('/login?next=%2Fchat%3Fq%3Dbarba')
  expect(answer.headers()['cache-control']).toBe('no-store')
  await page.goto('/candidatos')
  await expect(page).toHaveURL(/\/auth\?next=%2Fcandidatos$/)
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible()
  await page.goto('/chat')
  await expect(page).toHaveURL(/\/login\?next=%2Fchat$/)
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible()
  await screenshotsFromTop(page, 'login-vindo-do-chat')
})
