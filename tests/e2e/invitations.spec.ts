/**
 * Issue 40, decision 0067, on phones (390 px): a shop finds a barber in /barbeiros and invites them
 * to one of its jobs with a note (its phone hidden from the barber); the barber sees the invitation
 * in /convites and applies in one tap; the shop sees that the barber applied. Then the barber turns
 * invitations off in Segurança da conta and the shop's next invitation is refused.
 */
import { expect, expectAccessible, screenshots, screenshotsFromTop, toastWith } from './support/fixtures'
import { apiAs, postJob, shopAndBarberOnPhones } from './support/setup'
import { test } from './support/test'

test('a shop invites a barber from the directory, the barber applies from /convites', async ({ browser, request, playwright }) => {
  test.setTimeout(300_000)
  const tag = `Kv${Date.now().toString(36)}`
  const { shopAccount, barberAccount, shop, barber } = await shopAndBarberOnPhones(browser, request, playwright, {
    shop: `Barbearia Convida ${tag}`,
    barber: `Caio Convidado ${tag}`,
  })
  const shopApi = await apiAs(playwright, shopAccount)
  const title = `Barbeiro degradê ${tag}`
  const jobId = await postJob(shopApi, { title })
  await postJob(shopApi, { title: `Segunda vaga ${tag}` })
  await shopApi.dispose()

  // The shop invites from the barber's card in the directory.
  await shop.goto(`/barbeiros?q=${tag}`)
  const card = shop.getByRole('main').getByRole('article').filter({ hasText: barberAccount.name })
  await card.getByRole('button', { name: /Convidar para uma vaga/ }).click()
  const dialog = shop.getByRole('dialog', { name: 'Convidar para uma vaga' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Enviar convite' }).click()
  await expect(dialog.getByText('Escolha uma vaga.')).toBeVisible()
  await dialog.getByLabel('Vaga').selectOption({ label: title })
  await dialog.getByLabel('Mensagem para o barbeiro (opcional)').fill('Gostamos do seu portfólio! Me chama no 11 98765-4321.')
  await expect(dialog.getByText('53/500 caracteres.')).toBeVisible()
  await expectAccessible(shop)
  await screenshots(shop, 'convite-formulario')
  await dialog.getByRole('button', { name: 'Enviar convite' }).click()
  await expect(toastWith(shop, 'Convite enviado!')).toBeVisible()
  await expect(dialog).toBeHidden()

  // A second invitation of the same barber to the same job is refused in the server's words.
  await card.getByRole('button', { name: /Convidar para uma vaga/ }).click()
  await dialog.getByLabel('Vaga').selectOption({ label: title })
  await dialog.getByRole('button', { name: 'Enviar convite' }).click()
  await expect(toastWith(shop, 'Este barbeiro já foi convidado para esta vaga.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancelar' }).click()

  // The barber sees it from the panel's shortcut, the note's phone hidden, and applies in one tap.
  await barber.goto('/painel-barbeiro')
  await barber.getByRole('link', { name: /Convites/ }).click()
  await expect(barber).toHaveURL(/\/convites$/)
  const invitation = barber.getByRole('main').getByRole('article').filter({ hasText: title })
  await expect(invitation.getByText(shopAccount.name, { exact: true })).toBeVisible()
  await expect(invitation.getByText('Novo convite')).toBeVisible()
  await expect(invitation).toContainText('Gostamos do seu portfólio!')
  await expect(invitation).not.toContainText('98765')
  await expectAccessible(barber)
  await screenshotsFromTop(barber, 'convites-barbeiro')
  await invitation.getByRole('button', { name: 'Candidatar-se' }).click()
  await expect(toastWith(barber, 'Candidatura enviada!')).toBeVisible()
  await expect(invitation.getByText('Candidatura enviada')).toBeVisible()
  await expect(invitation.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0)
  await barber.goto(`/vagas/${jobId}`)
  await expect(barber.getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()

  // The shop sees the answer on its list.
  await shop.goto('/convites')
  const sent = shop.getByRole('main').getByRole('article').filter({ hasText: barberAccount.name })
  await expect(sent.getByText('Candidatou-se')).toBeVisible()
  await expect(sent).toContainText('98765')
  await screenshotsFromTop(shop, 'convites-barbearia')

  // The barber turns invitations off; the shop's next invitation is refused.
  await barber.goto('/conta/seguranca')
  const toggle = barber.getByRole('switch', { name: 'Receber convites de barbearias' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toastWith(barber, 'Convites desativados.')).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await screenshots(barber, 'convites-preferencia')
  await shop.goto(`/barbeiros?q=${tag}`)
  await card.getByRole('button', { name: /Convidar para uma vaga/ }).click()
  await dialog.getByLabel('Vaga').selectOption({ label: `Segunda vaga ${tag}` })
  await dialog.getByRole('button', { name: 'Enviar convite' }).click()
  await expect(toastWith(shop, 'Este barbeiro não está recebendo convites.')).toBeVisible()
})
