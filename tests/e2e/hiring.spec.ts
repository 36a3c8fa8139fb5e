/**
 * Issue 4's whole hiring loop, in the browser, by two people who have never seen Navalha: a shop
 * completes its profile with a logo and two photos, posts a job and edits it; a barber completes its
 * profile with a photo and a short video, filters and finds the job, saves it, applies and sees
 * Pendente; the shop accepts, then hires; the barber sees the new status.
 */
import type { Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, signIn, test } from './support/fixtures'
import { flatPng } from '../fixtures/media'

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const card = (page: Page, heading: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: heading }) })

async function png(name: string, background: string) {
  return {
    name,
    mimeType: 'image/png',
    buffer: await flatPng(640, 480, background),
  }
}

function atom(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + body.length)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

/** A 10-second MP4 as the server checks it: ftyp, a moov with its mvhd length, and some media data. */
function shortVideo() {
  const mvhd = Buffer.alloc(100)
  mvhd.writeUInt32BE(600, 12)
  mvhd.writeUInt32BE(10 * 600, 16)
  const file = Buffer.concat([
    atom('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41')),
    atom('moov', atom('mvhd', mvhd), atom('trak', atom('tkhd', Buffer.alloc(84)))),
    atom('mdat', Buffer.alloc(64 * 1024, 0x2a)),
  ])
  return { name: 'apresentacao.mp4', mimeType: 'video/mp4', buffer: file }
}

test('a shop and a barber complete the hiring loop in the browser', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const word = `Lume${Date.now().toString(36)}`
  const shopAccount = await createConfirmedAccount(request, 'barbershop', `Barbearia ${word}`)
  const barberAccount = await createConfirmedAccount(request, 'barber', 'Henrique Valadares')
  const shop = await (await browser.newContext()).newPage()
  const barber = await (await browser.newContext()).newPage()

  // The shop completes its profile: logo and two photos, uploaded with progress, then saved.
  await signIn(shop, shopAccount)
  await shop.goto('/completar-perfil')
  await shop.getByLabel(/^Sobre a barbearia/).fill('Barbearia de bairro com três cadeiras e agenda cheia de terça a sábado.')
  await shop.getByLabel(/^Endereço completo/).fill('Rua XV de Novembro, 700')
  await shop.getByLabel(/^Estado/).selectOption('PR')
  await shop.getByLabel(/^Cidade/).fill('Curitiba')
  await shop.getByLabel(/^Bairro/).fill('Centro')
  await shop.locator('input[name="logo"]').setInputFiles(await png('logo.png', '#1c1917'))
  await shop.locator('input[name="photos"]').setInputFiles([await png('salao.png', '#b45309'), await png('cadeiras.png', '#0f766e')])
  await expect(shop.getByText('2 de 5 fotos')).toBeVisible()
  await shop.getByRole('button', { name: 'Salvar perfil' }).click()
  await expect(toast(shop, 'Perfil completado!')).toBeVisible()
  await expect(shop).toHaveURL(/\/painel-barbearia$/)

  // It posts a job, then edits it.
  await shop.goto('/anunciar-vaga')
  await shop.getByLabel('Título da vaga').fill(`Barbeiro ${word}`)
  await shop.getByLabel('Descrição').fill('Procuramos barbeiro com experiência em degradê e barba, atendimento com hora marcada.')
  await shop.getByLabel('Forma de remuneração').selectOption({ label: 'Comissão (%)' })
  await shop.getByLabel('Comissão (%)', { exact: true }).fill('50')
  await shop.getByLabel('Tipo de contrato').selectOption({ label: 'Comissão' })
  await shop.getByLabel('Experiência mínima').selectOption({ label: '1 ano' })
  await shop.getByRole('button', { name: 'Publicar Vaga' }).click()
  await expect(toast(shop, 'Vaga publicada!')).toBeVisible()
  await expect(shop).toHaveURL(/\/vagas$/)
  await card(shop, `Barbeiro ${word}`)
    .getByRole('link', { name: `Editar Vaga: Barbeiro ${word}` })
    .click()
  await shop.getByLabel('Comissão (%)', { exact: true }).fill('55')
  await shop.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(toast(shop, 'Vaga atualizada!')).toBeVisible()

  // The barber completes its profile: photo and presentation video.
  await signIn(barber, barberAccount)
  await barber.goto('/completar-perfil')
  await barber.getByLabel(/^Idade/).fill('27')
  await barber.getByLabel(/^Anos de experiência/).fill('4')
  await barber.getByLabel(/^Bio/).fill('Barbeiro há quatro anos, especialista em degradê e barba na navalha.')
  await barber.getByLabel(/^Estado/).selectOption('PR')
  await barber.getByLabel(/^Cidade/).fill('Curitiba')
  await barber.getByLabel(/^Bairro/).fill('Batel')
  await barber.locator('input[name="photo"]').setInputFiles(await png('eu.png', '#92400e'))
  await barber.locator('input[name="video"]').setInputFiles(shortVideo())
  await barber.getByRole('button', { name: 'Salvar perfil' }).click()
  await expect(toast(barber, 'Perfil completado!')).toBeVisible()
  await expect(barber).toHaveURL(/\/painel-barbeiro$/)

  // It filters the open jobs, finds the job, saves it and applies.
  await barber.goto('/vagas-abertas')
  const filters = barber.getByRole('search', { name: 'Filtrar vagas' })
  await filters.getByRole('searchbox', { name: 'Buscar vagas' }).fill(word)
  await filters.getByLabel('Estado').selectOption('PR')
  await filters.getByLabel('Tipo de contrato').selectOption({ label: 'Comissão' })
  const jobCard = card(barber, `Barbeiro ${word}`)
  await expect(jobCard).toBeVisible()
  await jobCard.getByRole('button', { name: `Salvar Vaga: Barbeiro ${word}` }).click()
  await barber.goto('/vagas-salvas')
  await card(barber, `Barbeiro ${word}`)
    .getByRole('link', { name: new RegExp(`Barbeiro ${word}`) })
    .first()
    .click()
  await expect(barber).toHaveURL(/\/vagas\/\d+$/)
  await expect(barber.getByText('55% de comissão')).toBeVisible()
  await barber.getByRole('button', { name: 'Candidatar-se' }).click()
  await expect(toast(barber, 'Candidatura enviada!')).toBeVisible()
  await expect(barber.getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()
  await barber.goto('/vagas-aplicadas')
  await expect(card(barber, `Barbeiro ${word}`).getByText('Pendente', { exact: true })).toBeVisible()

  // The shop accepts, then hires.
  await shop.goto('/candidatos')
  const applicant = shop.getByRole('main').getByRole('article').filter({ hasText: barberAccount.name })
  await expect(applicant.getByText('Pendente', { exact: true })).toBeVisible()
  await applicant.getByRole('button', { name: 'Aceitar' }).click()
  await expect(toast(shop, 'Status atualizado')).toBeVisible()
  await expect(applicant.getByText('Aceito', { exact: true })).toBeVisible()
  await applicant.getByRole('button', { name: 'Contratar' }).click()
  await shop
    .getByRole('dialog', { name: `Contratar ${barberAccount.name}?` })
    .getByRole('button', { name: 'Contratar' })
    .click()
  await expect(applicant.getByText('Contratado', { exact: true })).toBeVisible()
  await expectAccessible(shop)

  // The barber sees the new status.
  await barber.reload()
  await expect(card(barber, `Barbeiro ${word}`).getByText('Contratado', { exact: true })).toBeVisible()
  await expectAccessible(barber)
})
