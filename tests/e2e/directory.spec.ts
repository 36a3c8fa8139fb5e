import type { Page } from '@playwright/test'
import { collectPageErrors, createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, test } from './support/fixtures'
import { apiAs, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

/**
 * The public directories /barbeiros and /barbearias: real profiles made through sign-up, ranked
 * by the server, searched and filtered through the URL, without private data.
 */

/** A tag in every name keeps each test's records apart from the others' in the shared database. */
const uniqueTag = () => `Kx${Date.now().toString(36)}`

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) })

test.describe('/barbeiros', () => {
  test('barbers who signed up are listed, a complete profile first; search by name and city, filter by state', async ({ page, request, playwright }) => {
    const tag = uniqueTag()
    const complete = await createConfirmedAccount(request, 'barber', `Rafael Moura ${tag}`)
    const bare = await createConfirmedAccount(request, 'barber', `Bruno Lima ${tag}`)
    const api = await apiAs(playwright, complete)
    await completeBarberProfile(api, complete, {
      age: 31,
      experienceYears: 8,
      bio: 'Especialista em degradê e barba na navalha, com oito anos de cadeira.',
      instagram: '@cortes.do.rafa',
      specialties: ['Degradê', 'Barba na navalha', 'Pigmentação', 'Corte infantil'],
      city: 'Curitiba',
      state: 'PR',
      district: 'Batel',
    })
    await api.dispose()

    await page.goto(`/barbeiros?q=${tag}`)
    await expect(page.getByRole('heading', { name: 'Barbeiros', level: 1 })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(tag)
    await expect(cards(page)).toHaveCount(2)
    // Created first, yet ranked first: its profile is complete, the other is only a sign-up.
    await expect(cards(page).first().getByRole('heading')).toHaveText(complete.name)
    await expect(cards(page).nth(1).getByRole('heading')).toHaveText(bare.name)

    const rafael = card(page, complete.name)
    await expect(rafael).toContainText('Curitiba, PR')
    await expect(rafael).toContainText('8 anos de experiência')
    await expect(rafael.getByRole('list', { name: 'Especialidades' }).getByRole('listitem')).toHaveText([
      'Degradê',
      'Barba na navalha',
      'Pigmentação',
      '+1 especialidade',
    ])
    await expect(rafael.getByText('Novo')).toBeVisible()
    // The Instagram is a contact, revealed after a hire (decision 0030): not on the card.
    await expect(rafael).not.toContainText('cortes.do.rafa')
    await expect(rafael.locator('img')).toHaveAttribute('src', /\.webp$/)
    await expect(rafael.getByRole('link', { name: `Ver Perfil Completo de ${complete.name}` })).toHaveAttribute('href', /^\/barbeiro\/\d+$/)
    await expect(card(page, bare.name)).toContainText('Local não informado')

    // Private data never reaches the page.
    const text = await page.locator('body').innerText()
    for (const account of [complete, bare]) {
      expect(text).not.toContain(account.email)
      expect(text).not.toContain(account.document)
      expect(text).not.toContain(account.document.replace(/\D/g, ''))
    }
    expect(text).not.toContain('98765-4321')

    await expect(page.getByRole('main').getByRole('link', { name: 'Criar Meu Perfil' }).first()).toHaveAttribute('href', '/cadastro?tipo=barbeiro')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'diretorio-barbeiros')

    // Search by name, typed: the URL follows once the typing pauses.
    const search = page.getByRole('searchbox', { name: 'Buscar' })
    await search.fill(bare.name)
    await expect(page).toHaveURL(new RegExp(`q=Bruno\\+Lima\\+${tag}`))
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole('heading')).toHaveText(bare.name)

    // By city: the city field narrows the tag's barbers to the one in Curitiba.
    await search.fill(tag)
    await page.getByRole('textbox', { name: 'Cidade' }).fill('curitiba')
    await expect(page).toHaveURL(/cidade=curitiba/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole('heading')).toHaveText(complete.name)
    await page.getByRole('textbox', { name: 'Cidade' }).fill('')

    // By state.
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('PR')
    await expect(page).toHaveURL(/estado=PR/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole('heading')).toHaveText(complete.name)
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP')
    await expect(page.getByRole('heading', { name: 'Nenhum barbeiro encontrado' })).toBeVisible()
    await expectAccessible(page)

    // Limpar filtros empties the fields and the URL.
    await page.getByRole('main').getByRole('button', { name: 'Limpar filtros' }).first().click()
    await expect(page).toHaveURL(/\/barbeiros$/)
    await expect(search).toHaveValue('')
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('')
  })

  test('a search typed in the URL is rendered and survives the back button', async ({ page, request }) => {
    const tag = uniqueTag()
    const barber = await createConfirmedAccount(request, 'barber', `Otávio Reis ${tag}`)
    await page.goto('/barbeiros')
    await page.goto(`/barbeiros?q=${tag}`)
    await expect(card(page, barber.name)).toBeVisible()
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP')
    await expect(page.getByRole('heading', { name: 'Nenhum barbeiro encontrado' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/barbeiros\\?q=${tag}$`))
    await expect(card(page, barber.name)).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('')
  })

  test('signed-in users are not invited to create a profile', async ({ page, request }) => {
    const shop = await createConfirmedAccount(request, 'barbershop')
    await signIn(page, shop)
    await page.goto('/barbeiros')
    await expect(page.getByRole('heading', { name: 'Barbeiros', level: 1 })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Criar Meu Perfil' })).toHaveCount(0)
  })
})

test.describe('/barbearias', () => {
  test('shops who signed up are listed with their open jobs, a complete profile first; search and filters', async ({ page, request, playwright }) => {
    const tag = uniqueTag()
    const complete = await createConfirmedAccount(request, 'barbershop', `Barbearia Dom Corte ${tag}`)
    const bare = await createConfirmedAccount(request, 'barbershop', `Barbearia Nova Era ${tag}`)
    const api = await apiAs(playwright, complete)
    await completeShopProfile(api, complete, {
      description: 'Barbearia clássica com cinco cadeiras, clientela fiel e agenda cheia de segunda a sábado.',
      whatsapp: '(43) 99876-5432',
      address: 'Rua Sergipe, 1200',
      city: 'Londrina',
      state: 'PR',
      district: 'Centro',
    })
    const job = { description: 'Procuramos barbeiro com boa mão para degradê e atendimento caprichado.', contractType: 'commission', experienceRequired: 1 }
    await postJob(api, { title: 'Barbeiro para fins de semana', ...job })
    await postJob(api, { title: 'Barbeiro com experiência em barba', ...job })
    await api.dispose()

    await page.goto(`/barbearias?q=${tag}`)
    await expect(page.getByRole('heading', { name: 'Barbearias', level: 1 })).toBeVisible()
    await expect(cards(page)).toHaveCount(2)
    await expect(cards(page).first().getByRole('heading')).toHaveText(complete.name)

    const domCorte = card(page, complete.name)
    await expect(domCorte).toContainText('Centro · Londrina, PR')
    await expect(domCorte).toContainText('2 vagas abertas')
    await expect(domCorte).toContainText('Barbearia clássica com cinco cadeiras')
    await expect(domCorte.getByRole('link', { name: `Ver Vagas Disponíveis em ${complete.name}` })).toHaveAttribute('href', /^\/barbearia\/\d+$/)
    await expect(card(page, bare.name)).toContainText('Nenhuma vaga aberta')
    await expect(page.getByRole('main').getByRole('link', { name: 'Cadastrar Minha Barbearia' }).first()).toHaveAttribute('href', '/cadastro?tipo=barbearia')

    const text = await page.locator('body').innerText()
    for (const account of [complete, bare]) {
      expect(text).not.toContain(account.email)
      expect(text).not.toContain(account.document)
    }
    expect(text).not.toContain('99876-5432')

    await expectAccessible(page)
    await screenshotsFromTop(page, 'diretorio-barbearias')

    // By district or city through the search box, by city and by state through the filters.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Nova Era ' + tag)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole('heading')).toHaveText(bare.name)
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(tag)
    await page.getByRole('textbox', { name: 'Cidade' }).fill('Londrina')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole('heading')).toHaveText(complete.name)
    await page.getByRole('textbox', { name: 'Cidade' }).fill('')
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('PR')
    await expect(page).toHaveURL(/estado=PR/)
    await expect(cards(page)).toHaveCount(1)
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('RJ')
    await expect(page.getByRole('heading', { name: 'Nenhuma barbearia encontrada' })).toBeVisible()
  })

  test('pages of twelve, with Anterior and Próxima', async ({ page, request }) => {
    const tag = uniqueTag()
    const names: string[] = []
    for (let i = 1; i <= 13; i++) names.push((await createConfirmedAccount(request, 'barbershop', `Barbearia ${String(i).padStart(2, '0')} ${tag}`)).name)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/barbearias?q=${tag}`)
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByText('13 barbearias', { exact: true })).toBeVisible()
    const pagination = page.getByRole('navigation', { name: 'Paginação' })
    await expect(pagination.getByText('Página 1 de 2')).toBeVisible()
    await expect(pagination.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await pagination.getByRole('button', { name: 'Próxima' }).click()
    await expect(page).toHaveURL(/pagina=2/)
    await expect(cards(page)).toHaveCount(1)
    // Same ranking (nobody verified or rated, same completeness): newest first, so the first one made comes last.
    await expect(cards(page).first().getByRole('heading')).toHaveText(names[0])
    await expect(pagination.getByText('Página 2 de 2')).toBeVisible()
    await expect(page.getByText('13 barbearias', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'diretorio-barbearias-pagina-2')
    await pagination.getByRole('button', { name: 'Anterior' }).click()
    await expect(page).not.toHaveURL(/pagina=/)
    await expect(cards(page)).toHaveCount(12)
  })
})

test.describe('server rendering', () => {
  for (const path of ['/barbearias', '/barbeiros?q=Lucas&estado=SP&cidade=Santos&pagina=2']) {
    test(`${path} arrives rendered with its search and hydrates without errors`, async ({ page, request }) => {
      const html = await (await request.get(path)).text()
      expect(html).toContain('"ssr":true')
      expect(html).toMatch(/<h1[^>]*>Barb(eiros|earias)<\/h1>/)
      if (path.includes('?')) expect(html).toContain('value="Lucas"')
      const errors = collectPageErrors(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('region', { name: 'Resultados' })).not.toHaveAttribute('aria-busy', 'true')
      expect(errors).toEqual([])
    })
  }
})
