/**
 * Issue 39, item 13 (decision 0058): a profile's files upload as soon as they are picked, three at
 * a time, each with its progress; a failed one says so and offers 'Tentar novamente'; one removed
 * while it uploads is dropped; the save waits only for what is still on its way and then saves
 * the profile with every file.
 */
import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, test, toastWith } from './support/fixtures'
import { noisyPng } from '../fixtures/media'
import { apiAs, completeBarberProfile, imageFile, throttleUploads, videoFile } from './support/setup'

const origin = () => ({ origin: process.env.E2E_BASE_URL! })

type Relation = number | { id: number }
type SavedProfile = { profile: { photo: Relation; video: Relation; portfolio: Relation[] } }
const idOf = (value: Relation) => (typeof value === 'number' ? value : value.id)

test('files upload when picked: progress, one failure retried, one removed while uploading, and the save waits for the video', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(180_000)
  const barber = await createConfirmedAccount(request, 'barber', 'Davi Envio')
  const api = await apiAs(playwright, barber)
  await completeBarberProfile(api, barber)
  await api.dispose()
  await signIn(page, barber)
  const before = ((await (await page.request.get('/api/me/profile', { headers: origin() })).json()) as SavedProfile).profile
  await page.goto('/completar-perfil')
  const gallery = page.getByRole('group', { name: 'Fotos do seu trabalho' })
  await expect(gallery).toBeVisible()

  // The server answers the first upload of 'falha.png' with a 500, once; everything else goes through.
  let failed = 0
  await page.route('**/api/media', async (route) => {
    const body = route.request().postDataBuffer()
    if (route.request().method() === 'POST' && failed === 0 && body?.includes('falha.png')) {
      failed++
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'erro' })
    }
    return route.continue()
  })
  await page
    .locator('input[name="portfolio"]')
    .setInputFiles([
      await imageFile('degrade.png', '#7c2d12', { width: 640, height: 480 }),
      await imageFile('falha.png', '#0f766e', { width: 640, height: 480 }),
    ])
  await expect(gallery.getByText('Não enviada')).toBeVisible()
  await expect(gallery.getByText('Não foi possível enviar o arquivo.')).toBeVisible()
  const retry = gallery.getByRole('button', { name: 'Tentar novamente (Foto 2)' })
  await expect(retry).toBeVisible()
  expect(failed).toBe(1)
  await expectAccessible(page)
  await screenshotsFromTop(page, 'uploads-on-pick-failed')

  await retry.click()
  await expect(gallery.getByText('Não enviada')).toHaveCount(0)
  await expect(gallery.getByRole('progressbar')).toHaveCount(0)
  await page.unroute('**/api/media')

  // A new photo and a video, slowed down so their progress is seen; the save is pressed while the video is still on its way.
  const restore = await throttleUploads(page, 128 * 1024)
  await page.locator('input[name="photo"]').setInputFiles(await imageFile('davi.png', '#92400e', { width: 640, height: 480 }))
  await page.locator('input[name="video"]').setInputFiles(videoFile({ seconds: 20, mdatBytes: 768 * 1024 }))
  const video = page.getByRole('group', { name: /^Vídeo de apresentação/ })
  await expect(video.getByText('Enviando vídeo...')).toBeVisible()
  const progress = page.getByRole('progressbar', { name: 'Envio: Vídeo de apresentação (apresentacao.mp4)' })
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
  await screenshotsFromTop(page, 'uploads-on-pick-uploading')
  // A third portfolio photo, removed while it uploads: its request is cancelled and it is not saved.
  await page.locator('input[name="portfolio"]').setInputFiles({ name: 'removida.png', mimeType: 'image/png', buffer: await noisyPng(500) })
  await expect(gallery.getByRole('progressbar', { name: /^Envio: Foto 3 \(removida\.png\)$/ })).toBeVisible()
  await gallery.getByRole('button', { name: 'Remover foto 3' }).click()
  await expect(gallery.getByText('2 de 12 fotos')).toBeVisible()
  await page.getByRole('button', { name: 'Salvar perfil' }).click()
  await expect(page.getByRole('button', { name: 'Enviando vídeo...' })).toBeVisible()
  await restore()
  await expect(toastWith(page, 'Perfil completado!')).toBeVisible({ timeout: 60_000 })
  await expect(page).toHaveURL(/\/painel-barbeiro$/)

  // Saved with every file: the new photo and video, and both portfolio photos in their order.
  const after = ((await (await page.request.get('/api/me/profile', { headers: origin() })).json()) as SavedProfile).profile
  expect(idOf(after.photo)).not.toBe(idOf(before.photo))
  expect(idOf(after.video)).not.toBe(idOf(before.video))
  expect(after.portfolio).toHaveLength(2)
})
