/**
 * Issue 40, decision 0061, in the browser: a shop adds screening questions to its job; a barber
 * answers them with a message from the job page; the shop reads the answers and the message (its
 * contact hidden) on the applicant card and filters by an answer; the barber withdraws and both
 * sides see 'Retirada'.
 */
import type { Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, screenshots, signIn, sql, toastWith } from './support/fixtures'
import { apiAs, completeBarberProfile, postJob } from './support/setup'
import { test } from './support/test'

const applicant = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) })

test('a shop asks, a barber answers with a message and withdraws, the shop filters and sees Retirada', async ({
  browser,
  barber,
  shop,
  request,
  playwright,
}) => {
  test.setTimeout(180_000)
  const title = `Barbeiro navalhado ${Date.now().toString(36)}`
  const shopPage = await (await browser.newContext()).newPage()
  const barberPage = await (await browser.newContext()).newPage()

  // The shop posts a job with two questions.
  await signIn(shopPage, shop.account)
  await shopPage.goto('/anunciar-vaga')
  await shopPage.getByLabel('Título da vaga').fill(title)
  await shopPage.getByLabel('Descrição').fill('Procuramos barbeiro com experiência em navalhado e barba, de terça a sábado.')
  await shopPage.getByRole('button', { name: 'Adicionar pergunta' }).click()
  await shopPage.getByLabel('Pergunta 1').fill('Tem experiência com navalhado?')
  await shopPage.getByRole('checkbox', { name: 'Obrigatória' }).check()
  await shopPage.getByRole('button', { name: 'Adicionar pergunta' }).click()
  await shopPage.getByLabel('Pergunta 2').fill('Onde trabalhou antes?')
  await shopPage.getByLabel('Resposta').nth(1).selectOption({ label: 'Resposta curta' })
  await screenshots(shopPage, 'vaga-perguntas-formulario')
  await shopPage.getByRole('button', { name: 'Publicar Vaga' }).click()
  await expect(toastWith(shopPage, 'Vaga publicada!')).toBeVisible()
  const [{ id: jobId }] = await sql<{ id: number }>('SELECT id FROM jobs WHERE title = $1', [title])

  // Another barber has answered No already (through the API, as the app sends it).
  const other = await createConfirmedAccount(request, 'barber', 'Otávio Sem Navalha')
  const otherApi = await apiAs(playwright, other)
  await completeBarberProfile(otherApi, other)
  const otherApplied = await otherApi.post('/api/applications', {
    data: { job: jobId, answers: [{ question: 0, answer: false }] },
  })
  expect(otherApplied.status(), await otherApplied.text()).toBe(201)
  await otherApi.dispose()

  // The barber opens the job: Candidatar-se opens the form with the questions.
  await signIn(barberPage, barber.account)
  await barberPage.goto(`/vagas/${jobId}`)
  await expect(barberPage.getByText('A barbearia fez 2 perguntas para os candidatos.')).toBeVisible()
  await barberPage.getByRole('button', { name: 'Candidatar-se' }).click()
  const form = barberPage.getByRole('dialog', { name: 'Candidatar-se' })
  await expect(form).toBeVisible()
  await form.getByRole('button', { name: 'Enviar candidatura' }).click()
  await expect(form.getByText('Responda à pergunta obrigatória: Tem experiência com navalhado?')).toBeVisible()
  await form
    .getByRole('group', { name: /Tem experiência com navalhado\?/ })
    .getByLabel('Sim')
    .check()
  await form.getByLabel('Onde trabalhou antes?').fill('Na Barbearia Central, por três anos')
  await form.getByLabel('Mensagem para a barbearia (opcional)').fill('Faço navalhado todos os dias. Meu zap é 11 98765-4321.')
  await expect(form.getByText('54/500 caracteres.')).toBeVisible()
  await expectAccessible(barberPage)
  await screenshots(barberPage, 'candidatura-formulario')
  await form.getByRole('button', { name: 'Enviar candidatura' }).click()
  await expect(toastWith(barberPage, 'Candidatura enviada!')).toBeVisible()
  await expect(barberPage.getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()

  // The shop reads the answers and the message, the phone hidden, and filters by the answer.
  await shopPage.goto(`/vaga/${jobId}/candidatos`)
  const card = applicant(shopPage, barber.account.name)
  await expect(card).toContainText('Tem experiência com navalhado?')
  await expect(card).toContainText('Na Barbearia Central, por três anos')
  await expect(card).toContainText('Faço navalhado todos os dias.')
  await expect(card).not.toContainText('98765')
  await expect(shopPage.getByRole('main').getByRole('article')).toHaveCount(2)
  await shopPage.getByLabel('Filtrar por resposta').selectOption({ label: 'Tem experiência com navalhado? — Sim' })
  await expect(shopPage).toHaveURL(/resposta=/)
  await expect(shopPage.getByRole('main').getByRole('article')).toHaveCount(1)
  await expect(card).toBeVisible()
  await expectAccessible(shopPage)
  await screenshots(shopPage, 'candidato-respostas')
  await shopPage.getByLabel('Filtrar por resposta').selectOption({ label: 'Tem experiência com navalhado? — Não' })
  await expect(applicant(shopPage, 'Otávio Sem Navalha')).toBeVisible()
  await expect(shopPage.getByRole('main').getByRole('article')).toHaveCount(1)

  // The barber withdraws, asked first.
  await barberPage.goto('/vagas-aplicadas')
  const mine = barberPage.getByRole('main').getByRole('article').filter({ hasText: title })
  await mine.getByText('O que você enviou').click()
  await expect(mine).toContainText('Meu zap é 11 98765-4321.')
  await mine.getByRole('button', { name: 'Retirar candidatura' }).click()
  await barberPage.getByRole('dialog', { name: 'Retirar esta candidatura?' }).getByRole('button', { name: 'Retirar candidatura' }).click()
  await expect(toastWith(barberPage, 'Candidatura retirada')).toBeVisible()
  await expect(mine.getByText('Retirada', { exact: true })).toBeVisible()
  await expect(mine.getByRole('button', { name: 'Retirar candidatura' })).toHaveCount(0)
  await screenshots(barberPage, 'candidatura-retirada')

  // The shop sees it as Retirada, with nothing left to decide.
  await shopPage.goto(`/vaga/${jobId}/candidatos`)
  const withdrawn = applicant(shopPage, barber.account.name)
  await expect(withdrawn.getByText('Retirada', { exact: true })).toBeVisible()
  await expect(withdrawn.getByRole('button', { name: 'Aceitar' })).toHaveCount(0)
  await screenshots(shopPage, 'candidato-retirado')

  // The job is still open: the barber may apply again.
  await barberPage.goto(`/vagas/${jobId}`)
  await expect(barberPage.getByText('Você retirou sua candidatura a esta vaga.')).toBeVisible()
  await expect(barberPage.getByRole('button', { name: 'Candidatar-se de novo' })).toBeVisible()

  // A job without questions keeps the one-tap apply; the message is one link away.
  const plainTitle = `Barbeiro sem perguntas ${Date.now().toString(36)}`
  const plainId = await postJob(shop.api, { title: plainTitle })
  await barberPage.goto(`/vagas/${plainId}`)
  await barberPage.getByRole('button', { name: 'Escrever uma mensagem à barbearia' }).click()
  const messageOnly = barberPage.getByRole('dialog', { name: 'Candidatar-se' })
  await expect(messageOnly.getByRole('group')).toHaveCount(0)
  await messageOnly.getByLabel('Mensagem para a barbearia (opcional)').fill('Moro a duas quadras da barbearia.')
  await messageOnly.getByRole('button', { name: 'Enviar candidatura' }).click()
  await expect(toastWith(barberPage, 'Candidatura enviada!')).toBeVisible()
  await shopPage.goto(`/vaga/${plainId}/candidatos`)
  await expect(applicant(shopPage, barber.account.name)).toContainText('Moro a duas quadras da barbearia.')
})
