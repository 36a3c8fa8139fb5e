/**
 * Browsing without an account (issue 40, decision 0064), on a phone: a visitor opens /vagas-abertas
 * rendered by the server, filters it through the address, opens a job, signs up from 'Candidatar-se'
 * and, after confirming the e-mail and completing the profile the server asks for, lands back on the
 * same job with the application form open. 'Salvar Vaga' comes back to the job as well; a signed-in
 * shop still sees the list as before, with nothing to apply with.
 */
import type { Page } from '@playwright/test'
import { generateCpf } from '#domain/documents'
import {
  collectPageErrors,
  createConfirmedAccount,
  expect,
  expectAccessible,
  linkIn,
  screenshotsFromTop,
  signIn,
  test,
  toastWith,
  uniqueEmail,
  waitForMail,
} from './support/fixtures'
import { completeBarberProfile, completeShopProfile, imageFile, logIn, postJob, videoFile } from './support/setup'

test.use({ viewport: { width: 390, height: 844 } })

let counter = 0
const uniqueWord = () => `pv${Date.now().toString(36)}${(++counter).toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])

const jobCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })

test('a visitor browses, filters and opens jobs without an account, signs up from Candidatar-se and lands back on the job with the application form', async ({
  page,
  request,
}) => {
  // The whole journey, sign-up, e-mail and profile with its uploads included, on a machine shared with other runs.
  test.setTimeout(240_000)
  const word = uniqueWord()
  const shop = await createConfirmedAccount(request, 'barbershop')
  await logIn(request, shop)
  await completeShopProfile(request, shop)
  const commission = `Barbeiro ${word} comissão`
  const fullTime = `Barbeiro ${word} integral`
  const jobId = await postJob(request, { title: commission, contractType: 'commission', description: 'Atendimento com agenda cheia e boa comissão.' })
  await postJob(request, { title: fullTime, contractType: 'full_time', description: 'Segunda a sábado, salário fixo e benefícios.' })
  const errors = collectPageErrors(page)

  // The list, with no account: no sign-in page on the way.
  await page.goto('/vagas-abertas')
  await expect(page).toHaveURL(/\/vagas-abertas$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas Abertas' })).toBeVisible()
  const filters = page.getByRole('search', { name: 'Filtrar vagas' })
  await filters.getByRole('searchbox', { name: 'Buscar vagas' }).fill(word)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
  await expect(jobCard(page, commission)).toBeVisible()
  await expect(jobCard(page, fullTime)).toBeVisible()
  // On a phone the filters fold under 'Filtros'.
  await filters.getByRole('button', { name: 'Filtros', exact: true }).click()
  await filters.getByLabel('Tipo de contrato').selectOption({ label: 'Comissão' })
  await expect(page).toHaveURL(/[?&]contrato=commission/)
  await expect(jobCard(page, fullTime)).toBeHidden()
  const card = jobCard(page, commission)
  await expect(card.getByRole('link', { name: `Candidatar-se: ${commission}` })).toBeVisible()
  await expect(card.getByRole('link', { name: `Salvar Vaga: ${commission}` })).toBeVisible()
  await expectAccessible(page)
  await screenshotsFromTop(page, 'vagas-abertas-visitante')

  // The filtered address is a page of its own: opened afresh, the server renders the same list.
  const filtered = page.url()
  const html = await (await fetch(filtered, { headers: { accept: 'text/html' } })).text()
  expect(html).toContain(commission)
  expect(html).not.toContain(fullTime)

  await card.getByRole('link', { name: `Ver detalhes: ${commission}` }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${jobId}$`))
  await expect(page.getByRole('heading', { level: 1, name: commission })).toBeVisible()
  await page.getByRole('link', { name: 'Candidatar-se' }).click()
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/vagas/${jobId}?candidatar=1`)}`)

  // Signs up on the same page (the Cadastrar tab keeps the way back), confirms the e-mail elsewhere, signs in.
  await page.getByRole('tab', { name: 'Cadastrar' }).click()
  const signup = page.getByRole('tabpanel', { name: 'Cadastrar' })
  const email = uniqueEmail('visitante')
  await signup.getByRole('textbox', { name: 'CPF' }).pressSequentially(generateCpf())
  await signup.getByRole('textbox', { name: /^Nome/ }).fill('Caio Visitante')
  await signup.getByLabel('Telefone / WhatsApp').pressSequentially('11987654321')
  await signup.getByLabel('Email').fill(email)
  await signup.getByLabel('Senha').fill('segredo123')
  await signup.getByRole('button', { name: 'Criar conta' }).click()
  await expect(signup.getByRole('heading', { name: 'Confirme seu email' })).toBeFocused()
  const link = linkIn(await waitForMail(email), '/verificar-email')
  const mailbox = await page.context().newPage()
  await mailbox.goto(link)
  await expect(mailbox.getByRole('status').filter({ hasText: 'Email confirmado! Agora você já pode entrar.' })).toBeVisible({ timeout: 30_000 })
  await mailbox.close()
  await page.bringToFront()
  await signup.getByRole('button', { name: 'Entrar' }).click()
  const login = page.getByRole('tabpanel', { name: 'Entrar' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Senha').fill('segredo123')
  await login.getByRole('button', { name: 'Entrar', exact: true }).click()

  // Applying needs a complete profile (the server refuses otherwise): the form, then back to the job.
  await expect(page).toHaveURL(`/completar-perfil?next=${encodeURIComponent(`/vagas/${jobId}?candidatar=1`)}`)
  await expect(toastWith(page, 'Erro')).toContainText('Você precisa completar seu perfil de barbeiro para se candidatar')
  await page.getByLabel(/^Idade/).fill('24')
  await page.getByLabel(/^Anos de experiência/).fill('3')
  await page.getByLabel(/^Bio/).fill('Barbeiro há três anos, especialista em degradê e barba desenhada.')
  await page.getByLabel(/^Estado/).selectOption('PR')
  await page.getByLabel(/^Cidade/).fill('Maringá')
  await page.getByLabel(/^Bairro/).fill('Zona 7')
  await page.locator('input[name="photo"]').setInputFiles(await imageFile('eu.png', '#92400e'))
  await page.locator('input[name="video"]').setInputFiles(videoFile({ seconds: 10 }))
  await page.getByRole('button', { name: 'Salvar perfil' }).click()
  await expect(toastWith(page, 'Perfil completado!')).toBeVisible()

  await expect(page).toHaveURL(new RegExp(`/vagas/${jobId}$`))
  const form = page.getByRole('dialog', { name: 'Candidatar-se' })
  await expect(form).toBeVisible()
  await expect(form.getByText(commission)).toBeVisible()
  await screenshotsFromTop(page, 'vagas-abertas-visitante-de-volta-a-vaga')
  await form.getByRole('button', { name: 'Enviar candidatura' }).click()
  await expect(toastWith(page, 'Candidatura enviada!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()
  expect(errors).toEqual([])
})

test("a visitor's Salvar Vaga signs in and comes back to the job; a signed-in shop sees the list with nothing to apply with", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const word = uniqueWord()
  const shop = await createConfirmedAccount(request, 'barbershop')
  await logIn(request, shop)
  await completeShopProfile(request, shop)
  const title = `Barbeiro ${word} fim de semana`
  const jobId = await postJob(request, { title })
  const barber = await createConfirmedAccount(page.request, 'barber')
  await logIn(page.request, barber)
  await completeBarberProfile(page.request, barber)
  await page.context().clearCookies()

  await page.goto(`/vagas-abertas?q=${word}&utm_source=whatsapp`)
  await jobCard(page, title)
    .getByRole('link', { name: `Salvar Vaga: ${title}` })
    .click()
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/vagas/${jobId}`)}`)
  const login = page.getByRole('tabpanel', { name: 'Entrar' })
  await login.getByLabel('Email').fill(barber.email)
  await login.getByLabel('Senha').fill(barber.password)
  await login.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${jobId}$`))
  await page.getByRole('button', { name: `Salvar Vaga: ${title}` }).click()
  await expect(page.getByRole('button', { name: new RegExp(`Vaga salva: ${title}`) })).toHaveAttribute('aria-pressed', 'true')

  const shopPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signIn(shopPage, shop)
  await shopPage.goto(`/vagas-abertas?q=${word}`)
  await expect(shopPage).toHaveURL(new RegExp(`/vagas-abertas\\?q=${word}$`))
  const card = jobCard(shopPage, title)
  await expect(card.getByRole('link', { name: `Ver detalhes: ${title}` })).toBeVisible()
  await expect(card.getByRole('link', { name: /Candidatar-se/ })).toHaveCount(0)
  await expect(card.getByRole('button', { name: /Candidatar-se/ })).toHaveCount(0)
  await shopPage.context().close()
})

test.describe('on a slow connection', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("what a visitor types, picks and ticks before the page's script takes over still searches once it does", async ({ page }) => {
    const word = uniqueWord()
    // The server's page arrives; the app's scripts are held until the visitor has used the filters.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/**/*.js', async (route) => {
      await held
      await route.continue()
    })
    const errors = collectPageErrors(page)
    await page.goto('/vagas-abertas', { waitUntil: 'commit' })
    await page.getByRole('searchbox', { name: 'Buscar vagas' }).fill(word)
    await page.getByLabel('Tipo de contrato').selectOption({ label: 'Comissão' })
    await page.getByRole('checkbox', { name: 'Só urgentes' }).check()
    expect(new URL(page.url()).search).toBe('')
    release()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`))
    const search = new URL(page.url()).searchParams
    expect([search.get('contrato'), search.get('urgentes')]).toEqual(['commission', 'sim'])
    await expect(page.getByRole('searchbox', { name: 'Buscar vagas' })).toHaveValue(word)
    await expect(page.getByRole('checkbox', { name: 'Só urgentes' })).toBeChecked()
    expect(errors).toEqual([])
  })
})
