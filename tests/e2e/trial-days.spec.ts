/**
 * Issue 41, decision 0069, on phones (390 px) and at 1280 px: the shop accepts an applicant and
 * proposes a paid test day with two slots from the applicant card; the barber picks one on their
 * application card (the shop's phone in the notes hidden); both panels list it under 'Próximos
 * testes'; the barber downloads the calendar file at the shop's clock.
 */
import { expect, expectAccessible, screenshots, screenshotsFromTop, toastWith } from './support/fixtures'
import { apiAs, applyTo, postJob, shopAndBarberOnPhones } from './support/setup'
import { test } from './support/test'

/** A datetime-local value `days` from now at `hour`:00 in the browser's zone (São Paulo, playwright.config.ts). */
const localSlot = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
  return `${day}T${String(hour).padStart(2, '0')}:00`
}

test('a shop proposes a test day, the barber picks a slot, both panels show it', async ({ browser, request, playwright }) => {
  test.setTimeout(300_000)
  const tag = `Tp${Date.now().toString(36)}`
  const { shopAccount, barberAccount, shop, barber } = await shopAndBarberOnPhones(browser, request, playwright, {
    shop: `Barbearia Teste ${tag}`,
    barber: `Bruno Prático ${tag}`,
  })
  const shopApi = await apiAs(playwright, shopAccount)
  const title = `Barbeiro para teste ${tag}`
  const jobId = await postJob(shopApi, { title })
  await shopApi.dispose()
  const barberApi = await apiAs(playwright, barberAccount)
  await applyTo(barberApi, jobId)
  await barberApi.dispose()

  // The shop accepts, then proposes two slots of a paid test.
  await shop.goto(`/vaga/${jobId}/candidatos`)
  const card = shop.getByRole('main').getByRole('article').filter({ hasText: barberAccount.name })
  await card.getByRole('button', { name: 'Aceitar' }).click()
  await expect(toastWith(shop, 'Status atualizado')).toBeVisible()
  const trial = card.getByRole('region', { name: 'Teste prático' })
  await trial.getByRole('button', { name: 'Propor teste prático' }).click()
  await trial.getByRole('group', { name: 'Horário 1' }).getByLabel('Data e hora').fill(localSlot(3, 9))
  await trial.getByRole('group', { name: 'Horário 1' }).getByLabel('Duração').selectOption('4')
  await trial.getByRole('button', { name: 'Adicionar outro horário' }).click()
  await trial.getByRole('group', { name: 'Horário 2' }).getByLabel('Data e hora').fill(localSlot(4, 14))
  await trial.getByLabel('Teste pago').check()
  await trial.getByLabel('Valor (R$)').fill('150,00')
  await trial.getByLabel('Observações').fill('Traga sua máquina. Dúvidas: 11 98765-4321')
  await expectAccessible(shop)
  await screenshots(shop, 'teste-pratico-proposta')
  await trial.getByRole('button', { name: 'Enviar proposta' }).click()
  await expect(toastWith(shop, 'Proposta de teste prático enviada.')).toBeVisible()
  await expect(trial.getByText('Horários propostos', { exact: true })).toBeVisible()
  await expect(trial.getByText('Aguardando a resposta da outra parte.')).toBeVisible()
  await expect(trial).toContainText('Pago: R$')

  // The barber picks the first slot on the application card; the shop's phone stays hidden.
  await barber.goto('/vagas-aplicadas')
  const mine = barber.getByRole('main').getByRole('article').filter({ hasText: title })
  const offer = mine.getByRole('region', { name: 'Teste prático' })
  await expect(offer.getByRole('list', { name: 'Horários propostos' }).getByRole('listitem')).toHaveCount(2)
  await expect(offer).toContainText('Traga sua máquina.')
  await expect(offer).not.toContainText('98765')
  await expectAccessible(barber)
  await screenshotsFromTop(barber, 'teste-pratico-escolha')
  await offer
    .getByRole('button', { name: /^Escolher/ })
    .first()
    .click()
  await expect(toastWith(barber, 'Teste prático marcado.')).toBeVisible()
  await expect(offer.getByText('Teste marcado', { exact: true })).toBeVisible()
  const download = barber.waitForEvent('download')
  await offer.getByRole('link', { name: 'Adicionar à agenda' }).click()
  const file = await (await download).path()
  const { readFile } = await import('node:fs/promises')
  const ics = await readFile(file, 'utf8')
  expect(ics).toContain(`DTSTART;TZID=America/Sao_Paulo:${localSlot(3, 9).replace(/[-:]/g, '')}00`)

  // Both panels list it under 'Próximos testes', on a phone and at 1280 px.
  for (const [page, panel, other] of [
    [barber, '/painel-barbeiro', shopAccount.name],
    [shop, '/painel-barbearia', barberAccount.name],
  ] as const) {
    await page.goto(panel)
    const upcoming = page.getByRole('region', { name: 'Próximos testes' })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
      await expect(upcoming.getByRole('listitem').filter({ hasText: other })).toBeVisible()
      await expect(upcoming).toContainText('Teste marcado')
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await expectAccessible(page)
    await screenshotsFromTop(page, `teste-pratico-painel-${panel.slice(8)}`)
  }
})
