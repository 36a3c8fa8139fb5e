/**
 * Issue 4, item 1: a video over the server's limits is refused as soon as it is picked, with the
 * server's own message, and never sent. The limits are the server's configured ones.
 */
import { open, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { UploadLimits } from '#domain/uploadLimits'
import { playableWebm } from '../fixtures/playableWebm'
import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, test } from './support/fixtures'

/** The name of every file the page sends to /api/media (read through interception: Chromium reports no body of a file upload to a plain listener). */
async function watchUploads(page: Page): Promise<string[]> {
  const uploads: string[] = []
  await page.route('**/api/media', (route) => {
    if (route.request().method() === 'POST')
      uploads.push(/filename="([^"]*)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '(sem nome)')
    return route.continue()
  })
  return uploads
}

async function openBarberForm(page: Page) {
  const barber = await createConfirmedAccount(page.request, 'barber', 'Caio Mendes')
  await signIn(page, barber)
  await page.goto('/completar-perfil')
  const group = page.getByRole('group', { name: /^Vídeo de apresentação/ })
  await expect(group.getByText('MP4, WebM ou MOV. Até 100 MB e 3 minutos.')).toBeVisible()
  return group
}

const webm = (name: string, seconds: number) => ({ name, mimeType: 'video/webm', buffer: playableWebm({ seconds }) })

test('a video longer than the limit is refused when picked, the previous one stays, and only the videos within the limit are sent', async ({ page }) => {
  const uploads = await watchUploads(page)
  const group = await openBarberForm(page)
  const input = page.locator('input[name="video"]')
  const preview = group.getByLabel('Pré-visualização: vídeo de apresentação')

  await input.setInputFiles(webm('curto.webm', 40))
  await expect(preview).toBeVisible()
  await expect(group.getByText('curto.webm')).toBeVisible()

  await input.setInputFiles(webm('longo.webm', 200))
  await expect(group.getByRole('alert')).toHaveText('O vídeo passa do limite de 3 minutos.')
  await expect(group.getByText('curto.webm')).toBeVisible()
  await expect(group.getByText('longo.webm')).toHaveCount(0)
  await expect(group.getByRole('button', { name: 'Trocar vídeo' })).toHaveAccessibleDescription('O vídeo passa do limite de 3 minutos.')
  await expectAccessible(page)
  await screenshotsFromTop(page, 'completar-perfil-video-longo')

  await input.setInputFiles(webm('certo.webm', 90))
  await expect(group.getByRole('alert')).toHaveCount(0)
  await expect(group.getByText('certo.webm')).toBeVisible()
  // The videos within the limits upload when picked (decision 0058); the long one never leaves.
  await expect.poll(() => uploads.includes('certo.webm')).toBe(true)
  expect(uploads).not.toContain('longo.webm')
})

test('a too-long video is not sent even when the form is saved right after picking it', async ({ page }) => {
  const uploads = await watchUploads(page)
  const group = await openBarberForm(page)
  await page.getByLabel(/^Idade/).fill('27')
  await page.getByLabel(/^Anos de experiência/).fill('5')
  await page.getByLabel(/^Bio/).fill('Degradê, navalhado e barba.')
  await page.getByLabel(/^Estado/).selectOption('SP')
  await page.getByLabel(/^Cidade/).fill('Campinas')
  await page.getByLabel(/^Bairro/).fill('Cambuí')
  await page.locator('input[name="video"]').setInputFiles(webm('longo.webm', 200))
  await page.getByRole('button', { name: 'Salvar perfil' }).click()
  await expect(group.getByRole('alert')).toHaveText('O vídeo passa do limite de 3 minutos.')
  await expect(page).toHaveURL(/\/completar-perfil$/)
  expect(uploads).toEqual([])
})

test('a video larger than the limit is refused when picked, before any byte is sent', async ({ page }) => {
  const uploads = await watchUploads(page)
  const group = await openBarberForm(page)
  const limits = (await (await page.request.get('/api/media-limits')).json()) as UploadLimits
  // A sparse file one byte over the limit: its size is real, its bytes cost no disk.
  const dir = await mkdtemp(path.join(tmpdir(), 'navalha-e2e-video-'))
  const file = path.join(dir, 'grande.mp4')
  const handle = await open(file, 'w')
  await handle.truncate(limits.maxVideoBytes + 1)
  await handle.close()
  try {
    await page.locator('input[name="video"]').setInputFiles(file)
    await expect(group.getByRole('alert')).toHaveText('O vídeo passa do limite de 100 MB.')
    await expect(group.getByText('Nenhum vídeo escolhido')).toBeVisible()
    expect(uploads).toEqual([])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
