import type { APIRequestContext, Page } from '@playwright/test'
import {
  createConfirmedAccount,
  expect,
  expectAccessible,
  screenshots,
  screenshotsFromTop,
  signIn,
  sql,
  toastWith,
  waitForMail,
  type E2eAccount,
} from './support/fixtures'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, postJob, type Playwright } from './support/setup'
import { setRoles, test } from './support/test'

/**
 * Applicants and applications: a shop reviews the applicants of one job (/vaga/:id/candidatos)
 * and of all its jobs (/candidatos), moving each one only along the allowed transitions; the
 * barber follows its applications (/vagas-aplicadas). Everything is set up through the HTTP API.
 */

const applicant = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) })

type Scenario = {
  shop: E2eAccount
  shopApi: APIRequestContext
  job: { id: number; title: string }
  /** Complete profile: photo, bio, presentation video. */
  carlos: E2eAccount & { applicationId: number }
  /** Applied with a complete profile, then lost its bio and video (a profile from before they were required). */
  diego: E2eAccount & { applicationId: number }
  dispose: () => Promise<void>
}

/** A shop with a complete profile and one job, and two barbers who applied to it. */
async function jobWithTwoApplicants(playwright: Playwright, request: APIRequestContext): Promise<Scenario> {
  const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Navalha de Ouro')
  const shopApi = await apiAs(playwright, shop)
  await completeShopProfile(shopApi, shop, { whatsapp: '(11) 99888-7766' })
  const title = 'Barbeiro para fins de semana'
  const jobId = await postJob(shopApi, {
    title,
    description: 'Atendimento aos sábados e domingos, com foco em degradê e barba.',
    salary: 'R$ 3.000 + comissão',
    schedule: 'Sáb. e dom., 9h às 19h',
    contractType: 'full_time',
    experienceRequired: 1,
  })

  const carlos = await createConfirmedAccount(request, 'barber', 'Carlos Mendes')
  const carlosApi = await apiAs(playwright, carlos)
  await completeBarberProfile(carlosApi, carlos, {
    age: 29,
    experienceYears: 6,
    bio: 'Barbeiro há seis anos, especialista em degradê e barba terapia.',
    specialties: ['Degradê', 'Barba terapia'],
    state: 'SP',
    city: 'Guarulhos',
    district: 'Centro',
  })

  const diego = await createConfirmedAccount(request, 'barber', 'Diego Ramos')
  const diegoApi = await apiAs(playwright, diego)
  await completeBarberProfile(diegoApi, diego)

  const carlosApplication = await applyTo(carlosApi, jobId)
  const diegoApplication = await applyTo(diegoApi, jobId)
  // Applications made before a complete profile was required (issue 9, item 16) still show sensibly.
  await sql('UPDATE barbers SET bio = NULL, video_id = NULL, photo_id = NULL WHERE user_id = (SELECT id FROM users WHERE email = $1)', [diego.email])
  await carlosApi.dispose()
  await diegoApi.dispose()

  return {
    shop,
    shopApi,
    job: { id: jobId, title },
    carlos: { ...carlos, applicationId: carlosApplication },
    diego: { ...diego, applicationId: diegoApplication },
    dispose: () => shopApi.dispose(),
  }
}

async function setStatus(api: APIRequestContext, applicationId: number, status: string) {
  const response = await api.patch(`/api/applications/${applicationId}`, { data: { status } })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe('/vaga/:jobId/candidatos', () => {
  test('the shop sees both applicants and accepts, hires and refuses, offered only the valid moves', async ({ page, request, playwright }) => {
    const { shop, job, carlos, diego, dispose } = await jobWithTwoApplicants(playwright, request)
    await signIn(page, shop)
    await page.goto(`/vaga/${job.id}/candidatos`)

    await expect(page.getByRole('heading', { name: 'Candidatos', level: 1 })).toBeVisible()
    await expect(page.getByText(job.title)).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)

    const carlosCard = applicant(page, carlos.name)
    const diegoCard = applicant(page, diego.name)
    await expect(carlosCard).toContainText('6 anos de experiência')
    await expect(carlosCard).toContainText('Guarulhos, SP')
    await expect(carlosCard).toContainText('Barbeiro há seis anos, especialista em degradê e barba terapia.')
    await expect(carlosCard).toContainText(/Candidatou-se em \d{2}\/\d{2}\/\d{4}/)
    await expect(carlosCard.locator('img')).toHaveAttribute('src', /\.webp$/)
    await expect(carlosCard.getByRole('link', { name: `Ver Perfil Completo de ${carlos.name}` })).toHaveAttribute('href', /^\/barbeiro\/\d+$/)
    await expect(diegoCard).toContainText('Sem descrição disponível')
    await expect(diegoCard).toContainText('Sem vídeo de apresentação')
    for (const card of [carlosCard, diegoCard]) {
      await expect(card.getByText('Pendente')).toBeVisible()
      await expect(card.getByRole('button', { name: 'Aceitar' })).toBeVisible()
      await expect(card.getByRole('button', { name: 'Recusar' })).toBeVisible()
      await expect(card.getByRole('button', { name: 'Contratar' })).toHaveCount(0)
    }
    // Private contacts stay hidden before a hire.
    const text = await page.locator('body').innerText()
    for (const account of [carlos, diego]) {
      expect(text).not.toContain(account.email)
      expect(text).not.toContain(account.document)
    }
    expect(text).not.toContain('98765-4321')

    // The presentation video opens inline.
    await carlosCard.getByRole('button', { name: 'Ver vídeo de apresentação' }).click()
    const video = carlosCard.locator('video')
    await expect(video).toBeVisible()
    await expect(video).toHaveAttribute('preload', 'metadata')
    await expect(video).toHaveAttribute('src', /\.mp4$/)
    await expect(carlosCard.getByRole('button', { name: 'Fechar vídeo' })).toHaveAttribute('aria-expanded', 'true')

    await expectAccessible(page)
    await screenshotsFromTop(page, 'candidatos-da-vaga')
    await carlosCard.getByRole('button', { name: 'Fechar vídeo' }).click()
    await expect(video).toHaveCount(0)

    // Accept: no confirmation; then only Contratar is offered.
    await carlosCard.getByRole('button', { name: 'Aceitar' }).click()
    await expect(toastWith(page, 'Status atualizado')).toContainText('O status da candidatura foi atualizado com sucesso.')
    await expect(carlosCard.getByText('Aceito', { exact: true })).toBeVisible()
    await expect(carlosCard.getByRole('button', { name: 'Aceitar' })).toHaveCount(0)
    await expect(carlosCard.getByRole('button', { name: 'Recusar' })).toHaveCount(0)

    // Hire: asks first; Cancelar changes nothing.
    await carlosCard.getByRole('button', { name: 'Contratar' }).click()
    let dialog = page.getByRole('dialog', { name: `Contratar ${carlos.name}?` })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'candidatos-confirmar-contratacao')
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(carlosCard.getByRole('button', { name: 'Contratar' })).toBeFocused()
    await carlosCard.getByRole('button', { name: 'Contratar' }).click()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
    await expect(carlosCard.getByText('Aceito', { exact: true })).toBeVisible()
    await carlosCard.getByRole('button', { name: 'Contratar' }).click()
    await dialog.getByRole('button', { name: 'Contratar' }).click()
    await expect(carlosCard.getByText('Contratado', { exact: true })).toBeVisible()
    // Hired: the shop is asked to review the barber (issue 14).
    await expect(carlosCard.getByRole('button')).toHaveText(['Avaliar', 'Ver vídeo de apresentação', 'Conversar'])

    // Refuse: asks first, then nothing more can be done.
    await diegoCard.getByRole('button', { name: 'Recusar' }).click()
    dialog = page.getByRole('dialog', { name: `Recusar a candidatura de ${diego.name}?` })
    await expect(dialog).toContainText('Uma candidatura recusada não pode mais ser alterada.')
    await dialog.getByRole('button', { name: 'Recusar' }).click()
    await expect(diegoCard.getByText('Recusado', { exact: true })).toBeVisible()
    // Only talking stays possible (issue 11: a conversation opens from any applicant).
    await expect(diegoCard.getByRole('button')).toHaveText(['Conversar'])

    // The server kept it: a fresh load shows the same.
    await page.reload()
    await expect(applicant(page, carlos.name).getByText('Contratado', { exact: true })).toBeVisible()
    await expect(applicant(page, diego.name).getByText('Recusado', { exact: true })).toBeVisible()
    await screenshotsFromTop(page, 'candidatos-decididos')
    await dispose()
  })

  test('a move the server no longer allows shows its message', async ({ page, request, playwright }) => {
    const { shop, shopApi, job, diego, dispose } = await jobWithTwoApplicants(playwright, request)
    await signIn(page, shop)
    await page.goto(`/vaga/${job.id}/candidatos`)
    const diegoCard = applicant(page, diego.name)
    await expect(diegoCard.getByRole('button', { name: 'Aceitar' })).toBeVisible()
    // Meanwhile, in another tab, the shop refused him.
    await setStatus(shopApi, diego.applicationId, 'rejected')
    await diegoCard.getByRole('button', { name: 'Aceitar' }).click()
    await expect(toastWith(page, 'Erro ao atualizar status')).toContainText('Uma candidatura com status Recusado não pode mais ser alterada.')
    await expect(diegoCard.getByText('Recusado', { exact: true })).toBeVisible()
    await expect(diegoCard.getByRole('button', { name: 'Aceitar' })).toHaveCount(0)
    await dispose()
  })

  test('another shop, a missing job and a bad id all end on /vagas without showing applicants', async ({ page, request, playwright }) => {
    const { job, carlos, dispose } = await jobWithTwoApplicants(playwright, request)
    const otherShop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Vizinha')
    await signIn(page, otherShop)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(`/vaga/${job.id}/candidatos`)
    await expect(page).toHaveURL(/\/vagas$/)
    await expect(toastWith(page, 'Vaga não encontrada')).toContainText('Esta vaga não existe ou foi removida')
    await expect(page.getByText(carlos.name)).toHaveCount(0)

    await page.goto('/vaga/99999999/candidatos')
    await expect(page).toHaveURL(/\/vagas$/)
    await page.goto('/vaga/abc/candidatos')
    await expect(page).toHaveURL(/\/vagas$/)
    expect(errors).toEqual([])
    await dispose()
  })

  test('a job without applicants says so', async ({ page, shop }) => {
    const jobId = await postJob(shop.api, { title: 'Barbeiro júnior', description: 'Vaga para quem está começando na profissão.' })

    await signIn(page, shop.account)
    await page.goto(`/vaga/${jobId}/candidatos`)
    await expect(page.getByText('Barbeiro júnior')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Nenhum candidato ainda' })).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('/candidatos', () => {
  test('lists applicants of every job with the job title, filtered by status and job in the URL', async ({ page, request, playwright }) => {
    const { shop, shopApi, job, carlos, diego, dispose } = await jobWithTwoApplicants(playwright, request)
    await setStatus(shopApi, carlos.applicationId, 'accepted')
    await signIn(page, shop)
    await page.goto('/candidatos')

    await expect(page.getByRole('heading', { name: 'Candidatos', level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    await expect(applicant(page, carlos.name).getByRole('link', { name: job.title })).toHaveAttribute('href', `/vaga/${job.id}/candidatos`)
    await expect(applicant(page, carlos.name).getByText('Aceito', { exact: true })).toBeVisible()
    await expect(applicant(page, carlos.name).getByRole('button', { name: 'Contratar' })).toBeVisible()
    await expect(applicant(page, diego.name).getByRole('button', { name: 'Aceitar' })).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'candidatos-todos')

    const status = page.getByRole('combobox', { name: 'Status' })
    await status.selectOption({ label: 'Aceito' })
    await expect(page).toHaveURL(/status=accepted/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await expect(applicant(page, carlos.name)).toBeVisible()

    await status.selectOption({ label: 'Pendente' })
    await expect(page).toHaveURL(/status=pending/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await expect(applicant(page, diego.name)).toBeVisible()

    await status.selectOption({ label: 'Contratado' })
    await expect(page.getByRole('heading', { name: 'Nenhum candidato encontrado' })).toBeVisible()

    // The filters come back from the URL.
    await page.goto(`/candidatos?vaga=${job.id}&status=pending`)
    await expect(page.getByRole('combobox', { name: 'Vaga' })).toHaveValue(String(job.id))
    await expect(page.getByRole('combobox', { name: 'Vaga' }).getByRole('option', { name: job.title })).toHaveCount(1)
    await expect(status).toHaveValue('pending')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await page.getByRole('main').getByRole('button', { name: 'Limpar filtros' }).click()
    await expect(page).toHaveURL(/\/candidatos$/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    await dispose()
  })

  test('a shop without jobs is told to post one', async ({ page, request }) => {
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Sem Vagas')
    await signIn(page, shop)
    await page.goto('/candidatos')
    await expect(page.getByRole('heading', { name: 'Nenhum candidato ainda' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Anunciar Vaga' })).toHaveAttribute('href', '/anunciar-vaga')
  })
})

test.describe('/vagas-aplicadas', () => {
  test('the barber follows its application: Pendente, then Aceita, then Contratado', async ({ page, request, playwright }) => {
    const { shop, shopApi, job, carlos, dispose } = await jobWithTwoApplicants(playwright, request)
    await signIn(page, carlos)
    await page.goto('/vagas-aplicadas')

    await expect(page.getByRole('heading', { name: 'Minhas Candidaturas', level: 1 })).toBeVisible()
    const card = page.getByRole('main').getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('link', { name: job.title })).toHaveAttribute('href', `/vagas/${job.id}`)
    await expect(card.getByRole('link', { name: shop.name })).toHaveAttribute('href', /^\/barbearia\/\d+$/)
    await expect(card).toContainText('São Paulo, SP')
    await expect(card).toContainText(/Candidatou-se em \d{2}\/\d{2}\/\d{4}/)
    await expect(card.getByText('Pendente', { exact: true })).toBeVisible()
    const counts = page.getByRole('group', { name: 'Filtrar por status' })
    await expect(counts.getByRole('button', { name: /Todas/ })).toHaveText(/1\s*Todas/)

    await setStatus(shopApi, carlos.applicationId, 'accepted')
    await page.reload()
    await expect(card.getByText('Aceita', { exact: true })).toBeVisible()
    await expect(counts.getByRole('button', { name: /Aceita/ })).toHaveText(/1\s*Aceita/)
    await expectAccessible(page)
    await screenshots(page, 'minhas-candidaturas')

    await setStatus(shopApi, carlos.applicationId, 'hired')
    await page.reload()
    await expect(card.getByText('Contratado', { exact: true })).toBeVisible()
    await expect(card).toContainText('Parabéns! Você foi contratado para esta vaga.')

    // Filtering by a status keeps it in the URL.
    await counts.getByRole('button', { name: /Pendente/ }).click()
    await expect(page).toHaveURL(/status=pending/)
    await expect(counts.getByRole('button', { name: /Pendente/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { name: 'Nenhuma candidatura com o status Pendente' })).toBeVisible()
    await counts.getByRole('button', { name: /Contratado/ }).click()
    await expect(card).toHaveCount(1)
    await dispose()
  })

  test('an application whose job an admin removed keeps the title, with Vaga removida', async ({ page, request, playwright }) => {
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Removida')
    const shopApi = await apiAs(playwright, shop)
    await completeShopProfile(shopApi, shop)
    const title = 'Barbeiro para a unidade que fechou'
    const jobId = await postJob(shopApi, { title })
    const barber = await createConfirmedAccount(request, 'barber', 'Otávio Lins')
    const barberApi = await apiAs(playwright, barber)
    await completeBarberProfile(barberApi, barber)
    await applyTo(barberApi, jobId)
    // The shop cannot delete a job with applications; it is told to close it instead.
    const refused = await shopApi.delete(`/api/jobs/${jobId}`)
    expect(refused.status()).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain('Feche a vaga para encerrá-la.')
    // What an admin's delete leaves behind: the database sets the application's job to null, and
    // the job's delete hook marks it closed (hooks/markApplicationsJobOpen.ts).
    await sql('UPDATE applications SET job_open = false WHERE job_id = $1', [jobId])
    await sql('DELETE FROM jobs WHERE id = $1', [jobId])

    await signIn(page, barber)
    await page.goto('/vagas-aplicadas')
    const card = page.getByRole('main').getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('heading', { name: `${title} · Vaga removida` })).toBeVisible()
    await expect(card.getByRole('link', { name: title })).toHaveCount(0)
    await expect(card).toContainText(shop.name)
    await expect(card.getByText('Vaga encerrada', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'minhas-candidaturas-vaga-removida')
    await Promise.all([shopApi.dispose(), barberApi.dispose()])
  })

  test("a pending application under a closed job reads Vaga encerrada; when the shop leaves, its job's page says so", async ({ page, request, playwright }) => {
    const { shop, shopApi, job, carlos, dispose } = await jobWithTwoApplicants(playwright, request)
    expect((await shopApi.patch(`/api/jobs/${job.id}`, { data: { status: 'inactive' }, headers: { origin: process.env.E2E_BASE_URL! } })).status()).toBe(200)
    await signIn(page, carlos)

    await page.goto('/painel-barbeiro')
    await expect(page.getByText('1 candidatura ficou sem resposta numa vaga encerrada.')).toBeVisible()
    await screenshotsFromTop(page, 'painel-barbeiro-vaga-encerrada')
    await page.getByRole('link', { name: 'Ver candidaturas' }).click()
    await expect(page).toHaveURL(/\/vagas-aplicadas\?status=closed$/)
    const counts = page.getByRole('group', { name: 'Filtrar por status' })
    await expect(counts.getByRole('button', { name: /Vaga encerrada/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(counts.getByRole('button', { name: /Vaga encerrada/ })).toHaveText(/1\s*Vaga encerrada/)
    await expect(counts.getByRole('button', { name: /Pendente/ })).toHaveText(/0\s*Pendente/)
    const card = page.getByRole('main').getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card.getByText('Vaga encerrada', { exact: true })).toBeVisible()
    await expect(card).toContainText('A vaga foi encerrada antes de uma resposta da barbearia.')
    await expectAccessible(page)
    await screenshots(page, 'minhas-candidaturas-vaga-encerrada')

    // The shop leaves (an admin deletes its account): the application stays, the barber is told.
    const admin = await createConfirmedAccount(request, 'barber', 'Alice Admin')
    await setRoles(admin.email, ['admin'])
    const adminApi = await apiAs(playwright, admin)
    const [owner] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [shop.email])
    expect((await adminApi.delete(`/api/users/${owner!.id}`, { headers: { origin: process.env.E2E_BASE_URL! } })).status()).toBe(200)
    await adminApi.dispose()
    const mail = await waitForMail(carlos.email, (message) => message.subject === `${shop.name} saiu do Navalha`)
    expect(mail.text).toContain(job.title)

    await page.goto('/vagas-aplicadas')
    await expect(card.getByText('Vaga encerrada', { exact: true })).toBeVisible()
    // An admin's delete is the account's erasure (decision 0042): the shop's name is the person's and goes too.
    await expect(card).toContainText('Conta removida')
    await card.getByRole('link', { name: job.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
    await expect(page.getByText('Esta barbearia saiu do Navalha.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Ver perfil da barbearia' })).toHaveCount(0)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vaga-de-barbearia-que-saiu')
    await dispose()
  })

  test('a barber without applications is sent to the open jobs', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber', 'Marcos Vieira')
    await signIn(page, barber)
    await page.goto('/vagas-aplicadas')
    await expect(page.getByRole('heading', { name: 'Você ainda não se candidatou a nenhuma vaga' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Ver Vagas Abertas' })).toHaveAttribute('href', '/vagas-abertas')
    await expect(page.getByRole('group', { name: 'Filtrar por status' })).toHaveCount(0)
    await expectAccessible(page)
    await screenshots(page, 'minhas-candidaturas-vazia')
  })
})
