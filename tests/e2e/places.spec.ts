import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, test } from './support/fixtures'
import { completeShopProfile, postJob } from './support/setup'

test.describe('issue 40: jobs by place, and what a place pays', () => {
  test('a visitor finds a city’s jobs with what they pay, opens one and sees the same figures there', async ({ page, browser }) => {
    test.slow()
    const shop = await createConfirmedAccount(page.request, 'barbershop')
    await signIn(page, shop)
    // Chapecó, SC: a city no other journey posts in, so the figures are this test's five jobs.
    await completeShopProfile(page.request, shop, { name: 'Barbearia do Oeste', state: 'SC', city: 'Chapecó', district: 'Centro' })
    const ids: number[] = []
    for (const [title, salary] of [
      ['Barbeiro clássico', 'R$ 1.800/mês'],
      ['Barbeiro para degradê', 'R$ 2.200/mês'],
      ['Barbeiro pleno', 'R$ 2.600/mês'],
      ['Barbeiro sênior', 'R$ 3.000/mês'],
      ['Barbeiro visagista', 'R$ 4.000/mês'],
    ])
      ids.push(await postJob(page.request, { title: `${title} em Chapecó`, salary, contractType: 'full_time' }))

    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto('/vagas/SC/Chapec%C3%B3')
    await expect(visitor).toHaveURL(/\/vagas\/sc\/chapeco$/)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Vagas de barbeiro em Chapecó, SC' })).toBeVisible()
    const figures = 'Salário mensal em Chapecó: mediana R$ 2.600, de R$ 1.800 a R$ 4.000, 5 vagas'
    await expect(visitor.getByRole('region', { name: 'Quanto paga' }).getByText(figures)).toBeVisible()
    await expect(visitor.getByRole('link', { name: /Barbeiro sênior em Chapecó/ })).toContainText('R$ 3.000/mês · Tempo Integral')
    await expectAccessible(visitor)
    await screenshotsFromTop(visitor, 'issue40-vagas-por-lugar')

    await visitor.getByRole('link', { name: /Barbeiro clássico em Chapecó/ }).click()
    await expect(visitor).toHaveURL(new RegExp(`/vagas/${ids[0]}$`))
    await expect(visitor.getByRole('region', { name: 'Quanto paga' }).getByText(figures)).toBeVisible()
    await expectAccessible(visitor)
    await screenshotsFromTop(visitor, 'issue40-vaga-quanto-paga')
    await visitor.getByRole('link', { name: 'Todas as 5 vagas de barbeiro em Chapecó, SC' }).click()
    await expect(visitor).toHaveURL(/\/vagas\/sc\/chapeco$/)
    await visitor.context().close()
  })
})
