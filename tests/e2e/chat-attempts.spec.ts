/**
 * Issue 37 in the browser, at 390 px: a barber types a phone number in the composer and is told at
 * once that contacts stay hidden; after repeated attempts the server pauses their sending in that
 * conversation, and the composer says why and until when.
 */
import { expect, expectAccessible, screenshots, test } from './support/fixtures'
import { shopAndBarberOnPhones } from './support/setup'

const origin = () => ({ origin: process.env.E2E_BASE_URL! })

test('a contact attempt is told in the composer, and repeated attempts pause the sender', async ({ browser, request, playwright }) => {
  test.setTimeout(150_000)
  const { shop, barber } = await shopAndBarberOnPhones(browser, request, playwright, { shop: 'Barbearia Tesoura Firme', barber: 'Caio Tentativa' })
  const job = await shop.request.post('/api/jobs', {
    headers: origin(),
    data: { title: 'Barbeiro para a semana', description: 'De terça a sábado, comissão de 50% sobre os cortes.' },
  })
  expect(job.status(), await job.text()).toBe(201)
  const applied = await barber.request.post('/api/applications', { headers: origin(), data: { job: (await job.json()).doc.id } })
  expect(applied.status(), await applied.text()).toBe(201)
  const opened = await shop.request.post('/api/chat/conversations', { headers: origin(), data: { application: (await applied.json()).doc.id } })
  expect(opened.status(), await opened.text()).toBe(201)
  const conversation = (await opened.json()).conversation.id as number

  await barber.goto(`/chat/${conversation}`)
  const thread = barber.getByRole('region', { name: 'Conversa com Barbearia Tesoura Firme' })
  const messages = thread.getByRole('list', { name: 'Mensagens' })
  const composer = barber.getByRole('textbox', { name: 'Mensagem' })
  await composer.fill('Fechado! Me liga no 11 98765-4321 pra gente acertar')
  await composer.press('Enter')
  await expect(messages.getByText('Fechado! Me liga no [contato oculto]', { exact: false })).toBeVisible()
  await expect(composer).toHaveValue('')
  const notice = barber.getByRole('status').filter({ hasText: 'Contatos ficam ocultos até a contratação. Combine tudo pelo chat.' })
  await expect(notice).toBeVisible()
  await expectAccessible(barber)
  await screenshots(barber, 'chat-attempt-notice')

  // Three more through the API as the same session, the fifth through the composer.
  for (const body of ['meu zap 21 99876-5432', 'email caio.cortes@gmail.com', 'insta @caio_cortes_barber']) {
    const sent = await barber.request.post(`/api/chat/conversations/${conversation}/messages`, { headers: origin(), data: { body } })
    expect(sent.status(), await sent.text()).toBe(201)
  }
  await composer.fill('liga 11 97654-3210 que é mais rápido')
  await composer.press('Enter')
  const refusal = barber.getByRole('alert').filter({ hasText: 'Envio pausado nesta conversa' })
  await expect(refusal).toContainText(/seus envios nesta conversa estão pausados até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)
  await expect(refusal).toContainText('A outra parte ainda pode escrever para você.')

  // The next message is refused by the server, and the composer keeps what was typed.
  await composer.fill('Oi, ainda está aí?')
  await composer.press('Enter')
  await expect(refusal).toBeVisible()
  await expect(composer).toHaveValue('Oi, ainda está aí?')
  await expect(messages.getByText('Oi, ainda está aí?')).toHaveCount(0)
  await expectAccessible(barber)
  await screenshots(barber, 'chat-paused')

  // The shop still writes, and the barber reads it.
  await shop.goto(`/chat/${conversation}`)
  const shopComposer = shop.getByRole('textbox', { name: 'Mensagem' })
  await shopComposer.fill('Vamos combinar tudo por aqui, Caio.')
  await shopComposer.press('Enter')
  await expect(messages.getByText('Vamos combinar tudo por aqui, Caio.')).toBeVisible()
})
