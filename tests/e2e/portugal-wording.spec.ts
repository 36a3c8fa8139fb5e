import type { Page } from '@playwright/test'
import { createConfirmedPortugueseAccount, expect, screenshotsFromTop, signIn, test, type E2eAccount } from './support/fixtures'
import { apiAs, applyTo, completeBarberProfile, completeShopProfile, postJob } from './support/setup'

/**
 * Issue 39, item 12: a Portuguese account, and anyone on a Portuguese job's page, reads European
 * Portuguese. The screens a Portuguese barber and a Portuguese shop open, and a Portuguese job's
 * public page (as a visitor), are walked; every text on them (what is drawn, what a screen reader
 * says: aria-label, placeholder, title, alt, and the page's title) is searched for words that
 * European Portuguese does not use in that sense. Each word below is Brazilian-only as used here,
 * with what Portugal says instead:
 *
 *  - você (a Portuguese interface addresses no one as você: impersonal or the 3rd person without a pronoun)
 *  - celular (telemóvel), equipe (equipa), usuário (utilizador), aluguel (aluguer), ônibus (autocarro),
 *    trem (comboio), tela (ecrã), gerenciar (gerir), fone (telefone)
 *  - cadastro, cadastrar… (registo, registar: in Portugal the cadastro is the land or criminal register)
 *  - salvar, salva… (guardar: salvar is to rescue)
 *  - tempo integral (tempo inteiro), meio período (tempo parcial)
 *  - contato (contacto) and registro (registo): Portugal's spelling keeps the c and drops the r
 *  - arquivo, as a file (ficheiro: in Portugal an arquivo is an archive)
 *  - the circumflex Brazil writes where Portugal writes an acute: anônimo, econômico, gênero, prêmio,
 *    quilômetro, eletrônico, autônomo, telefônico (anónimo, económico, género, prémio…)
 *
 * Words both countries use (seu, sua, enviar, vaga, conta, assinatura, and senha, which Portuguese
 * dictionaries give as palavra-passe's synonym) are not on the list, nor is the gerund
 * ('Carregando...'), which Portugal reads as regional rather than wrong.
 */
const BRAZILIAN_ONLY =
  /(?<![\p{L}\p{N}])(vocês?|celular(?:es)?|equipes?|usuári[oa]s?|aluguel|ônibus|trem|telas?|gerenci\p{L}*|fones?|cadastr\p{L}*|salv(?:ar|a|as|e|ando|ou|ei)|tempo integral|meio período|contatos?|registros?|arquivos?|anônim\p{L}*|econômic\p{L}*|gêner\p{L}*|prêmi\p{L}*|quilômetr\p{L}*|eletrônic\p{L}*|autônom\p{L}*|telefônic\p{L}*)(?![\p{L}\p{N}])/giu

const origin = () => ({ origin: process.env.E2E_BASE_URL! })

/** Everything the page says: its drawn text, its title and the texts of its attributes. */
const everythingSaid = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt], [aria-description]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'].map((name) => element.getAttribute(name) ?? ''),
    )
    return [document.title, document.body.innerText, ...attributes].join('\n')
  })

/** The Brazilian-only words a page says, each with a little of what surrounds it. */
async function brazilianWordsOn(page: Page): Promise<string[]> {
  const text = await everythingSaid(page)
  return [...text.matchAll(BRAZILIAN_ONLY)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' '))
}

/** Opens the page and waits for its data: no spinner left, and the screen itself rather than the error page. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: 'Algo deu errado' }), path).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: /^Carregando|^A carregar/ })).toHaveCount(0)
}

type Marketplace = {
  shop: E2eAccount
  barber: E2eAccount
  shopUserId: number
  barberProfileId: number
  shopProfileId: number
  jobId: number
  conversationId: number
}

/** A shop in Lisboa with two jobs, a barber in Porto who saved one and applied, was accepted, and talks with the shop; a ticket. */
async function portugueseMarketplace(
  request: Parameters<typeof createConfirmedPortugueseAccount>[0],
  playwright: Parameters<typeof apiAs>[0],
): Promise<Marketplace> {
  const shop = await createConfirmedPortugueseAccount(request, 'barbershop', 'Barbearia do Rossio')
  const barber = await createConfirmedPortugueseAccount(request, 'barber', 'Tiago Ferreira')
  const shopApi = await apiAs(playwright, shop)
  const barberApi = await apiAs(playwright, barber)
  await completeShopProfile(shopApi, shop, {
    whatsapp: shop.phone,
    description: 'Barbearia clássica na Baixa, com quatro cadeiras e clientela fiel.',
    address: 'Rua Augusta, 100',
    state: 'Lisboa',
    city: 'Lisboa',
    district: 'Santa Maria Maior',
  })
  await completeBarberProfile(barberApi, barber, {
    state: 'Porto',
    city: 'Porto',
    district: 'Bonfim',
    bio: 'Barbeiro no Porto há oito anos, com barba à navalha.',
  })
  const jobId = await postJob(shopApi, {
    title: 'Barbeiro a tempo inteiro',
    description: 'Procuramos barbeiro com experiência em degradê para a equipa da Baixa.',
    contractType: 'full_time',
    salary: '1.100 € + comissão',
  })
  await postJob(shopApi, {
    title: 'Cadeira para alugar na Baixa',
    description: 'Cadeira disponível para barbeiro independente, de terça a sábado.',
    contractType: 'chair_rental',
  })
  expect((await barberApi.post('/api/saved-jobs', { data: { job: jobId }, headers: origin() })).status()).toBe(201)
  const application = await applyTo(barberApi, jobId)
  expect((await shopApi.patch(`/api/applications/${application}`, { data: { status: 'accepted' }, headers: origin() })).status()).toBe(200)
  const opened = await shopApi.post('/api/chat/conversations', { data: { application }, headers: origin() })
  expect(opened.status(), await opened.text()).toBe(201)
  const conversationId = ((await opened.json()) as { conversation: { id: number } }).conversation.id
  const sent = await shopApi.post(`/api/chat/conversations/${conversationId}/messages`, {
    data: { body: 'Olá Tiago! Pode vir à barbearia na sexta?' },
    headers: origin(),
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const ticket = await barberApi.post('/api/support-tickets', {
    data: { subject: 'Dúvida', message: 'Como altero o vídeo de apresentação?' },
    headers: origin(),
  })
  expect(ticket.status(), await ticket.text()).toBe(201)
  const idsOf = async (api: typeof shopApi) => (await (await api.get('/api/session')).json()) as { user: { id: number }; profile: { id: number } }
  const [shopIds, barberIds] = [await idsOf(shopApi), await idsOf(barberApi)]
  await Promise.all([shopApi.dispose(), barberApi.dispose()])
  return { shop, barber, shopUserId: shopIds.user.id, shopProfileId: shopIds.profile.id, barberProfileId: barberIds.profile.id, jobId, conversationId }
}

test.use({ locale: 'pt-PT', timezoneId: 'Europe/Lisbon' })

test('a Portuguese barber, a Portuguese shop and a visitor of a Portuguese job read no Brazilian-only word', async ({ browser, request, playwright }) => {
  test.setTimeout(300_000)
  const market = await portugueseMarketplace(request, playwright)
  const walks: { who: string; account: E2eAccount | null; paths: string[]; menu: boolean }[] = [
    {
      who: 'barbeiro',
      account: market.barber,
      menu: true,
      paths: [
        '/painel-barbeiro',
        '/completar-perfil',
        '/vagas-abertas',
        '/vagas-salvas',
        '/vagas-aplicadas',
        '/alertas',
        '/convites',
        '/chat',
        `/chat/${market.conversationId}`,
        '/suporte',
        '/conta/seguranca',
        '/conta/privacidade',
        '/planos',
        `/vagas/${market.jobId}`,
        `/barbearia/${market.shopProfileId}`,
        `/perfil/${market.shopUserId}`,
      ],
    },
    {
      who: 'barbearia',
      account: market.shop,
      menu: true,
      paths: [
        '/painel-barbearia',
        '/completar-perfil',
        '/vagas',
        '/anunciar-vaga',
        `/editar-vaga/${market.jobId}`,
        `/vaga/${market.jobId}/candidatos`,
        '/candidatos',
        '/convites',
        '/chat',
        `/chat/${market.conversationId}`,
        '/suporte',
        '/conta/seguranca',
        '/conta/privacidade',
        '/planos',
        `/barbeiro/${market.barberProfileId}`,
        `/vagas/${market.jobId}`,
      ],
    },
    { who: 'visitante', account: null, menu: false, paths: [`/vagas/${market.jobId}`, '/vagas/pt/lisboa'] },
  ]
  const found: string[] = []
  for (const walk of walks) {
    const context = await browser.newContext({ locale: 'pt-PT', timezoneId: 'Europe/Lisbon' })
    const page = await context.newPage()
    if (walk.account) await signIn(page, walk.account)
    for (const path of walk.paths) {
      await open(page, path)
      for (const words of await brazilianWordsOn(page)) found.push(`${walk.who} ${path}: …${words}…`)
      if (walk.menu && path === walk.paths[0]) {
        await page.getByRole('banner').getByRole('button', { name: walk.account!.name }).click()
        for (const words of await brazilianWordsOn(page)) found.push(`${walk.who} ${path} (menu): …${words}…`)
        await page.keyboard.press('Escape')
      }
    }
    await context.close()
  }
  expect(found).toEqual([])
})

test('the Portuguese screens, at 390 and 1280 px', async ({ page, request, playwright }) => {
  test.setTimeout(180_000)
  const market = await portugueseMarketplace(request, playwright)
  await open(page, `/vagas/${market.jobId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Barbeiro a tempo inteiro' })).toBeVisible()
  await expect(page.getByText('Tempo inteiro', { exact: true }).first()).toBeVisible()
  await screenshotsFromTop(page, 'pt-vaga-visitante')
  await signIn(page, market.barber)
  for (const [path, name] of [
    ['/painel-barbeiro', 'pt-painel-barbeiro'],
    ['/vagas-abertas', 'pt-vagas-abertas'],
    ['/vagas-salvas', 'pt-vagas-guardadas'],
    [`/vagas/${market.jobId}`, 'pt-vaga-barbeiro'],
    ['/conta/seguranca', 'pt-conta-seguranca-barbeiro'],
  ] as const) {
    await open(page, path)
    if (path === '/vagas-abertas') await expect(page.getByRole('button', { name: /Vaga guardada: Barbeiro a tempo inteiro/ })).toBeVisible()
    await screenshotsFromTop(page, name)
  }
  await page.context().clearCookies()
  await signIn(page, market.shop)
  for (const [path, name] of [
    ['/painel-barbearia', 'pt-painel-barbearia'],
    ['/anunciar-vaga', 'pt-anunciar-vaga'],
    [`/vaga/${market.jobId}/candidatos`, 'pt-candidatos'],
    ['/conta/privacidade', 'pt-conta-privacidade-barbearia'],
  ] as const) {
    await open(page, path)
    await screenshotsFromTop(page, name)
  }
})
