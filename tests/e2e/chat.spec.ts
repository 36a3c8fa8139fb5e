/**
 * Issue 11 in the browser: a shop and a barber, each in a context of its own at 390 px, chat in
 * real time; before the hire the barber's phone is hidden from the shop (the composer warned), and
 * only after the hire does the barber see the shop's WhatsApp.
 */
import { createConfirmedAccount, expect, expectAccessible, screenshots, signIn, test } from './support/fixtures'
import { newPhone, shopAndBarberOnPhones } from './support/setup'

const origin = () => ({ origin: process.env.E2E_BASE_URL! })

test('the empty inbox tells a barber to apply to jobs', async ({ browser, request }) => {
  const account = await createConfirmedAccount(request, 'barber', 'Bruno Sem Conversas')
  const page = await newPhone(browser)
  await signIn(page, account)
  await page.goto('/chat')
  await expect(page.getByRole('heading', { level: 1, name: 'Conversas' })).toBeVisible()
  await expect(page.getByText('Gerencie suas conversas com barbearias')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Você ainda não tem conversas' })).toBeVisible()
  await expect(page.getByText(/Candidate-se a vagas/)).toBeVisible()
  await expectAccessible(page)
  await screenshots(page, 'chat-empty')
})

test('a shop and a barber chat in real time; contacts stay hidden until the hire', async ({ browser, request, playwright }) => {
  test.setTimeout(150_000)
  const { shop, barber } = await shopAndBarberOnPhones(browser, request, playwright, { shop: 'Barbearia Navalha Fina', barber: 'Lucas Pereira' })

  const job = await shop.request.post('/api/jobs', {
    headers: origin(),
    data: { title: 'Barbeiro para sábados', description: 'Sábados das 8 às 18h, comissão de 50% sobre os cortes.' },
  })
  expect(job.status(), await job.text()).toBe(201)
  const jobId = (await job.json()).doc.id as number
  const applied = await barber.request.post('/api/applications', { headers: origin(), data: { job: jobId } })
  expect(applied.status(), await applied.text()).toBe(201)
  const applicationId = (await applied.json()).doc.id as number

  // The shop opens the conversation from the applicant's card.
  await shop.goto('/candidatos')
  await shop.getByRole('button', { name: 'Conversar' }).click()
  await expect(shop).toHaveURL(/\/chat\/\d+$/)
  const shopThread = shop.getByRole('region', { name: 'Conversa com Lucas Pereira' })
  // Messages are read in the list: a sent text can still sit in the composer when its echo arrives.
  const shopMessages = shopThread.getByRole('list', { name: 'Mensagens' })
  await expect(shopThread.getByText('Barbeiro para sábados')).toBeVisible()
  const shopComposer = shop.getByRole('textbox', { name: 'Mensagem' })
  await shopComposer.fill('Olá, Lucas! Pode vir fazer um teste no sábado?')
  await shopComposer.press('Shift+Enter')
  await shopComposer.pressSequentially('Chegue às 9h.')
  await shopComposer.press('Enter')
  await expect(shopMessages.getByText(/Olá, Lucas! Pode vir fazer um teste no sábado\?\s+Chegue às 9h\./)).toBeVisible()
  await expect(shopComposer).toHaveValue('')

  // The barber sees it in the inbox, unread, and in the header.
  await barber.goto('/chat')
  const item = barber.getByRole('navigation', { name: 'Conversas' }).getByRole('link', { name: /Barbearia Navalha Fina/ })
  await expect(item).toContainText('1 mensagem não lida')
  await expect(item).toContainText('Barbeiro para sábados')
  await expectAccessible(barber)
  await screenshots(barber, 'chat-list')

  await item.click()
  const barberThread = barber.getByRole('region', { name: 'Conversa com Barbearia Navalha Fina' })
  const barberMessages = barberThread.getByRole('list', { name: 'Mensagens' })
  await expect(barberMessages.getByText('Chegue às 9h.', { exact: false })).toBeVisible()
  await expect(barberThread.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0)
  // Read: the shop's message shows two ticks once the barber opened it.
  await expect(shopThread.getByRole('img', { name: 'Lida' })).toBeVisible()

  // The barber tries to share a phone: the composer warns, the server hides it anyway.
  const barberComposer = barber.getByRole('textbox', { name: 'Mensagem' })
  await barberComposer.fill('Posso sim! Me chama no zap 11 98765-4321')
  await expect(barber.getByText('Telefones, e-mails, links e redes sociais ficam ocultos até a contratação.')).toBeVisible()
  await barberComposer.press('Enter')
  await expect(barberMessages.getByText('Posso sim! Me chama no [contato oculto]')).toBeVisible()
  await expect(barberThread.getByText('Parte desta mensagem foi ocultada', { exact: false })).toBeVisible()
  await expectAccessible(barber)
  await screenshots(barber, 'chat-masked')

  // It reaches the shop's open thread without a reload, masked.
  await expect(shopMessages.getByText('Posso sim! Me chama no [contato oculto]')).toBeVisible()
  await expect(shop.getByText('98765')).toHaveCount(0)
  await expectAccessible(shop)
  await screenshots(shop, 'chat-thread')

  // On a phone the thread is its own screen, with a way back to the list.
  await barber.getByRole('link', { name: 'Voltar para as conversas' }).click()
  await expect(barber).toHaveURL(/\/chat$/)
  await expect(barber.getByRole('navigation', { name: 'Conversas' })).toBeVisible()

  // The shop hires the barber: the barber's thread header now offers the shop's WhatsApp.
  for (const status of ['accepted', 'hired']) {
    const changed = await shop.request.patch(`/api/applications/${applicationId}`, { headers: origin(), data: { status } })
    expect(changed.status(), await changed.text()).toBe(200)
  }
  await barber
    .getByRole('navigation', { name: 'Conversas' })
    .getByRole('link', { name: /Barbearia Navalha Fina/ })
    .click()
  const whatsapp = barberThread.getByRole('link', { name: 'WhatsApp' })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}$/)
  await expect(barberThread.getByText('Você foi contratado')).toBeVisible()
  await barberComposer.fill('Combinado! Meu número é 11 98765-4321')
  await expect(barber.getByText('Telefones, e-mails, links e redes sociais ficam ocultos até a contratação.')).toHaveCount(0)
  await barberComposer.press('Enter')
  await expect(shopMessages.getByText('Combinado! Meu número é 11 98765-4321')).toBeVisible()
  await expectAccessible(barber)
  await screenshots(barber, 'chat-after-hire')
})
