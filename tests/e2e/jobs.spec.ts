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
import { completeBarberProfile, completeShopProfile, logIn, postJob, type JobInput } from './support/setup'

const headers = () => ({ origin: process.env.E2E_BASE_URL! })

/** A word no other test's job contains, so searches find exactly this test's jobs. */
let counter = 0
const uniqueWord = () => `zq${Date.now().toString(36)}${(++counter).toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])

/** The shop in Maringá whose jobs these tests search for; the complete-profile form is another screen's. */
const completeMaringaShop = (api: APIRequestContext, shop: E2eAccount) =>
  completeShopProfile(api, shop, {
    name: 'Barbearia Navalha de Ouro',
    description: 'Barbearia tradicional no centro de Maringá, com cinco cadeiras e clientela fiel.',
    whatsapp: '(44) 99876-5432',
    address: 'Av. Brasil, 1200',
    state: 'PR',
    city: 'Maringá',
    district: 'Zona 7',
  })

/** A shop with a complete profile, signed in on `api`, with one job posted. */
async function shopWithJob(api: APIRequestContext, job: JobInput) {
  const shop = await createConfirmedAccount(api, 'barbershop')
  await logIn(api, shop)
  await completeMaringaShop(api, shop)
  return { shop, jobId: await postJob(api, job) }
}

const jobCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })

test.describe('shop: post and manage jobs', () => {
  test('posts a job (validation first), finds it in Minhas Vagas, edits, closes and reopens it', async ({ page }) => {
    // The whole journey of a job in one test (five screens, axe and screenshots at each): near the
    // default 60 s on a loaded machine, so it gets the slow budget rather than being split.
    test.slow()
    const shop = await createConfirmedAccount(page.request, 'barbershop')
    await signIn(page, shop)
    await completeMaringaShop(page.request, shop)
    const word = uniqueWord()

    await page.goto('/anunciar-vaga')
    await expect(page.getByRole('heading', { level: 1, name: 'Anunciar Vaga' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/vagas')
    const contract = page.getByLabel('Tipo de contrato')
    await expect(contract).toHaveValue('full_time')
    for (const label of ['Tempo Integral', 'Meio Período', 'Freelancer', 'Comissão', 'Parceria (salão-parceiro)', 'Aluguel de cadeira']) {
      await expect(contract.getByRole('option', { name: label, exact: true })).toBeAttached()
    }
    const experience = page.getByLabel('Experiência mínima')
    await expect(experience).toHaveValue('0')
    await expect(experience.getByRole('option')).toHaveText(['Sem experiência', '1 ano', '2 anos', '3 anos', '5 anos'])
    await expectAccessible(page)

    await page.getByLabel('Título da vaga').fill('Vaga')
    await page.getByLabel('Descrição').fill('Curta demais')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(page.getByText('Título deve ter pelo menos 5 caracteres')).toBeVisible()
    await expect(page.getByText('Descrição deve ter pelo menos 20 caracteres')).toBeVisible()
    await expect(page.getByLabel('Título da vaga')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-anunciar-erros')

    const title = `Barbeiro clássico ${word}`
    await page.getByLabel('Título da vaga').fill(title)
    await page.getByLabel('Descrição').fill('Atendimento com hora marcada, navalha e toalha quente. Ambiente tranquilo e equipe parceira.')
    await page.getByLabel('Forma de remuneração').selectOption({ label: 'Salário + comissão' })
    // Typed through the money mask, as the document and phone boxes are.
    await page.getByLabel('Salário (R$ por mês)').pressSequentially('3000')
    await expect(page.getByLabel('Salário (R$ por mês)')).toHaveValue('3.000')
    await page.getByLabel('Horário').fill('Terça a sábado, das 9h às 19h')
    await contract.selectOption({ label: 'Comissão' })
    await experience.selectOption({ label: '2 anos' })
    await screenshotsFromTop(page, 'vagas-anunciar')
    // Holds the request a moment so the pending state can be seen; the server still answers it.
    await page.route('**/api/jobs', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(page.getByRole('button', { name: 'Publicando...' })).toBeDisabled()
    await expect(toastWith(page, 'Vaga publicada!')).toContainText('Sua vaga foi publicada com sucesso e já está visível para os barbeiros.')
    await page.unroute('**/api/jobs')
    await expect(page).toHaveURL(/\/vagas$/)

    await expect(page.getByRole('heading', { level: 1, name: 'Minhas Vagas' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Anunciar Nova Vaga' })).toHaveAttribute('href', '/anunciar-vaga')
    const card = jobCard(page, title)
    await expect(card).toBeVisible()
    await expect(card.getByText('Ativa', { exact: true })).toBeVisible()
    await expect(card.getByText('Comissão', { exact: true })).toBeVisible()
    await expect(card.getByText('R$ 3.000/mês + comissão')).toBeVisible()
    await expect(card.getByText(/Publicada em \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
    const jobId = (await card.getByRole('link', { name: `Editar Vaga: ${title}` }).getAttribute('href'))!.split('/').pop()
    await expect(card.getByRole('link', { name: `Ver Candidatos: ${title}` })).toHaveAttribute('href', `/vaga/${jobId}/candidatos`)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-minhas')

    const search = page.getByRole('searchbox', { name: 'Buscar vagas' })
    // Typed without the accent, as on a phone; the card must come from that search's answer.
    const searched = page.waitForResponse((response) => response.url().includes('/api/my-jobs?q=maringa') && response.ok())
    await search.fill('maringa')
    await searched
    await expect(page).toHaveURL(/q=maringa/)
    await expect(card).toBeVisible()
    await search.fill(`inexistente ${word}`)
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible()
    await page.getByRole('button', { name: 'Limpar busca' }).click()
    await expect(card).toBeVisible()
    await expect(search).toHaveValue('')

    await card.getByRole('link', { name: `Editar Vaga: ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/editar-vaga/${jobId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Vaga' })).toBeVisible()
    await expect(page.getByLabel('Título da vaga')).toHaveValue(title)
    await expect(page.getByLabel('Tipo de contrato')).toHaveValue('commission')
    await expect(page.getByLabel('Experiência mínima')).toHaveValue('2')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-editar')
    const newTitle = `Barbeiro visagista ${word}`
    await page.getByLabel('Título da vaga').fill(newTitle)
    await page.getByLabel('Tipo de contrato').selectOption({ label: 'Aluguel de cadeira' })
    await page.getByRole('button', { name: 'Salvar alterações' }).click()
    await expect(toastWith(page, 'Vaga atualizada!')).toBeVisible()
    await expect(page).toHaveURL(/\/vagas$/)
    const edited = jobCard(page, newTitle)
    await expect(edited.getByText('Aluguel de cadeira')).toBeVisible()

    await edited.getByRole('link', { name: `Editar Vaga: ${newTitle}` }).click()
    const status = page.getByRole('region', { name: /Status da vaga/ })
    await expect(status.getByText('Ativa', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await status.getByRole('button', { name: 'Fechar vaga' }).click()
    const dialog = page.getByRole('dialog', { name: 'Fechar esta vaga?' })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await screenshots(page, 'vagas-fechar-confirmacao')
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
    await expect(status.getByText('Ativa', { exact: true })).toBeVisible()
    await status.getByRole('button', { name: 'Fechar vaga' }).click()
    await dialog.getByRole('button', { name: 'Fechar vaga' }).click()
    await expect(toastWith(page, 'Vaga fechada')).toBeVisible()
    await expect(status.getByText('Fechada', { exact: true })).toBeVisible()
    await page.goto('/vagas')
    await expect(jobCard(page, newTitle).getByText('Fechada', { exact: true })).toBeVisible()

    await jobCard(page, newTitle)
      .getByRole('link', { name: `Editar Vaga: ${newTitle}` })
      .click()
    await page.getByRole('button', { name: 'Reabrir vaga' }).click()
    await expect(toastWith(page, 'Vaga reaberta')).toBeVisible()
    await expect(status.getByText('Ativa', { exact: true })).toBeVisible()

    // The shop's own job: its tools instead of an apply button.
    await page.getByRole('link', { name: 'Ver anúncio' }).click()
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver Candidatos' })).toHaveAttribute('href', `/vaga/${jobId}/candidatos`)
    await expect(page.getByRole('link', { name: 'Editar Vaga' })).toHaveAttribute('href', `/editar-vaga/${jobId}`)
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0)
  })

  test("a shop without a barbershop record is told to complete its profile; another shop's job is not editable", async ({ page, request }) => {
    const { jobId } = await shopWithJob(request, { title: `Barbeiro de outra loja ${uniqueWord()}` })
    const shop = await createConfirmedAccount(page.request, 'barbershop')
    await sql('DELETE FROM barbershops WHERE user_id = (SELECT id FROM users WHERE email = $1)', [shop.email])
    await signIn(page, shop)

    await page.goto('/anunciar-vaga')
    await expect(page.getByText('Complete seu Perfil')).toBeVisible()
    await page.getByLabel('Título da vaga').fill('Barbeiro para fins de semana')
    await page.getByLabel('Descrição').fill('Sábados e domingos, com agenda cheia e boa comissão.')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(toastWith(page, 'Erro ao publicar vaga')).toContainText('Barbearia não encontrada. Complete seu perfil primeiro.')
    await expect(page.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute('href', '/completar-perfil')
    await expect(page).toHaveURL(/\/anunciar-vaga$/)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-anunciar-sem-perfil')

    await page.goto('/vagas')
    await expect(page.getByRole('heading', { name: 'Você ainda não anunciou vagas' })).toBeVisible()

    await page.goto(`/editar-vaga/${jobId}`)
    await expect(toastWith(page, 'Vaga não encontrada')).toBeVisible()
    await expect(page).toHaveURL(/\/vagas$/)
  })

  test('a shop with an incomplete profile is told to complete it before posting', async ({ page }) => {
    const shop = await createConfirmedAccount(page.request, 'barbershop')
    await signIn(page, shop)
    await page.goto('/anunciar-vaga')
    const alert = page.getByRole('main').getByText('Cadastre os dados da sua barbearia para publicar vagas.')
    await expect(alert).toBeVisible()
    await page.getByLabel('Título da vaga').fill('Barbeiro para fins de semana')
    await page.getByLabel('Descrição').fill('Sábados e domingos, com agenda cheia e boa comissão.')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(toastWith(page, 'Erro ao publicar vaga')).toContainText('Barbearia não encontrada. Complete seu perfil primeiro.')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-anunciar-perfil-incompleto')
    await page.getByRole('link', { name: 'Completar perfil' }).click()
    await expect(page).toHaveURL(/\/completar-perfil$/)
  })

  test('a locked shop is sent to the plans when posting', async ({ page }) => {
    const shop = await createConfirmedAccount(page.request, 'barbershop')
    await signIn(page, shop)
    await completeMaringaShop(page.request, shop)
    await endTrial(shop.email)
    await page.goto('/anunciar-vaga')
    await page.getByLabel('Título da vaga').fill('Barbeiro para fins de semana')
    await page.getByLabel('Descrição').fill('Sábados e domingos, com agenda cheia e boa comissão.')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(toastWith(page, 'Período de teste expirado')).toContainText('Escolha um plano para publicar vagas')
    await expect(page.getByRole('main').getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/planos')
  })
})

test.describe('shop: a chair rental (issue 40)', () => {
  test('states the rent the barber pays apart from the pay, checked in Portuguese, and the card reads it as rent', async ({ page }) => {
    // Two screens with axe and screenshots at two widths.
    test.slow()
    const shop = await createConfirmedAccount(page.request, 'barbershop')
    await signIn(page, shop)
    await completeMaringaShop(page.request, shop)
    const title = `Cadeira para alugar ${uniqueWord()}`
    await page.goto('/anunciar-vaga')
    await page.getByLabel('Título da vaga').fill(title)
    await page.getByLabel('Descrição').fill('Cadeira disponível em barbearia movimentada, com clientela fiel.')
    await expect(page.getByLabel('Valor do aluguel (R$)')).toHaveCount(0)
    await page.getByLabel('Tipo de contrato').selectOption({ label: 'Aluguel de cadeira' })
    const rent = page.getByLabel('Valor do aluguel (R$)')
    await rent.fill('0')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(page.getByText('Informe o valor do aluguel em dinheiro, maior que zero.')).toBeVisible()
    await rent.fill('150')
    await page.getByLabel('Período').selectOption({ label: 'Por semana' })
    await expectAccessible(page)
    await screenshotsFromTop(page, 'issue40-aluguel-formulario')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(page).toHaveURL(/\/vagas$/)
    await expect(jobCard(page, title).getByText('Aluguel: R$ 150 por semana')).toBeVisible()
    await expect(jobCard(page, title).getByText('A combinar')).toHaveCount(0)
  })
})

test.describe('barber: find, save and apply', () => {
  test('filters the open jobs, saves one, sees it in Vagas Salvas, opens it and applies', async ({ page, request }) => {
    const word = uniqueWord()
    const title = `Barbeiro degradê ${word}`
    const decoy = `Barbeiro sênior ${word}`
    const { jobId } = await shopWithJob(request, {
      title,
      // A chair rental's amount is the rent the barber pays, never its pay (issue 40).
      salary: 'R$ 150 por semana',
      schedule: 'Segunda a sexta, das 10h às 20h',
      contractType: 'chair_rental',
      experienceRequired: 1,
    })
    await postJob(request, { title: decoy, contractType: 'full_time', experienceRequired: 5 })
    const barber = await createConfirmedAccount(page.request, 'barber')
    await signIn(page, barber)
    await completeBarberProfile(page.request, barber)

    await page.goto('/vagas-abertas')
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas Abertas' })).toBeVisible()
    await expect(page.getByText('Período de teste grátis')).toBeVisible()
    const filters = page.getByRole('search', { name: 'Filtrar vagas' })
    await filters.getByRole('searchbox', { name: 'Buscar vagas' }).fill(word)
    await expect(jobCard(page, title)).toBeVisible()
    await expect(jobCard(page, decoy)).toBeVisible()
    await filters.getByLabel('Estado').selectOption('PR')
    await filters.getByLabel('Cidade').fill('Maringá')
    await filters.getByLabel('Tipo de contrato').selectOption({ label: 'Aluguel de cadeira' })
    await expect(jobCard(page, decoy)).toBeHidden()
    await filters.getByLabel('Experiência exigida').selectOption({ label: 'Até 2 anos' })
    // The city is committed once typing pauses, so the address settles a moment after the selects.
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ q: word, estado: 'PR', cidade: 'Maringá', contrato: 'chair_rental', experiencia: '2' })
    const card = jobCard(page, title)
    await expect(card).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(1)
    for (const text of [
      'Barbearia Navalha de Ouro',
      'Maringá, PR',
      'Aluguel de cadeira',
      '1 ano de experiência',
      'Aluguel: R$ 150 por semana',
      'Publicada hoje',
    ]) {
      await expect(card.getByText(text)).toBeVisible()
    }
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-abertas-filtradas')

    await filters.getByLabel('Experiência exigida').selectOption({ label: 'Sem experiência' })
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga encontrada' })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-abertas-vazio')
    await filters.getByLabel('Experiência exigida').selectOption({ label: 'Até 1 ano' })

    await card.getByRole('button', { name: `Salvar Vaga: ${title}` }).click()
    await expect(toastWith(page, 'Vaga salva')).toBeVisible()
    await expect(card.getByRole('button', { name: /^Vaga salva/ })).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Buscar vagas' })).toHaveValue(word)
    await expect(jobCard(page, title).getByRole('button', { name: /^Vaga salva/ })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('main').getByRole('link', { name: 'Vagas Salvas' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas Salvas' })).toBeVisible()
    const saved = jobCard(page, title)
    await expect(saved.getByText('Barbearia Navalha de Ouro')).toBeVisible()
    await expect(saved.getByText(/Salva em \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-salvas')

    await saved.getByRole('link', { name: `Abrir vaga: ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/vagas/${jobId}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Ativa', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Barbearia Navalha de Ouro' }).first()).toHaveAttribute('href', /\/barbearia\/\d+$/)
    for (const text of ['Av. Brasil, 1200', 'Zona 7', 'R$ 150 por semana', 'Segunda a sexta, das 10h às 20h', 'Aluguel de cadeira', '1 ano']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: /^Vaga salva/ })).toHaveAttribute('aria-pressed', 'true')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vaga-detalhe')

    await page.getByRole('button', { name: 'Candidatar-se' }).click()
    await expect(toastWith(page, 'Candidatura enviada!')).toContainText('Sua candidatura foi enviada com sucesso. Boa sorte!')
    await expect(page.getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()
    await expect(page.getByText('Pendente', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vaga-detalhe-candidatado')

    await page.goto(`/vagas?q=${word}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas Abertas' })).toBeVisible()
    await expect(jobCard(page, title).getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()
    await expect(jobCard(page, title).getByRole('button', { name: `Candidatar-se: ${title}` })).toHaveCount(0)
    await screenshotsFromTop(page, 'vagas-abertas-candidatado')
    await jobCard(page, decoy)
      .getByRole('button', { name: `Candidatar-se: ${decoy}` })
      .click()
    await expect(toastWith(page, 'Candidatura enviada!')).toBeVisible()
    await expect(jobCard(page, decoy).getByRole('button', { name: 'Você já se candidatou a esta vaga' })).toBeDisabled()

    await page.goto('/vagas-salvas')
    await jobCard(page, title)
      .getByRole('button', { name: `Remover de Vagas Salvas: ${title}` })
      .click()
    await expect(page.getByRole('heading', { name: 'Nenhuma vaga salva' })).toBeVisible()
  })

  test('a closed job keeps its page, Fechada with Vaga fechada, for anyone; the barber lists show its title', async ({ page, request }) => {
    const title = `Barbeiro noturno ${uniqueWord()}`
    const { jobId } = await shopWithJob(request, { title })
    const applicant = await createConfirmedAccount(page.request, 'barber')
    await signIn(page, applicant)
    await completeBarberProfile(page.request, applicant)
    expect((await page.request.post('/api/applications', { data: { job: jobId }, headers: headers() })).status()).toBe(201)
    await page.context().clearCookies()
    const saver = await createConfirmedAccount(page.request, 'barber', 'Rafael Souza')
    await signIn(page, saver)
    expect((await page.request.post('/api/saved-jobs', { data: { job: jobId }, headers: headers() })).status()).toBe(201)
    expect((await request.patch(`/api/jobs/${jobId}`, { data: { status: 'inactive' }, headers: headers() })).status()).toBe(200)

    // A barber who only saved the job opens it from Vagas Salvas.
    await page.goto('/vagas-salvas')
    const saved = page.getByRole('main').getByRole('article')
    await expect(saved.getByRole('heading', { name: title })).toBeVisible()
    await expect(saved.getByText('Fechada', { exact: true })).toBeVisible()
    await expect(saved.getByText('Esta vaga não recebe mais candidaturas')).toBeVisible()
    await expect(saved.getByRole('button', { name: `Remover de Vagas Salvas: ${title}` })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vagas-salvas-fechada')
    await saved.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/vagas/${jobId}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Fechada', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Vaga fechada' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vaga-detalhe-fechada')

    // The applicant's Minhas Candidaturas names the job and says it closed: pending no more, 'Vaga encerrada'.
    await page.context().clearCookies()
    await signIn(page, applicant)
    await page.goto('/vagas-aplicadas')
    const application = page.getByRole('main').getByRole('article')
    await expect(application.getByRole('link', { name: title })).toHaveAttribute('href', `/vagas/${jobId}`)
    await expect(application.getByText('Fechada', { exact: true })).toBeVisible()
    await expect(application.getByText('Vaga encerrada', { exact: true })).toBeVisible()
    await expect(application.getByText('Pendente', { exact: true })).toHaveCount(0)
    await expect(application.getByText('Vaga fechada')).toHaveCount(0)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'minhas-candidaturas-fechada')

    // A visitor following a shared link.
    await page.context().clearCookies()
    await page.goto(`/vagas/${jobId}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Vaga fechada' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Candidatar-se' })).toHaveCount(0)
  })

  test('a missing job redirects to the open jobs with Vaga não encontrada', async ({ page }) => {
    const barber = await createConfirmedAccount(page.request, 'barber')
    await signIn(page, barber)
    await page.goto('/vagas/987654321')
    await expect(toastWith(page, 'Vaga não encontrada')).toContainText('Esta vaga não existe ou foi removida')
    await expect(page).toHaveURL(/\/vagas-abertas$/)
  })

  test('a barber without a barber record is sent to /completar-perfil when applying', async ({ page, request }) => {
    const { jobId } = await shopWithJob(request, { title: `Barbeiro aprendiz ${uniqueWord()}` })
    const barber = await createConfirmedAccount(page.request, 'barber')
    await sql('DELETE FROM barbers WHERE user_id = (SELECT id FROM users WHERE email = $1)', [barber.email])
    await signIn(page, barber)
    await page.goto(`/vagas/${jobId}`)
    await page.getByRole('button', { name: 'Candidatar-se' }).click()
    await expect(toastWith(page, 'Erro')).toContainText('Você precisa completar seu perfil de barbeiro para se candidatar')
    await expect(page).toHaveURL(new RegExp(`/completar-perfil\\?next=${encodeURIComponent(`/vagas/${jobId}?candidatar=1`)}$`))
  })

  test('a barber whose profile lacks the presentation video is sent to /completar-perfil when applying', async ({ page, request }) => {
    const { jobId } = await shopWithJob(request, { title: `Barbeiro sem vídeo ${uniqueWord()}` })
    const barber = await createConfirmedAccount(page.request, 'barber')
    await signIn(page, barber)
    await completeBarberProfile(page.request, barber)
    await sql('UPDATE barbers SET video_id = NULL WHERE user_id = (SELECT id FROM users WHERE email = $1)', [barber.email])
    // The server refuses too, whatever the page knows.
    const refused = await page.request.post('/api/applications', { data: { job: jobId }, headers: headers() })
    expect(refused.status()).toBe(400)
    await page.goto(`/vagas/${jobId}`)
    await page.getByRole('button', { name: 'Candidatar-se' }).click()
    await expect(toastWith(page, 'Erro')).toContainText('Você precisa completar seu perfil de barbeiro para se candidatar')
    await expect(page).toHaveURL(new RegExp(`/completar-perfil\\?next=${encodeURIComponent(`/vagas/${jobId}?candidatar=1`)}$`))
  })

  test('a locked barber is sent to the plans when applying', async ({ page, request }) => {
    const { jobId } = await shopWithJob(request, { title: `Barbeiro fim de semana ${uniqueWord()}` })
    const barber = await createConfirmedAccount(page.request, 'barber')
    await signIn(page, barber)
    await endTrial(barber.email)
    await page.goto('/vagas-abertas')
    await expect(page.getByText('Seu período de teste expirou. Escolha um plano para continuar no Navalha.')).toBeVisible()
    await page.goto(`/vagas/${jobId}`)
    await page.getByRole('button', { name: 'Candidatar-se' }).click()
    await expect(toastWith(page, 'Período de teste expirado')).toContainText('Escolha um plano para se candidatar a vagas')
    await expect(page).toHaveURL(/\/planos$/)
  })
})

test.describe('visitors and other roles', () => {
  test('a visitor sees the job rendered by the server and is asked to sign in to apply', async ({ page, request }) => {
    const title = `Barbeiro para eventos ${uniqueWord()}`
    const { jobId } = await shopWithJob(request, { title })
    const errors = collectPageErrors(page)
    await page.goto(`/vagas/${jobId}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const apply = page.getByRole('link', { name: 'Candidatar-se' })
    await expect(apply).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/vagas/${jobId}?candidatar=1`)}`)
    await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      `/cadastro?tipo=barbeiro&next=${encodeURIComponent(`/vagas/${jobId}?candidatar=1`)}`,
    )
    await expect(page.getByRole('link', { name: `Salvar Vaga: ${title}` })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/vagas/${jobId}`)}`)
    await expect(page.getByRole('button', { name: /Salvar Vaga/ })).toHaveCount(0)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'vaga-detalhe-visitante')
    await apply.click()
    await expect(page).toHaveURL(/\/login\?next=/)
    expect(errors).toEqual([])

    // The open jobs are public too (decision 0064).
    await page.goto('/vagas-abertas')
    await expect(page).toHaveURL(/\/vagas-abertas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas Abertas' })).toBeVisible()
  })

  test('another shop sees a note instead of an apply button', async ({ page, request }) => {
    const title = `Barbeiro freelancer ${uniqueWord()}`
    const { jobId } = await shopWithJob(request, { title, contractType: 'freelance' })
    const other = await createConfirmedAccount(page.request, 'barbershop')
    await signIn(page, other)
    await page.goto(`/vagas/${jobId}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Apenas barbeiros podem se candidatar a vagas.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Candidatar-se' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Editar Vaga' })).toHaveCount(0)
  })
})
