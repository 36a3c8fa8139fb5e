import type { Page } from '@playwright/test'
import { generateNif, maskNif } from '#domain/documents'
import {
  collectPageErrors,
  createConfirmedAccount,
  createConfirmedPortugueseAccount,
  endTrial,
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
import { apiAs, completeBarberProfile, completeShopProfile, imageFile, postJob, videoFile } from './support/setup'

/**
 * Portugal (issue 16) on a phone, with a browser set to pt-PT: a barber in Porto signs up with a
 * NIF, completes the profile with distrito and concelho (and the presentation video), and applies
 * to a Lisboa job found with the Portugal filter; a shop in Lisboa sees and pays euro prices; a
 * visitor's plan prices start on the browser's country and switch between Brasil and Portugal.
 */

test.use({ locale: 'pt-PT', viewport: { width: 390, height: 844 } })

let counter = 0
const uniqueWord = () => `zq${Date.now().toString(36)}${(++counter).toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])
const jobCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })

test('a barber in Porto signs up with a NIF, completes the profile with distrito and concelho, and applies to a Lisboa job', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(240_000)
  const word = uniqueWord()
  const lisbonTitle = `Barbeiro em Lisboa ${word}`
  const saoPauloTitle = `Barbeiro em São Paulo ${word}`
  const lisbonShop = await createConfirmedPortugueseAccount(request, 'barbershop', 'Barbearia Alfama Nova')
  const lisbonApi = await apiAs(playwright, lisbonShop)
  await completeShopProfile(lisbonApi, lisbonShop, {
    whatsapp: lisbonShop.phone,
    address: 'Rua de Arroios, 40',
    state: 'Lisboa',
    city: 'Lisboa',
    district: 'Arroios',
  })
  await postJob(lisbonApi, { title: lisbonTitle, salary: '1.100 € + comissão' })
  const paulistaShop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Paulista')
  const paulistaApi = await apiAs(playwright, paulistaShop)
  await completeShopProfile(paulistaApi, paulistaShop)
  await postJob(paulistaApi, { title: saoPauloTitle })
  await Promise.all([lisbonApi.dispose(), paulistaApi.dispose()])

  // Sign-up: a pt-PT browser starts on Portugal, and asks for a NIF.
  await page.goto('/cadastro?tipo=barbeiro')
  const panel = page.getByRole('tabpanel', { name: 'Cadastrar' })
  await expect(panel.getByRole('radio', { name: 'Portugal' })).toBeChecked()
  const nif = panel.getByRole('textbox', { name: 'NIF' })
  await nif.pressSequentially('123456780')
  await expect(nif).toHaveValue('123 456 780')
  await expect(panel.getByText('NIF inválido. Verifique e tente novamente.')).toBeVisible()
  // Changing the country clears the document, as changing the account type does.
  await panel.getByText('Brasil', { exact: true }).click()
  await expect(panel.getByRole('textbox', { name: 'CPF' })).toHaveValue('')
  await panel.getByText('Portugal', { exact: true }).click()
  await expect(nif).toHaveValue('')
  await expect(panel.getByText('NIF inválido. Verifique e tente novamente.')).toBeHidden()

  const email = uniqueEmail('barbeiro.porto')
  const validNif = generateNif()
  await nif.pressSequentially(validNif)
  await expect(nif).toHaveValue(maskNif(validNif))
  await panel.getByRole('textbox', { name: /^Nome/ }).fill('Tiago Ferreira')
  const phone = panel.getByLabel('Telefone / WhatsApp')
  await expect(phone).toHaveAttribute('placeholder', '912 345 678')
  await phone.pressSequentially('912345678')
  await expect(phone).toHaveValue('912 345 678')
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Senha').fill('segredo123')
  await expectAccessible(page)
  await screenshotsFromTop(page, 'portugal-cadastro-nif')
  await panel.getByRole('button', { name: 'Criar conta' }).click()
  await expect(panel.getByRole('heading', { name: 'Confirme seu email' })).toBeFocused()
  await page.goto(linkIn(await waitForMail(email), '/verificar-email'))
  await expect(page.getByText('Email confirmado! Agora você já pode entrar.')).toBeVisible()

  // The profile: the NIF and the country stay as signed up; Porto is a distrito, then one of its concelhos.
  await signIn(page, { email, password: 'segredo123' })
  await page.goto('/completar-perfil')
  await expect(page.getByLabel(/^NIF/)).toHaveValue(maskNif(validNif))
  await expect(page.getByLabel(/^NIF/)).toHaveAttribute('readonly')
  await expect(page.getByLabel(/^País/)).toHaveValue('Portugal')
  await page.getByLabel(/^Idade/).fill('31')
  await page.getByLabel(/^Anos de experiência/).fill('8')
  await page.getByLabel(/^Bio/).fill('Barbeiro no Porto há oito anos: degradê, barba à navalha e cortes clássicos.')
  const concelho = page.getByLabel(/^Concelho/)
  await expect(concelho).toBeDisabled()
  await page.getByLabel(/^Distrito/).selectOption('Porto')
  await expect(concelho).toBeEnabled()
  await expect(concelho.locator('option')).toContainText(['Matosinhos', 'Vila Nova de Gaia'])
  await concelho.selectOption('Porto')
  await page.getByLabel(/^Freguesia/).fill('Cedofeita')
  await page.locator('input[name="photo"]').setInputFiles(await imageFile('tiago.png', '#0f766e'))
  await page.locator('input[name="video"]').setInputFiles(videoFile({ seconds: 12 }))
  await expectAccessible(page)
  await screenshotsFromTop(page, 'portugal-perfil-distrito-concelho')
  await page.getByRole('button', { name: 'Guardar perfil' }).click()
  await expect(toastWith(page, 'Perfil completado!')).toBeVisible()
  await expect(page).toHaveURL(/\/painel-barbeiro$/)

  // The open jobs start on Portugal for a Portuguese barber; Lisboa narrows them to the distrito.
  await page.goto('/vagas-abertas')
  const filters = page.getByRole('search', { name: 'Filtrar vagas' })
  await filters.getByRole('searchbox', { name: 'Buscar vagas' }).fill(word)
  await expect(jobCard(page, lisbonTitle)).toBeVisible()
  await expect(jobCard(page, saoPauloTitle)).toBeHidden()
  await filters.getByRole('button', { name: /Filtros/ }).click()
  await expect(filters.getByLabel('País')).toHaveValue('PT')
  await filters.getByLabel('Distrito').selectOption('Lisboa')
  await filters.getByLabel('Concelho').selectOption('Lisboa')
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: word, estado: 'Lisboa', cidade: 'Lisboa' })
  const card = jobCard(page, lisbonTitle)
  await expect(card).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  for (const text of ['Barbearia Alfama Nova', 'Lisboa · Portugal', '1100 €/mês + comissão']) await expect(card.getByText(text)).toBeVisible()
  await expectAccessible(page)
  await screenshotsFromTop(page, 'portugal-vagas-filtradas')

  // Every country: the Brazilian job shows too, after the barber's own country's.
  await filters.getByLabel('País').selectOption('todos')
  await expect(jobCard(page, saoPauloTitle)).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText(lisbonTitle)
  await filters.getByLabel('País').selectOption('PT')

  await jobCard(page, lisbonTitle)
    .getByRole('button', { name: `Candidatar-se: ${lisbonTitle}` })
    .click()
  await expect(toastWith(page, 'Candidatura enviada!')).toBeVisible()
  await expect(jobCard(page, lisbonTitle).getByRole('button', { name: 'Já se candidatou a esta vaga' })).toBeDisabled()
})

test('a shop in Lisboa sees euros on /planos, a euro salary example, and pays in euros', async ({ page, request }) => {
  test.setTimeout(120_000)
  const shop = await createConfirmedPortugueseAccount(request, 'barbershop', 'Barbearia Rossio')
  await signIn(page, shop)

  await page.goto('/anunciar-vaga')
  await page.getByLabel('Forma de remuneração').selectOption({ label: 'Salário mensal' })
  await expect(page.getByLabel('Valor (€ por mês)')).toHaveAttribute('placeholder', 'Ex.: 1000')

  await endTrial(shop.email)
  await page.goto('/planos')
  await expect(page.getByRole('heading', { level: 1, name: 'Planos para Barbearias' })).toBeVisible()
  const cards = page.getByRole('region', { name: 'Planos' }).getByRole('article')
  await expect(cards).toHaveCount(3)
  for (const [index, [price, monthly]] of [
    ['78', '26'],
    ['126', '21'],
    ['192', '16'],
  ].entries()) {
    await expect(cards.nth(index).getByText(new RegExp(`^${price}\\s€$`))).toBeVisible()
    await expect(cards.nth(index).getByText(new RegExp(`^equivale a ${monthly}\\s€/mês$`))).toBeVisible()
  }
  await expect(page.getByText(/R\$/)).toHaveCount(0)
  // The account pays in its own country's money: there is nothing to switch.
  await expect(page.getByRole('radio', { name: 'Brasil' })).toHaveCount(0)
  await expect(page.getByText('Valores em euros, IVA incluído.')).toBeVisible()
  await expectAccessible(page)
  await screenshotsFromTop(page, 'portugal-planos-barbearia')

  await page.getByRole('button', { name: 'Assinar o plano Trimestral' }).click()
  await expect(page).toHaveURL(/\/pagamento-demonstracao\?sessao=/)
  await expect(page.getByText(/^78\s€$/)).toBeVisible()
  await page.getByRole('button', { name: 'Concluir pagamento' }).click()
  await expect(toastWith(page, 'Assinatura confirmada!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Seu plano atual' })).toBeVisible()
})

test.describe('a visitor on a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' })

  test('switches the landing’s plan prices to Portugal, for both tabs', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto('/#planos')
    const section = page.locator('section#planos')
    const cards = section.getByRole('tabpanel').getByRole('article')
    await expect(section.getByRole('radio', { name: 'Brasil' })).toBeChecked()
    await expect(cards.nth(0)).toContainText('R$\u00a0357')

    await section.getByText('Portugal', { exact: true }).click()
    await expect(section.getByRole('radio', { name: 'Portugal' })).toBeChecked()
    await expect(section.getByText('Valores em euros, IVA incluído.')).toBeVisible()
    for (const [index, price] of ['57', '96', '156'].entries()) await expect(cards.nth(index)).toContainText(`${price}\u00a0€`)
    await expect(cards.nth(0)).toContainText('equivale a 19\u00a0€/mês')
    await expect(section.getByText(/R\$/)).toHaveCount(0)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'portugal-landing-planos-visitante')

    await section.getByRole('tab', { name: 'Para Barbearias' }).click()
    for (const [index, price] of ['78', '126', '192'].entries()) await expect(cards.nth(index)).toContainText(`${price}\u00a0€`)
    await section.getByText('Brasil', { exact: true }).click()
    await expect(cards.nth(2)).toContainText('R$\u00a01.200')
    expect(errors).toEqual([])
  })
})

test('a visitor on a Portuguese browser gets euro prices from the server, and the page hydrates without a mismatch', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { 'accept-language': 'pt-PT,pt;q=0.9' } })).text()
  const root = html.slice(html.indexOf('<div id="root">'))
  expect(root).toMatch(/57\s€/)
  expect(root).not.toMatch(/R\$\s357/)

  const errors = collectPageErrors(page)
  await page.goto('/#planos')
  const section = page.locator('section#planos')
  await expect(section.getByRole('radio', { name: 'Portugal' })).toBeChecked()
  await expect(section.getByRole('tabpanel').getByRole('article').nth(0)).toContainText('57\u00a0€')
  await page.goto('/planos')
  await expect(page.getByRole('radio', { name: 'Portugal' })).toBeChecked()
  await expect(page.getByRole('region', { name: 'Planos' }).getByRole('article').nth(1)).toContainText('96\u00a0€')
  await screenshotsFromTop(page, 'portugal-planos-visitante')
  expect(errors).toEqual([])
})

test('a Portuguese barber and shop read their places in Portugal’s words, never Bairro or cidade e estado', async ({ page, request, playwright }) => {
  test.setTimeout(180_000)
  const word = uniqueWord()
  const title = `Barbeiro no Bonfim ${word}`
  const shop = await createConfirmedPortugueseAccount(request, 'barbershop', 'Barbearia do Bonfim')
  const shopApi = await apiAs(playwright, shop)
  await completeShopProfile(shopApi, shop, { whatsapp: shop.phone, address: 'Rua do Heroísmo, 10', state: 'Porto', city: 'Porto', district: 'Bonfim' })
  const jobId = await postJob(shopApi, { title })
  await shopApi.dispose()
  const barber = await createConfirmedPortugueseAccount(request, 'barber', 'Rui Almeida')
  const barberApi = await apiAs(playwright, barber)
  await completeBarberProfile(barberApi, barber, { state: 'Porto', city: 'Matosinhos', district: 'Leça da Palmeira' })
  await barberApi.dispose()

  const brazilianWords = /\bbairro\b|cidade e estado|\bsua cidade\b|\bseu estado\b/i
  await signIn(page, barber)
  await page.goto('/painel-barbeiro')
  await expect(page.getByText('Concelho e distrito')).toBeVisible()
  await expect(page.getByText('Matosinhos, Porto · Portugal')).toBeVisible()
  expect(await page.locator('main').innerText()).not.toMatch(brazilianWords)
  await screenshotsFromTop(page, 'portugal-painel-barbeiro')

  await page.goto('/vagas-abertas')
  await expect(page.getByRole('searchbox', { name: 'Buscar vagas' })).toHaveAttribute('placeholder', 'Título da vaga, barbearia ou concelho')
  await page.goto('/barbearias')
  const searchIn = (name: string) => page.getByRole('search', { name }).getByRole('searchbox', { name: 'Buscar' })
  await expect(searchIn('Buscar barbearias')).toHaveAttribute('placeholder', 'Nome, concelho ou freguesia')
  await page.goto('/barbeiros')
  await expect(searchIn('Buscar barbeiros')).toHaveAttribute('placeholder', 'Nome, concelho ou especialidade')
  await searchIn('Buscar barbeiros').fill(`ninguém ${word}`)
  await searchIn('Buscar barbeiros').press('Enter')
  await expect(page.getByText('Tente outro nome, outro concelho ou outro distrito.')).toBeVisible()
  await screenshotsFromTop(page, 'portugal-barbeiros-sem-resultado')

  await page.goto(`/vagas/${jobId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const shopCard = page.locator('dl').filter({ hasText: 'Freguesia' })
  await expect(shopCard).toContainText('Bonfim')
  expect(await page.locator('main').innerText()).not.toMatch(brazilianWords)
  await screenshotsFromTop(page, 'portugal-vaga-freguesia')

  await page.goto('/planos')
  await expect(page.getByText('Vagas recomendadas para o seu concelho e experiência')).toBeVisible()
  expect(await page.locator('main').innerText()).not.toMatch(brazilianWords)
})
