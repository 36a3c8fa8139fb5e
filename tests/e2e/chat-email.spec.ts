/**
 * Issue 11's follow-ups in the browser: the switch for the chat's unread e-mail on Segurança da
 * conta, the e-mail's opt-out page, and the hired applicant's WhatsApp on the shop's card.
 */
import { createHash } from 'node:crypto'
import { chatEmailOptOutToken } from '#server/chat/emailOptOut'
import { createConfirmedAccount, expect, expectAccessible, screenshots, screenshotsFromTop, signIn, sql, test, toastWith } from './support/fixtures'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

const LABEL = 'Receber e-mail quando eu tiver mensagens não lidas'
const origin = () => ({ origin: process.env.E2E_BASE_URL! })
/** The key Payload derives from PAYLOAD_SECRET, which the server signs the opt-out link with. */
const serverSecret = () => createHash('sha256').update(process.env.E2E_PAYLOAD_SECRET!).digest('hex').slice(0, 32)

test('a barber turns the unread e-mail off on Segurança da conta, and it stays off', async ({ page, request }) => {
  const barber = await createConfirmedAccount(request, 'barber', 'Diego Notificações')
  await signIn(page, barber)
  await page.goto('/conta/seguranca')
  const section = page.getByRole('region', { name: 'Notificações' })
  const toggle = section.getByRole('switch', { name: LABEL })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expectAccessible(page)
  await screenshotsFromTop(page, 'account-chat-email-on')

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(toastWith(page, 'Você não vai mais receber e-mails de mensagens não lidas.')).toBeVisible()
  const [stored] = await sql<{ on: boolean }>('SELECT chat_email_notifications AS on FROM users WHERE email = $1', [barber.email])
  expect(stored!.on).toBe(false)
  await page.reload()
  await expect(page.getByRole('switch', { name: LABEL })).toHaveAttribute('aria-checked', 'false')
  await expectAccessible(page)
  await screenshotsFromTop(page, 'account-chat-email-off')
})

test('the opt-out link asks, then turns the e-mail off without signing in', async ({ page, request }) => {
  const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Sem E-mail')
  const [user] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [shop.email])
  const token = chatEmailOptOutToken(serverSecret(), user!.id, new Date())
  await page.goto(`/api/chat/email-opt-out?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { name: 'E-mails de mensagens não lidas' })).toBeVisible()
  await screenshots(page, 'chat-email-opt-out-ask')
  await page.getByRole('button', { name: 'Parar de receber' }).click()
  await expect(page.getByRole('status')).toHaveText('Pronto: você não vai mais receber e-mails de mensagens não lidas.')
  await expectAccessible(page)
  await screenshots(page, 'chat-email-opt-out-done')
  const [stored] = await sql<{ on: boolean }>('SELECT chat_email_notifications AS on FROM users WHERE id = $1', [user!.id])
  expect(stored!.on).toBe(false)

  await page.goto(`/api/chat/email-opt-out?token=${encodeURIComponent(token.slice(0, -2))}xx`)
  await expect(page.getByRole('alert')).toContainText('Este link não é válido.')
  await screenshots(page, 'chat-email-opt-out-invalid')
})

test("the shop sees the hired barber's WhatsApp and phone on the applicant card, and no one else's", async ({ page, request, playwright }) => {
  test.setTimeout(120_000)
  const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Contrata Já')
  const hired = await createConfirmedAccount(request, 'barber', 'Vitor Contratado')
  const waiting = await createConfirmedAccount(request, 'barber', 'Hugo Aguardando')
  const shopApi = await apiAs(playwright, shop)
  await completeShopProfile(shopApi, shop)
  const jobId = await postJob(shopApi, { title: 'Barbeiro para fins de semana' })
  const applications: number[] = []
  for (const barber of [hired, waiting]) {
    const api = await apiAs(playwright, barber)
    await completeBarberProfile(api, barber)
    applications.push(await applyTo(api, jobId))
    await api.dispose()
  }
  for (const status of ['accepted', 'hired']) {
    const changed = await shopApi.patch(`/api/applications/${applications[0]}`, { headers: origin(), data: { status } })
    expect(changed.status(), await changed.text()).toBe(200)
  }
  await shopApi.dispose()

  await signIn(page, shop)
  await page.goto(`/vaga/${jobId}/candidatos`)
  const hiredCard = page.getByRole('article', { name: 'Vitor Contratado' })
  const waitingCard = page.getByRole('article', { name: 'Hugo Aguardando' })
  await expect(hiredCard.getByText('Contato do barbeiro')).toBeVisible()
  await expect(hiredCard.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{11,13}$/)
  await expect(hiredCard.getByRole('link', { name: /\d{4}/ })).toHaveAttribute('href', /^tel:\+\d+$/)
  await expect(waitingCard).toBeVisible()
  await expect(waitingCard.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0)
  await expectAccessible(page)
  await screenshotsFromTop(page, 'applicant-card-hired-contact')
})
