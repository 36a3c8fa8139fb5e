/**
 * Issue 4: completing a profile (uploads with progress, then the save), the barber and barbershop
 * panels, and the public profile pages. Every account and file is made by the test itself.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import {
  collectPageErrors,
  createConfirmedAccount,
  endTrial,
  expect,
  expectAccessible,
  screenshots,
  screenshotsFromTop,
  signIn,
  sql,
  test,
  toastWith,
  type E2eAccount,
} from './support/fixtures'
import { apiAs, completeShopProfile, imageFile, postJob, throttleUploads, videoFile, type Playwright } from './support/setup'

const baseURL = () => process.env.E2E_BASE_URL!

/** A PNG large enough for the server to make its thumbnail and card sizes. */
const png = (name: string, background: string) => imageFile(name, background, { width: 640, height: 480 })

/** A complete shop with one open job, made through the same endpoints the app uses. */
async function shopWithJob(request: APIRequestContext, playwright: Playwright, title: string) {
  const shop = await createConfirmedAccount(request, 'barbershop', `Barbearia ${title}`)
  const api = await apiAs(playwright, shop)
  await completeShopProfile(api, shop, {
    description: 'Barbearia de bairro com agenda cheia.',
    address: 'Rua das Laranjeiras, 10',
    state: 'RJ',
    city: 'Rio de Janeiro',
    district: 'Laranjeiras',
  })
  const jobId = await postJob(api, {
    title,
    description: 'Procuramos barbeiro com experiência em degradê e barba.',
    contractType: 'commission',
    experienceRequired: 2,
  })
  return { shop, api, jobId }
}

/** What a page shows and what its HTML carries must not include private data. */
async function expectNoPrivateData(page: Page, secrets: string[]) {
  const text = await page.locator('body').innerText()
  const html = await page.content()
  for (const secret of secrets) {
    expect(text, secret).not.toContain(secret)
    expect(html, secret).not.toContain(secret)
  }
}

/** API reads with the session cookie need the Origin header (the server's CSRF rule), as the browser sends it. */
async function readJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path, { headers: { origin: baseURL() } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

const myProfileId = async (api: APIRequestContext) => (await readJson<{ profile: { id: number } }>(api, '/api/me/profile')).profile.id

/** A barber signed in whose barber record is gone (an account an admin made has none). */
async function barberWithoutRecord(request: APIRequestContext, page: Page) {
  const barber = await createConfirmedAccount(request, 'barber', 'Tiago Moreira')
  await sql('DELETE FROM barbers WHERE user_id = (SELECT id FROM users WHERE email = $1)', [barber.email])
  await signIn(page, barber)
  return barber
}

/** Fills the required barber fields, the CPF included, and saves. */
async function completeWithCpf(page: Page, barber: E2eAccount) {
  await page.getByLabel(/^CPF/).fill(barber.document.replace(/\D/g, ''))
  await expect(page.getByLabel(/^CPF/)).toHaveValue(barber.document)
  await page.getByLabel(/^Idade/).fill('34')
  await page.getByLabel(/^Bio/).fill('Corte social e barba clássica.')
  await page.getByLabel(/^Estado/).selectOption('MG')
  await page.getByLabel(/^Cidade/).fill('Belo Horizonte')
  await page.getByLabel(/^Bairro/).fill('Savassi')
  await page.locator('input[name="video"]').setInputFiles(videoFile({ seconds: 8, mdatBytes: 2048 }))
  await page.getByRole('button', { name: 'Salvar perfil' }).click()
}

test.describe('complete profile', () => {
  test('a shop completes its profile with a logo and 2 photos, then sees its panel and its public page', async ({ page, request }) => {
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Navalha de Ouro')
    await signIn(page, shop)
    await page.goto('/completar-perfil')
    await expect(page.getByRole('heading', { level: 1, name: 'Complete seu Perfil' })).toBeVisible()
    // What the sign-up already gave is there.
    await expect(page.getByLabel(/^Nome fantasia/)).toHaveValue(shop.name)
    // The CNPJ is shown, not editable: like the CPF, only support changes it.
    await expect(page.getByLabel(/^CNPJ/)).toHaveValue(shop.document)
    await expect(page.getByLabel(/^CNPJ/)).toHaveAttribute('readonly')
    await expect(page.getByText('Para alterar o CNPJ, fale com o suporte.', { exact: false })).toBeVisible()
    await expect(page.getByLabel(/^Telefone \/ WhatsApp/)).toHaveValue(shop.phone)
    // The meter follows the form as it is filled, by the rule the server scores the saved profile with.
    const meter = page.getByText(/^Seu perfil está \d+% completo$/)
    await expect(meter).toHaveText('Seu perfil está 30% completo')

    await page.getByLabel(/^Sobre a barbearia/).fill('Barbearia clássica com quatro cadeiras, clientela fiel e café passado na hora.')
    await page.getByLabel(/^Telefone \/ WhatsApp/).fill('21998765432')
    await expect(page.getByLabel(/^Telefone \/ WhatsApp/)).toHaveValue('(21) 99876-5432')
    await page.getByLabel(/^Instagram/).fill('@navalhadeouro')
    await page.getByLabel(/^Site ou página no Google/).fill('navalhadeouro.com.br')
    await page.getByLabel(/^Endereço completo/).fill('Rua Augusta, 1500, loja 2')
    await page.getByLabel(/^Estado/).selectOption('SP')
    await page.getByLabel(/^Cidade/).fill('São Paulo')
    await page.getByLabel(/^Bairro/).fill('Consolação')

    await page.locator('input[name="logo"]').setInputFiles(await png('logo.png', '#1c1917'))
    // Six photos picked: five stay, and the form says one was left out (spec §5).
    const colors = ['#b45309', '#0f766e', '#1d4ed8', '#be123c', '#4d7c0f', '#6d28d9']
    await page.locator('input[name="photos"]').setInputFiles(await Promise.all(colors.map((color, i) => png(`foto-${i + 1}.png`, color))))
    await expect(page.getByText('Limite de 5 fotos: 1 foto não foi adicionada.')).toBeVisible()
    await expect(page.getByText('5 de 5 fotos')).toBeVisible()
    await screenshotsFromTop(page, 'profiles-shop-photos-limit')
    for (const n of [5, 4, 3]) await page.getByRole('button', { name: `Remover foto ${n}` }).click()
    await expect(page.getByText('2 de 5 fotos')).toBeVisible()
    await expect(meter).toHaveText('Seu perfil está 100% completo')
    await expectAccessible(page)
    await screenshots(page, 'profiles-complete-shop')

    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await expect(toastWith(page, 'Perfil completado!')).toBeVisible()
    await expect(page).toHaveURL(/\/painel-barbearia$/)

    // The panel: counts, shortcuts and the profile summary, no prompt to complete the profile.
    await expect(page.getByRole('heading', { level: 1, name: 'Painel da Barbearia' })).toBeVisible()
    const summary = page.getByRole('region', { name: 'Meu perfil' })
    await expect(summary.getByText(shop.name)).toBeVisible()
    await expect(summary.getByText('(21) 99876-5432')).toBeVisible()
    await expect(summary.getByText('Consolação · São Paulo, SP')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Complete seu Perfil' })).toHaveCount(0)
    const numbers = page.getByRole('region', { name: 'Vagas e candidaturas' })
    await expect(numbers.getByRole('definition')).toHaveText(['0', '0', '0', '0'])
    for (const [name, path] of [
      ['Controle de Vagas', '/vagas'],
      ['Anunciar Vaga', '/anunciar-vaga'],
      ['Barbeiros', '/barbeiros'],
      ['Chat', '/chat'],
    ]) {
      await expect(page.getByRole('region', { name: 'Acesso rápido' }).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path)
    }

    // A job of its own, posted through the API, then the panel counts it.
    const job = await page.request.post('/api/jobs', {
      headers: { origin: baseURL() },
      data: { title: 'Barbeiro para fins de semana', description: 'Sábados e domingos, com comissão sobre os cortes.', contractType: 'part_time' },
    })
    expect(job.status(), await job.text()).toBe(201)
    await page.reload()
    await expect(numbers.getByRole('definition')).toHaveText(['1', '1', '0', '0'])
    await expectAccessible(page)
    await screenshots(page, 'profiles-shop-panel')

    // The public page, as a visitor sees it.
    await summary.getByRole('link', { name: 'Ver meu perfil público' }).click()
    await expect(page).toHaveURL(/\/barbearia\/\d+$/)
    await page.context().clearCookies()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
    await expect(page.getByText('café passado na hora')).toBeVisible()
    await expect(page.getByText('Rua Augusta, 1500, loja 2')).toBeVisible()
    // Instagram and website are contacts, revealed to a barber after a hire (decision 0030).
    await expect(page.getByText('navalhadeouro', { exact: false })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Fotos' }).getByRole('img')).toHaveCount(2)
    await expect(page.getByText('Sem avaliações ainda', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Avaliações' }).getByText('Sem avaliações ainda.')).toBeVisible()
    const jobLink = page.getByRole('link', { name: /Barbeiro para fins de semana/ })
    await expect(jobLink).toHaveAttribute('href', `/vagas/${(await job.json()).doc.id}`)
    await expectNoPrivateData(page, [shop.document, shop.document.replace(/\D/g, ''), '99876-5432', '21998765432', shop.email])
    await expectAccessible(page)
    await screenshots(page, 'profiles-shop-public')
  })

  test('a barber completes its profile with a photo and a video, watching the upload progress', async ({ page, request, playwright }) => {
    const barber = await createConfirmedAccount(request, 'barber', 'Rafael Nogueira')
    await signIn(page, barber)
    await page.goto('/completar-perfil')
    await expect(page.getByRole('heading', { level: 1, name: 'Complete seu Perfil' })).toBeVisible()
    await expect(page.getByLabel(/^Nome completo/)).toHaveValue(barber.name)
    // The CPF came with the sign-up: it is shown, not asked again nor editable.
    await expect(page.getByLabel(/^CPF/)).toHaveValue(barber.document)
    await expect(page.getByLabel(/^CPF/)).toHaveAttribute('readonly')
    await expect(page.getByText('Para alterar o CPF, fale com o suporte.', { exact: false })).toBeVisible()
    // The meter follows the form as it is filled, by the rule the server scores the saved profile with.
    const meter = page.getByText(/^Seu perfil está \d+% completo$/)
    await expect(meter).toHaveText('Seu perfil está 11% completo')

    // Spec §5: age 18–100 and the video are checked before anything is sent.
    await page.getByLabel(/^Idade/).fill('17')
    await expect(meter).toHaveText('Seu perfil está 22% completo')
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await expect(page.getByText('A idade deve estar entre 18 e 100 anos.')).toBeVisible()
    await expect(page.getByText('O vídeo de apresentação é obrigatório.')).toBeVisible()
    await expect(page.getByLabel(/^Idade/)).toBeFocused()
    await expectAccessible(page)
    await screenshots(page, 'profiles-complete-barber-errors')

    await page.getByLabel(/^Idade/).fill('29')
    await page.getByLabel(/^Anos de experiência/).fill('6')
    await page.getByLabel(/^Instagram/).fill('instagram.com/rafa.navalha')
    await page.getByLabel(/^Bio/).fill('Barbeiro há seis anos, apaixonado por degradê e barba desenhada na navalha.')
    await page.getByLabel('Especialidades', { exact: true }).fill('Degradê navalhado')
    await page.getByLabel('Especialidades', { exact: true }).press('Enter')
    await page.getByRole('button', { name: 'Adicionar Barba' }).click()
    await page.getByRole('button', { name: 'Adicionar Pigmentação' }).click()
    await page.getByRole('button', { name: 'Remover Pigmentação' }).click()
    await expect(page.getByRole('list', { name: 'Especialidades escolhidas' }).getByRole('listitem')).toHaveText(['Degradê navalhado', 'Barba'])
    // The country goes with the CPF: shown, not editable (decision 0020).
    await expect(page.getByLabel(/^País/)).toHaveValue('Brasil')
    await expect(page.getByLabel(/^País/)).toHaveAttribute('readonly')
    await page.getByLabel(/^Estado/).selectOption('RJ')
    await page.getByLabel(/^Cidade/).fill('Niterói')
    await page.getByLabel(/^Bairro/).fill('Icaraí')
    // Decision 0058: the files upload as they are picked, and the save waits for the video still on its way.
    const restore = await throttleUploads(page, 256 * 1024)
    await page.locator('input[name="photo"]').setInputFiles(await png('rafael.png', '#92400e'))
    await page.locator('input[name="video"]').setInputFiles(videoFile({ seconds: 20, mdatBytes: 768 * 1024 }))
    await expect(page.getByText('O vídeo de apresentação é obrigatório.')).toHaveCount(0)
    // Complete, and the portfolio (issue 30) is the one optional part still empty.
    await expect(meter).toHaveText('Seu perfil está 94% completo')
    const progress = page.getByRole('progressbar', { name: 'Envio: Vídeo de apresentação (apresentacao.mp4)' })
    await expect(progress).toBeVisible()
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await expect(page.getByRole('button', { name: 'Enviando vídeo...' })).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/profiles-barber-uploading-1280.png' })
    await restore()
    await expect(toastWith(page, 'Perfil completado!')).toBeVisible()
    await expect(page).toHaveURL(/\/painel-barbeiro$/)

    // The panel: counts, then one application to a real job counts as pending.
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do Barbeiro' })).toBeVisible()
    const applications = page.getByRole('region', { name: 'Suas candidaturas' })
    await expect(applications.getByRole('definition')).toHaveText(['0', '0', '0', '0'])
    const { jobId } = await shopWithJob(request, playwright, 'Barbeiro com comissão')
    const applied = await page.request.post('/api/applications', { headers: { origin: baseURL() }, data: { job: jobId } })
    expect(applied.status(), await applied.text()).toBe(201)
    await page.reload()
    await expect(applications.getByRole('definition')).toHaveText(['1', '1', '0', '0'])
    const summary = page.getByRole('region', { name: 'Meu perfil' })
    await expect(summary.getByRole('link', { name: '@rafa.navalha' })).toHaveAttribute('href', 'https://instagram.com/rafa.navalha')
    await expect(summary.getByText('Niterói, RJ')).toBeVisible()
    await expect(summary.getByText('6 anos')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Complete seu Perfil' })).toHaveCount(0)
    for (const [name, path] of [
      ['Vagas Abertas', '/vagas-abertas'],
      ['Vagas Aplicadas', '/vagas-aplicadas'],
      ['Vagas Salvas', '/vagas-salvas'],
      ['Chat', '/chat'],
    ]) {
      await expect(page.getByRole('region', { name: 'Acesso rápido' }).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path)
    }
    await expectAccessible(page)
    await screenshots(page, 'profiles-barber-panel')

    // Editing keeps what was saved.
    await summary.getByRole('link', { name: 'Editar perfil' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible()
    await expect(page.getByLabel(/^Idade/)).toHaveValue('29')
    await expect(page.getByLabel(/^Estado/)).toHaveValue('RJ')
    await expect(page.getByLabel('Pré-visualização: vídeo de apresentação')).toHaveAttribute('src', /\/media\/.+\.mp4$/)

    // The public page with a verified badge and a rating (set-up only: admins and reviews give these).
    const barberId = await myProfileId(page.request)
    await sql('UPDATE barbers SET verified = true, rating = 4.75, rating_count = 12 WHERE id = $1', [barberId])
    await page.context().clearCookies()
    await page.goto(`/barbeiro/${barberId}`)
    await expect(page.getByRole('heading', { level: 1, name: barber.name })).toBeVisible()
    await expect(page.getByText('Verificado')).toBeVisible()
    await expect(page.getByText('4,8')).toBeVisible()
    await expect(page.getByText('(12 avaliações)')).toBeVisible()
    await expect(page.getByText('Icaraí · Niterói, RJ')).toBeVisible()
    await expect(page.getByText('6 anos de experiência')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Especialidades' }).getByRole('listitem')).toHaveText(['Degradê navalhado', 'Barba'])
    await expect(page.getByText('apaixonado por degradê')).toBeVisible()
    // The Instagram is a contact, revealed to a shop after a hire (decision 0030).
    await expect(page.getByText('rafa.navalha')).toHaveCount(0)
    const video = page.locator('video')
    await expect(video).toHaveAttribute('src', /\/media\/.+\.mp4$/)
    await expect(video).toHaveAttribute('preload', 'metadata')
    await expect(video).toHaveAttribute('controls', '')
    await expect(page.getByRole('img', { name: `Foto de ${barber.name}` })).toHaveAttribute('src', /\/media\/.+\.webp$/)
    await expect(page.getByRole('link', { name: 'Cadastrar Minha Barbearia' })).toHaveAttribute('href', '/cadastro?tipo=barbearia')
    await expectNoPrivateData(page, [barber.document, barber.document.replace(/\D/g, ''), '98765-4321', '11987654321', barber.email])
    await expectAccessible(page)
    await screenshots(page, 'profiles-barber-public')
  })

  test('a barber whose record is missing gets one with zero years on the panel, then completes it with a CPF', async ({ page, request }) => {
    const barber = await barberWithoutRecord(request, page)
    await page.goto('/painel-barbeiro')
    const summary = page.getByRole('region', { name: 'Meu perfil' })
    await expect(summary.getByText('Menos de 1 ano')).toBeVisible()
    await expect(summary.getByText('Não informado')).toHaveCount(2)
    await expect(page.getByRole('heading', { name: 'Complete seu Perfil' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Suas candidaturas' }).getByRole('definition')).toHaveText(['0', '0', '0', '0'])
    await expectAccessible(page)
    await screenshots(page, 'profiles-barber-panel-new')

    await page.getByRole('link', { name: 'Completar perfil' }).click()
    await expect(page).toHaveURL(/\/completar-perfil$/)
    await expect(page.getByLabel(/^Anos de experiência/)).toHaveValue('0')
    await completeWithCpf(page, barber)
    await expect(toastWith(page, 'Perfil completado!')).toBeVisible()
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
    await expect(page.getByRole('heading', { name: 'Complete seu Perfil' })).toHaveCount(0)
  })

  test('the CPF typed for a record that had none is kept', async ({ page, request }) => {
    const barber = await barberWithoutRecord(request, page)
    await page.goto('/painel-barbeiro')
    await expect(page.getByRole('region', { name: 'Meu perfil' })).toBeVisible()
    await page.goto('/completar-perfil')
    await completeWithCpf(page, barber)
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
    await page.goto('/completar-perfil')
    await expect(page.getByLabel(/^Bio/)).toHaveValue('Corte social e barba clássica.')
    await expect(page.getByLabel(/^CPF/)).toHaveValue(barber.document)
    await expect(page.getByLabel(/^CPF/)).toHaveAttribute('readonly')
  })

  test('server refusals land on their fields with the "Erro ao criar perfil" toast', async ({ page, request, playwright }) => {
    const { shop: taken } = await shopWithJob(request, playwright, 'Concorrente')
    // A shop account without its record (as an admin makes it) is asked for its CNPJ.
    const shop = await createConfirmedAccount(request, 'barbershop', 'Barbearia Repetida')
    await sql('DELETE FROM barbershops WHERE user_id = (SELECT id FROM users WHERE email = $1)', [shop.email])
    await signIn(page, shop)
    await page.goto('/completar-perfil')
    await page.getByLabel(/^CNPJ/).fill(taken.document)
    await page.getByLabel(/^Telefone \/ WhatsApp/).fill(shop.phone)
    await page.getByLabel(/^Sobre a barbearia/).fill('Uma barbearia com o CNPJ de outra.')
    await page.getByLabel(/^Endereço completo/).fill('Rua A, 1')
    await page.getByLabel(/^Estado/).selectOption('SP')
    await page.getByLabel(/^Cidade/).fill('Campinas')
    await page.getByLabel(/^Bairro/).fill('Cambuí')
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await expect(toastWith(page, 'Erro ao criar perfil')).toContainText('Este CNPJ já possui uma conta cadastrada.')
    await expect(page.getByLabel(/^CNPJ/)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(/^CNPJ/)).toBeFocused()
    await expect(page).toHaveURL(/\/completar-perfil$/)
  })
})

test.describe('panels', () => {
  test('a locked barber and a locked shop see "Escolha seu Plano"', async ({ page, request }) => {
    for (const [type, path] of [
      ['barber', '/painel-barbeiro'],
      ['barbershop', '/painel-barbearia'],
    ] as const) {
      const account = await createConfirmedAccount(request, type)
      await endTrial(account.email)
      await page.context().clearCookies()
      await signIn(page, account)
      await page.goto(path)
      const prompt = page.getByRole('region', { name: 'Escolha seu Plano' })
      await expect(prompt).toBeVisible()
      await expect(prompt.getByText('Todos os planos incluem 3 dias grátis para testar.')).toBeVisible()
      await expect(prompt.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/planos')
      await expect(page.getByRole('definition')).toHaveCount(0)
      await expectAccessible(page)
      if (type === 'barber') await screenshots(page, 'profiles-barber-locked')
    }
  })

  test('a shop whose profile is incomplete is asked to complete it', async ({ page, request }) => {
    const shop = await createConfirmedAccount(request, 'barbershop')
    await signIn(page, shop)
    await page.goto('/painel-barbearia')
    const prompt = page.getByRole('region', { name: 'Complete seu Perfil' })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute('href', '/completar-perfil')
    await expect(page.getByRole('region', { name: 'Meu perfil' }).getByText(shop.phone)).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'profiles-shop-panel-new')
  })
})

test.describe('public profiles', () => {
  test('/perfil/:userId opens the profile; unknown profiles say so', async ({ page, request }) => {
    const barber = await createConfirmedAccount(request, 'barber', 'Caio Mendes')
    await signIn(page, barber)
    const userId = (await readJson<{ user: { id: number } }>(page.request, '/api/session')).user.id
    const barberId = await myProfileId(page.request)
    await page.context().clearCookies()

    await page.goto(`/perfil/${userId}`)
    await expect(page).toHaveURL(new RegExp(`/barbeiro/${barberId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Caio Mendes' })).toBeVisible()
    await expect(page.getByText('Caio ainda não enviou o vídeo de apresentação.')).toBeVisible()

    for (const path of ['/perfil/999999999', '/barbeiro/999999999', '/barbearia/abc']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
    }
    await expectAccessible(page)
    await screenshots(page, 'profiles-not-found')
  })

  test('public profiles arrive rendered by the server and hydrate without errors', async ({ page, request, playwright }) => {
    const { shop, api } = await shopWithJob(request, playwright, 'Renderizada')
    const shopId = await myProfileId(api)
    for (const path of [`/barbearia/${shopId}`, '/perfil/999999999']) {
      const html = await (await request.get(path)).text()
      expect(html).toContain('"ssr":true')
      expect(html).not.toContain('<div id="root"></div>')
      const errors = collectPageErrors(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(errors.filter((error) => !/404/.test(error))).toEqual([])
    }
    await page.goto(`/barbearia/${shopId}`)
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
    await expect(page.getByRole('link', { name: /Renderizada/ })).toBeVisible()
  })

  test('dates show in one zone on the server and in the browser, whatever their clocks say', async ({ browser, request, playwright }) => {
    // Pago Pago (UTC−11) and Kiritimati (UTC+14) are 25 hours apart: a moment always falls on a
    // different date in each, so a page rendered in one zone and hydrated in the other would
    // always mismatch ('Publicada em …').
    const { api } = await shopWithJob(request, playwright, 'Fuso horário')
    const shopId = await myProfileId(api)
    const [{ createdAt }] = await sql<{ createdAt: Date }>('select created_at as "createdAt" from jobs where barbershop_id = $1', [shopId])
    const dateIn = (timeZone: string) => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(createdAt)
    expect(dateIn('Pacific/Pago_Pago')).not.toBe(dateIn('Pacific/Kiritimati'))

    const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati', locale: 'pt-BR' })
    await context.addCookies([{ name: 'tz', value: 'Pacific/Pago_Pago', url: process.env.E2E_BASE_URL! }])
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(`/barbearia/${shopId}`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(`Publicada em ${dateIn('Pacific/Pago_Pago')}`)).toBeVisible()
    expect(errors).toEqual([])

    // The browser told the server its own zone: the next page is rendered in it.
    expect((await context.cookies()).find((cookie) => cookie.name === 'tz')?.value).toBe(encodeURIComponent('Pacific/Kiritimati'))
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(`Publicada em ${dateIn('Pacific/Kiritimati')}`)).toBeVisible()
    expect(errors).toEqual([])

    // A zone the runtime does not know is no zone: the page falls back to the visitor's country.
    await context.addCookies([{ name: 'tz', value: 'Marte/Olympus%', url: process.env.E2E_BASE_URL! }])
    const html = await (await context.request.get(`/barbearia/${shopId}`)).text()
    expect(html).toContain('"timeZone":"America/Sao_Paulo"')
    await context.close()
  })
})
