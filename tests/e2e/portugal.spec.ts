import type { Page } from '@playwright/test'
import { generateNif, maskNif } from '../../domain/documents'
import {
  createConfirmedAccount,
  createConfirmedPortugueseAccount,
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
import { apiAs, completeShopProfile, imageFile, postJob, videoFile } from './support/setup'

/**
 * Portugal (issue 16) on a phone, with a browser set to pt-PT: a barber in Porto signs up with a
 * NIF, completes the profile with distrito and concelho (and the presentation video), and applies
 * to a Lisboa job found with the Portugal filter.
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
  await page.getByRole('button', { name: 'Salvar perfil' }).click()
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
  for (const text of ['Barbearia Alfama Nova', 'Lisboa · Portugal', '1.100 € + comissão']) await expect(card.getByText(text)).toBeVisible()
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
  await expect(jobCard(page, lisbonTitle).getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()
})
