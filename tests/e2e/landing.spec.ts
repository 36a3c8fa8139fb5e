import type { APIRequestContext, Page } from '@playwright/test'
import type { PublicStats } from '#domain/bootstrap'
import { visibleFigures } from '#domain/landingFigures'
import type { Landing } from '#payload-types'
import { expect, expectAccessible, screenshots, test } from './support/fixtures'

const readLanding = async (request: APIRequestContext) => (await (await request.get('/api/globals/landing?depth=0')).json()) as Landing
const plansPanel = (page: Page) => page.getByRole('tabpanel')

test.describe('landing page', () => {
  test('every text comes from the landing global', async ({ page, request }) => {
    const landing = await readLanding(request)
    await page.goto('/')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title)
    await expect(page.getByText(landing.hero.subtitle)).toBeVisible()
    if (landing.hero.eyebrow) await expect(page.getByText(landing.hero.eyebrow, { exact: true })).toBeVisible()

    const howItWorks = page.getByRole('region', { name: landing.howItWorks.title })
    await expect(howItWorks.getByRole('heading', { level: 2 })).toHaveText(landing.howItWorks.title)
    for (const step of landing.howItWorks.steps ?? []) {
      const column = howItWorks.getByRole('listitem').filter({ has: page.getByRole('heading', { name: step.title }) })
      await expect(column).toContainText(step.text)
    }
    await expect(howItWorks.getByRole('heading', { name: 'Para barbeiros' })).toBeVisible()
    await expect(howItWorks.getByRole('heading', { name: 'Para barbearias' })).toBeVisible()

    const about = page.locator('section#sobre')
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(landing.about.title)
    for (const highlight of landing.about.highlights ?? []) await expect(about.getByRole('heading', { name: highlight.title })).toBeVisible()

    await expect(page.getByRole('heading', { name: landing.plans.title, level: 2 })).toBeVisible()
    const cta = page.getByRole('region', { name: landing.callToAction.title })
    await expect(cta.getByText(landing.callToAction.text)).toBeVisible()
    await expect(cta.getByRole('link', { name: landing.callToAction.buttonLabel })).toHaveAttribute('href', '/cadastro')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })

  test('the first screen needs no request: the server wrote the copy, the plans and the counts into the page', async ({ page }) => {
    const dataRequests: string[] = []
    page.on('request', (req) => {
      const { pathname } = new URL(req.url())
      if (['/api/globals/landing', '/api/plans', '/api/stats'].includes(pathname)) dataRequests.push(pathname)
    })
    await page.goto('/')
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3)
    await page.waitForLoadState('networkidle')
    expect(dataRequests).toEqual([])
  })

  test('the figures are live counts rounded down and fixed texts as written, with no empty cell at 390 and 1280 px', async ({ page, request }) => {
    const landing = await readLanding(request)
    const stats = (await (await request.get('/api/stats')).json()) as PublicStats
    const expected = visibleFigures(landing.stats.figures, stats)
    expect(expected.length).toBeGreaterThan(0)
    await page.goto('/')
    const figures = page.getByRole('region', { name: landing.stats.title })
    await expect(figures.getByRole('term')).toHaveText(expected.map((figure) => figure.label))
    await expect(figures.getByRole('definition')).toHaveText(expected.map((figure) => figure.value))
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      // Each row of cells spans the whole grid: no cell is left empty beside the last figure.
      const rows = await figures.locator('dl').evaluate((grid) => {
        const box = grid.getBoundingClientRect()
        const widths = new Map<number, number>()
        for (const cell of grid.children) {
          const rect = cell.getBoundingClientRect()
          widths.set(Math.round(rect.top), (widths.get(Math.round(rect.top)) ?? 0) + rect.width)
        }
        return [...widths.values()].map((used) => box.width - 2 - used)
      })
      for (const gap of rows) expect(gap, `${width} px`).toBeLessThan(4)
    }
    await screenshots(page, 'landing-figures')
  })

  test('Sou Barbeiro and Sou Barbearia open the sign-up with the account type chosen', async ({ page, request }) => {
    const landing = await readLanding(request)
    await page.goto('/')
    const hero = page.getByRole('region', { name: landing.hero.title })
    await expect(hero.getByRole('link', { name: landing.hero.shopCta })).toHaveAttribute('href', '/cadastro?tipo=barbearia')
    const barber = hero.getByRole('link', { name: landing.hero.barberCta })
    await expect(barber).toHaveAttribute('href', '/cadastro?tipo=barbeiro')
    await barber.click()
    await expect(page).toHaveURL(/\/cadastro\?tipo=barbeiro$/)
    await expect(page.getByRole('radio', { name: 'Sou Barbeiro' })).toBeChecked()
  })

  test('plan tabs switch between barber and shop prices; Semestral is Mais Popular', async ({ page }) => {
    await page.goto('/#planos')
    const section = page.locator('section#planos')
    await expect(section.getByText('3 dias grátis para testar', { exact: true })).toBeVisible()
    const barbers = section.getByRole('tab', { name: 'Para Barbeiros' })
    const shops = section.getByRole('tab', { name: 'Para Barbearias' })
    await expect(barbers).toHaveAttribute('aria-selected', 'true')

    const expectPlans = async (prices: string[], type: string) => {
      const cards = plansPanel(page).getByRole('article')
      await expect(cards).toHaveCount(3)
      for (const [index, price] of prices.entries()) await expect(cards.nth(index)).toContainText(price)
      await expect(cards.nth(0)).toContainText('a cada 3 meses')
      await expect(cards.nth(1)).toContainText('a cada 6 meses')
      await expect(cards.nth(2)).toContainText('a cada 12 meses')
      await expect(cards.filter({ hasText: 'Mais Popular' })).toHaveCount(1)
      await expect(cards.nth(1)).toContainText('Semestral')
      await expect(cards.nth(1)).toContainText('Mais Popular')
      for (const index of [0, 1, 2])
        await expect(cards.nth(index).getByRole('link', { name: 'Começar grátis' })).toHaveAttribute('href', `/cadastro?tipo=${type}`)
    }

    await expectPlans(['R$ 357', 'R$ 594', 'R$ 960'], 'barbeiro')
    await expect(plansPanel(page).getByRole('article').nth(0)).toContainText('equivale a R$ 119/mês')
    await expect(plansPanel(page)).toHaveAttribute('aria-labelledby', (await barbers.getAttribute('id'))!)

    await shops.click()
    await expect(shops).toHaveAttribute('aria-selected', 'true')
    await expectPlans(['R$ 477', 'R$ 774', 'R$ 1.200'], 'barbearia')
    await expect(plansPanel(page)).toHaveAttribute('aria-labelledby', (await shops.getAttribute('id'))!)

    await shops.press('ArrowLeft')
    await expect(barbers).toBeFocused()
    await expectPlans(['R$ 357', 'R$ 594', 'R$ 960'], 'barbeiro')
  })

  test("the header's Sobre link leads to the about section", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Sobre' }).click()
    await expect(page).toHaveURL(/\/#sobre$/)
    await expect(page.locator('#sobre').getByRole('heading', { level: 2 })).toBeInViewport()

    await page.goto('/barbeiros')
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Sobre' }).click()
    await expect(page).toHaveURL(/\/#sobre$/)
    await expect(page.locator('#sobre').getByRole('heading', { level: 2 })).toBeInViewport()
  })

  test('is accessible and fits phones from 360 px', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3)
    await screenshots(page, 'landing')
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectAccessible(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectAccessible(page)
  })
})
