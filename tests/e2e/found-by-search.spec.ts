import { jobPostingProblems } from '#domain/structuredData'
import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, test } from './support/fixtures'
import { completeBarberProfile, completeShopProfile, logIn, postJob } from './support/setup'

/** A word no other test's job contains. */
const uniqueWord = () => `zs${Date.now().toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])

test.describe('issue 26: pay you can filter, pages search engines read', () => {
  test('a shop states the pay through the form, and the job page carries the tags and JobPosting crawlers read', async ({ page }) => {
    test.slow()
    const shop = await createConfirmedAccount(page.request, 'barbershop')
    await signIn(page, shop)
    await completeShopProfile(page.request, shop, {
      name: 'Barbearia Encontrada',
      description: 'Barbearia de bairro com quatro cadeiras e clientela fiel há dez anos.',
      whatsapp: '(19) 99876-5432',
      address: 'Rua das Flores, 300',
      state: 'SP',
      city: 'Campinas',
      district: 'Cambuí',
    })
    const word = uniqueWord()
    await page.goto('/anunciar-vaga')
    await page.getByLabel('Título da vaga').fill(`Barbeiro visagista ${word}`)
    await page.getByLabel('Descrição').fill('Atendimento com hora marcada, navalha e toalha quente. Ambiente tranquilo e equipe parceira.')
    await page.getByLabel('Forma de remuneração').selectOption({ label: 'Salário mensal' })
    await page.getByLabel('Valor (R$ por mês)').pressSequentially('2500')
    await expect(page.getByLabel('Valor (R$ por mês)')).toHaveValue('2.500')
    await page.getByLabel('Até (R$, opcional)').pressSequentially('3000')
    await page.getByLabel('Observação (opcional)').fill('+ gorjetas')
    await expectAccessible(page)
    await screenshotsFromTop(page, 'issue26-anunciar-vaga')
    // A maximum below the minimum is refused in the form, in Portuguese, before the server.
    await page.getByLabel('Até (R$, opcional)').fill('1.000')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(page.getByText('O valor máximo não pode ser menor que o mínimo.')).toBeVisible()
    await page.getByLabel('Até (R$, opcional)').fill('3.000')
    await page.getByRole('button', { name: 'Publicar Vaga' }).click()
    await expect(page).toHaveURL(/\/vagas$/)
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Barbeiro visagista ${word}` }) })
    await expect(card.getByText('R$ 2.500 – R$ 3.000/mês + gorjetas')).toBeVisible()
    const jobId = (await card.getByRole('link', { name: /Editar Vaga/ }).getAttribute('href'))!.split('/').pop()

    // What a crawler or WhatsApp reads: the HTML as served, without running the app.
    const visitor = await page.context().browser()!.newContext()
    const response = await visitor.request.get(`/vagas/${jobId}`, { headers: { accept: 'text/html' } })
    expect(response.status()).toBe(200)
    const html = await response.text()
    const base = process.env.E2E_BASE_URL!
    const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]
    expect(html).toContain(`<title>Barbeiro visagista ${word} em Campinas · Navalha</title>`)
    expect(html).toContain(`<link rel="canonical" href="${base}/vagas/${jobId}" />`)
    expect(meta('og:title')).toBe(`Barbeiro visagista ${word} em Campinas · Navalha`)
    expect(meta('og:image')).toBe(`${base}/og/vaga/${jobId}.png`)
    expect(meta('twitter:card')).toBe('summary_large_image')
    expect(meta('description')).toContain('Barbearia Encontrada')
    const markup = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!))
    expect(markup).toHaveLength(1)
    expect(jobPostingProblems(markup[0])).toEqual([])
    expect(markup[0]).toMatchObject({ baseSalary: { currency: 'BRL', value: { minValue: 2500, maxValue: 3000, unitText: 'MONTH' } } })
    // The street address is a public text of the shop's page; its WhatsApp is a contact, hidden until a hire.
    expect(html).not.toContain('99876-5432')

    // A link pasted into WhatsApp, Telegram or Facebook: their crawlers ask with their own agent and
    // no preference for HTML, read the Open Graph tags near the top of the page, and fetch the image
    // the tag names (absolute, PNG, 1200×630, under 300 KB: WhatsApp skips a heavier one).
    for (const agent of [
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ]) {
      const crawled = await visitor.request.get(`/vagas/${jobId}`, { headers: { 'user-agent': agent, accept: '*/*' } })
      expect(crawled.status(), agent).toBe(200)
      const body = await crawled.text()
      const tag = (key: string) => body.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]
      expect(body.indexOf('og:image'), agent).toBeLessThan(32 * 1024)
      expect(tag('og:title'), agent).toBe(`Barbeiro visagista ${word} em Campinas · Navalha`)
      expect(tag('og:description'), agent).toContain('Barbearia Encontrada')
      expect(tag('og:url'), agent).toBe(`${base}/vagas/${jobId}`)
      expect([tag('og:image:type'), tag('og:image:width'), tag('og:image:height')], agent).toEqual(['image/png', '1200', '630'])
      const imageUrl = tag('og:image')!
      expect(imageUrl, agent).toMatch(/^https?:\/\//)
      expect(tag('twitter:image'), agent).toBe(imageUrl)
      const image = await visitor.request.get(imageUrl, { headers: { 'user-agent': agent, accept: '*/*' } })
      expect(image.status(), agent).toBe(200)
      expect(image.headers()['content-type'], agent).toBe('image/png')
      const bytes = await image.body()
      expect(bytes.length, agent).toBeLessThan(300 * 1024)
      // The PNG's own header (IHDR) says its size: 1200×630.
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], agent).toEqual([1200, 630])
    }
    await visitor.close()
  })

  test('a barber filters /vagas-abertas by pay and sorts by the highest', async ({ page, request }) => {
    test.slow()
    const word = uniqueWord()
    const shop = await createConfirmedAccount(request, 'barbershop')
    await logIn(request, shop)
    await completeShopProfile(request, shop, {
      name: 'Barbearia Pagadora',
      description: 'Barbearia movimentada no centro, com seis cadeiras e agenda cheia.',
      whatsapp: '(11) 98765-1234',
      address: 'Av. Central, 50',
      state: 'SP',
      city: 'São Paulo',
      district: 'Centro',
    })
    await postJob(request, { title: `Fixo baixo ${word}`, salary: 'R$ 1.800' })
    await postJob(request, { title: `Fixo alto ${word}`, salary: 'R$ 3.000 a R$ 4.000' })
    await postJob(request, { title: `Comissão ${word}`, salary: '50% de comissão' })

    const barber = await createConfirmedAccount(page.request, 'barber')
    await signIn(page, barber)
    await completeBarberProfile(page.request, barber)
    await page.goto(`/vagas-abertas?q=${word}&pais=todos`)
    const titles = page.getByRole('article').getByRole('heading')
    await expect(titles).toHaveCount(3)
    // 'Maior remuneração' compares one kind of pay (issue 40): it waits for the kind.
    await expect(page.getByLabel('Ordenar por').getByRole('option', { name: 'Maior remuneração' })).toBeDisabled()
    await page.getByLabel('Remuneração', { exact: true }).selectOption({ label: 'Salário mensal' })
    await expect(titles).toHaveCount(2)
    await page.getByLabel('Ordenar por').selectOption({ label: 'Maior remuneração' })
    await expect(titles).toHaveText([`Fixo alto ${word}`, `Fixo baixo ${word}`])
    await page.getByLabel('Mínimo (R$)').fill('2500')
    await expect(titles).toHaveText([`Fixo alto ${word}`])
    await expect(page.getByRole('article').getByText('R$ 3.000 – R$ 4.000/mês')).toBeVisible()
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toMatchObject({ remuneracao: 'monthly', minimo: '2500', ordem: 'remuneracao' })
    await expectAccessible(page)
    await screenshotsFromTop(page, 'issue26-vagas-abertas-filtros')
  })
})
