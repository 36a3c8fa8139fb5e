/**
 * Issue 30 in the browser at 390 px: a barber uploads several portfolio photos at once (a progress
 * bar each), captions and reorders them by keyboard, and visitors open them in the full-screen
 * viewer; after a hire a photo goes through the chat and opens in the same viewer.
 */
import type { Browser, Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, screenshots, signIn, test } from './support/fixtures'
import { noisyPng } from '../fixtures/media'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, imageFile, postJob, throttleUploads } from './support/setup'

const PHONE = { width: 390, height: 844 }
const origin = () => ({ origin: process.env.E2E_BASE_URL! })

async function newPhone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage()
}

/** A photo big enough for the server to make both sizes, noisy enough to take a moment to upload. */
const photo = (name: string, background: string) => imageFile(name, background, { width: 900, height: 700 })

test('a barber builds a portfolio: several uploads with progress, captions, keyboard reordering, the viewer', async ({ browser, request, playwright }) => {
  test.setTimeout(300_000)
  const barber = await createConfirmedAccount(request, 'barber', 'Caio Portfólio')
  const api = await apiAs(playwright, barber)
  await completeBarberProfile(api, barber)
  await api.dispose()
  const page = await newPhone(browser)
  await signIn(page, barber)
  await page.goto('/completar-perfil')
  const gallery = page.getByRole('group', { name: 'Fotos do seu trabalho' })
  await expect(gallery).toBeVisible()

  // All three upload as soon as they are picked (decision 0058), at once, each with its own progress bar.
  const restore = await throttleUploads(page, 192 * 1024)
  await page
    .locator('input[name="portfolio"]')
    .setInputFiles(
      await Promise.all(['degrade.png', 'barba.png', 'navalhado.png'].map(async (name) => ({ name, mimeType: 'image/png', buffer: await noisyPng(400) }))),
    )
  await expect(gallery.getByText('3 de 12 fotos')).toBeVisible()
  const bars = gallery.getByRole('progressbar')
  await expect(bars).toHaveCount(3)
  await expect(bars.first()).toHaveAccessibleName(/^Envio: Foto 1 \(.+\.png\)$/)
  await expect
    .poll(async () => (await Promise.all((await bars.all()).map(async (bar) => Number(await bar.getAttribute('aria-valuenow'))))).filter((n) => n > 0).length)
    .toBeGreaterThan(1)
  await page.screenshot({ path: 'test-results/screenshots/portfolio-uploading-390.png' })
  await restore()
  await gallery.getByLabel('Legenda da foto 1').fill('Degradê baixo')
  await gallery.getByLabel('Legenda da foto 2').fill('Barba desenhada')
  await gallery.getByLabel('Legenda da foto 3').fill('Navalhado com risco')

  // Keyboard: the third photo moves to the front, the focus stays on its button, and the move is announced.
  await gallery.getByRole('button', { name: 'Mover foto 3 para antes' }).focus()
  await page.keyboard.press('Enter')
  await expect(gallery.getByRole('button', { name: 'Mover foto 2 para antes' })).toBeFocused()
  await page.keyboard.press('Enter')
  // At the front its 'antes' arrow is disabled: the focus goes to its other arrow.
  await expect(gallery.getByRole('button', { name: 'Mover foto 1 para depois' })).toBeFocused()
  await expect(page.getByText('Foto movida para a posição 1 de 3.')).toBeAttached()
  await expect(gallery.getByLabel('Legenda da foto 1')).toHaveValue('Navalhado com risco')
  await expect(gallery.getByLabel('Legenda da foto 2')).toHaveValue('Degradê baixo')
  await expectAccessible(page)
  await screenshots(page, 'portfolio-form')

  await page.getByRole('button', { name: 'Salvar perfil' }).click()
  // Three photos resized one at a time on a shared two-core machine: the save may take a while.
  await expect(page).toHaveURL(/\/painel-barbeiro$/, { timeout: 90_000 })

  // The public page: the grid in the chosen order with its captions, then the viewer.
  const profile = await (await page.request.get('/api/me/profile', { headers: origin() })).json()
  const visitor = await newPhone(browser)
  await visitor.goto(`/barbeiro/${profile.profile.id}`)
  const section = visitor.getByRole('region', { name: 'Portfólio' })
  await expect(section.locator('figcaption')).toHaveText(['Navalhado com risco', 'Degradê baixo', 'Barba desenhada'])
  await expect(section.locator('img').first()).toHaveAttribute('srcset', /160w, .+ 480w$/)
  await expectAccessible(visitor)
  await screenshots(visitor, 'portfolio-public')

  const opener = section.getByRole('button', { name: 'Ampliar foto 1: Navalhado com risco' })
  await opener.click()
  const viewer = visitor.getByRole('dialog', { name: `Portfólio de ${barber.name}` })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible()
  await expect(viewer.getByText('Navalhado com risco')).toBeVisible()
  await visitor.keyboard.press('ArrowRight')
  await expect(viewer.getByText('Foto 2 de 3')).toBeVisible()
  await expect(viewer.getByText('Degradê baixo')).toBeVisible()
  await visitor.keyboard.press('ArrowLeft')
  await visitor.keyboard.press('ArrowLeft')
  await expect(viewer.getByText('Foto 3 de 3')).toBeVisible()
  // A swipe to the left shows the next photo.
  const box = (await viewer.getByRole('img').boundingBox())!
  const y = box.y + box.height / 2
  await visitor.mouse.move(box.x + box.width * 0.8, y)
  await visitor.mouse.down()
  await visitor.mouse.move(box.x + box.width * 0.2, y, { steps: 5 })
  await visitor.mouse.up()
  await expect(viewer.getByText('Foto 1 de 3')).toBeVisible()
  await expectAccessible(visitor)
  await screenshots(visitor, 'portfolio-viewer')
  await visitor.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(opener).toBeFocused()

  // The directory card shows the first three.
  await visitor.goto(`/barbeiros?q=${encodeURIComponent(barber.name)}`)
  await expect(visitor.getByRole('list', { name: `Portfólio de ${barber.name}` }).getByRole('img')).toHaveCount(3)
  await screenshots(visitor, 'portfolio-directory-card')
})

test('after a hire a barber sends a photo in the chat and the shop opens it in the viewer', async ({ browser, request, playwright }) => {
  test.setTimeout(300_000)
  const shopAccount = await createConfirmedAccount(request, 'barbershop', 'Barbearia Foto Certa')
  const barberAccount = await createConfirmedAccount(request, 'barber', 'Davi Fotógrafo')
  const shopApi = await apiAs(playwright, shopAccount)
  const barberApi = await apiAs(playwright, barberAccount)
  await completeShopProfile(shopApi, shopAccount)
  await completeBarberProfile(barberApi, barberAccount)
  const applicationId = await applyTo(barberApi, await postJob(shopApi, { title: 'Barbeiro para fins de semana' }))
  const changed = await shopApi.patch(`/api/applications/${applicationId}`, { headers: origin(), data: { status: 'accepted' } })
  expect(changed.status(), await changed.text()).toBe(200)
  const opened = await shopApi.post('/api/chat/conversations', { headers: origin(), data: { application: applicationId } })
  expect(opened.status(), await opened.text()).toBe(201)
  const conversation = (await opened.json()).conversation.id as number

  const barber = await newPhone(browser)
  await signIn(barber, barberAccount)
  // Before the hire there is nothing to attach with.
  await barber.goto(`/chat/${conversation}`)
  await expect(barber.getByRole('textbox', { name: 'Mensagem' })).toBeVisible()
  await expect(barber.getByRole('button', { name: 'Anexar fotos' })).toHaveCount(0)

  const hired = await shopApi.patch(`/api/applications/${applicationId}`, { headers: origin(), data: { status: 'hired' } })
  expect(hired.status(), await hired.text()).toBe(200)
  await barber.reload()
  await expect(barber.getByRole('button', { name: 'Anexar fotos' })).toBeVisible()
  await barber.locator('input[type="file"]').setInputFiles([await photo('corte-pronto.png', '#7c2d12')])
  await expect(barber.getByRole('img', { name: 'Foto 1 para enviar' })).toBeVisible()
  await barber.getByRole('textbox', { name: 'Mensagem' }).fill('Olha como ficou o corte de hoje')
  await expectAccessible(barber)
  await screenshots(barber, 'chat-photo-picked')
  await barber.getByRole('button', { name: 'Enviar' }).click()
  const sent = barber.getByRole('list', { name: 'Mensagens' }).getByRole('button', { name: 'Ampliar foto 1' })
  await expect(sent).toBeVisible()
  await expect(barber.getByRole('img', { name: 'Foto 1 para enviar' })).toHaveCount(0)

  const shop = await newPhone(browser)
  await signIn(shop, shopAccount)
  await shop.goto(`/chat/${conversation}`)
  const thumbnail = shop.getByRole('list', { name: 'Mensagens' }).getByRole('button', { name: 'Ampliar foto 1' })
  // Two cores shared with other test runs: the inbox may take a while to load.
  await expect(thumbnail).toBeVisible({ timeout: 30_000 })
  await expect(shop.getByRole('list', { name: 'Mensagens' }).getByText('Olha como ficou o corte de hoje')).toBeVisible()
  await expectAccessible(shop)
  await screenshots(shop, 'chat-photo-received')
  await thumbnail.click()
  const viewer = shop.getByRole('dialog', { name: 'Fotos da mensagem' })
  await expect(viewer.getByRole('img')).toHaveAttribute('src', /\/media\/.+\.webp$/)
  await expectAccessible(shop)
  await screenshots(shop, 'chat-photo-viewer')
  await shop.keyboard.press('Escape')
  await expect(thumbnail).toBeFocused()

  await shopApi.dispose()
  await barberApi.dispose()
})
