/**
 * Issue 41, decision 0069, on phones (390 px) and at 1280 px: the shop accepts an applicant and
 * proposes a paid test day with two slots from the applicant card; the barber picks one on their
 * application card (the shop's phone in the notes hidden); both panels list it under 'Próximos
 * testes'; the barber downloads the calendar file at the shop's clock. After the test the shop records
 * the outcome and the card reads 'Compareceu a 1 de 1 teste'; the barber confirms the attendance.
 */
import { expect, expectAccessible, screenshots, screenshotsFromTop, sql, toastWith } from './support/fixtures'
import { apiAs, applyTo, postJob, shopAndBarberOnPhones } from './support/setup'
import type { Page } from '@playwright/test'
import { test } from './support/test'

/** A datetime-local value `days` from now at `hour`:00 in the browser's zone (São Paulo, playwright.config.ts). */
const localSlot = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
  return `${day}T${String(hour).padStart(2, '0')}:00`
}

/** Sonner's toasts fade out with a lowered contrast: the accessibility checks run once they are gone. */
const toastsGone = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 })

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
  await toastsGone(shop)
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
  // The pipeline: Pendente → Aceito → Teste marcado, on the card's own badge.
  await expect(mine.getByText('Teste marcado', { exact: true })).toHaveCount(2)
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

  // After the test (its start moved back, set-up only): the shop records the outcome, the barber confirms.
  await sql(
    `UPDATE trial_day_slots SET starts_at = now() - interval '5 hours' WHERE trial_day_id IN (SELECT t.id FROM trial_days t JOIN applications a ON a.id = t.application_id WHERE a.job_id = $1)`,
    [jobId],
  )
  await shop.goto(`/vaga/${jobId}/candidatos`)
  const held = card.getByRole('region', { name: 'Teste prático' })
  await held.getByRole('radio', { name: 'Compareceu', exact: true }).check()
  await held.getByRole('radio', { name: 'Aprovado', exact: true }).check()
  await held.getByLabel('Retorno para o barbeiro (opcional)').fill('Ótimo degradê, vamos seguir.')
  await held.getByRole('button', { name: 'Registrar resultado' }).click()
  await expect(toastWith(shop, 'Resultado registrado.')).toBeVisible()
  await expect(held.getByText('Concluído', { exact: true })).toBeVisible()
  await expect(card.getByText('Teste marcado', { exact: true })).toBeVisible()
  await expect(card).toContainText('Compareceu a 1 de 1 teste')
  await toastsGone(shop)
  await expectAccessible(shop)
  await screenshotsFromTop(shop, 'teste-pratico-resultado')
  await barber.goto('/vagas-aplicadas')
  await offer.getByRole('button', { name: 'Compareci', exact: true }).click()
  await expect(offer).toContainText('O barbeiro confirmou que compareceu.')
  await expect(offer).toContainText('Ótimo degradê, vamos seguir.')
})
