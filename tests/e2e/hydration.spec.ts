import { collectPageErrors, expect, screenshotsFromTop, test } from './support/fixtures'

/**
 * Server-rendered pages hydrate without a mismatch (React's #418) whatever the browser's language and
 * time zone: the first render in the browser reads only what the server wrote into the page (the
 * country from Accept-Language, the display zone), never navigator.language or the browser's own
 * Intl defaults.
 */
const pages = ['/cadastro', '/cadastro?tipo=barbearia', '/login', '/auth', '/', '/barbeiros', '/barbearias', '/faq']

const browsers = [
  { locale: 'pt-PT', timezoneId: 'Europe/Lisbon', country: 'Portugal' },
  { locale: 'en-US', timezoneId: 'America/New_York', country: 'Brasil' },
] as const
// pt-BR in São Paulo is every other spec's browser (playwright.config.ts), and they check hydration too.

for (const browser of browsers) {
  test.describe(`a ${browser.locale} browser in ${browser.timezoneId}`, () => {
    test.use({ locale: browser.locale, timezoneId: browser.timezoneId })

    test('hydrates every server-rendered page without an error', async ({ page }) => {
      for (const path of pages) {
        const errors = collectPageErrors(page)
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        expect(errors, `${path} em ${browser.locale}`).toEqual([])
        page.removeAllListeners('console')
        page.removeAllListeners('pageerror')
      }
    })

    test("starts the sign-up on the country the server read from the browser's languages", async ({ page }) => {
      const errors = collectPageErrors(page)
      await page.goto('/cadastro')
      const signup = page.getByRole('tabpanel', { name: 'Cadastrar' })
      await expect(signup.getByRole('radio', { name: browser.country })).toBeChecked()
      await expect(signup.getByLabel(browser.country === 'Portugal' ? 'NIF' : 'CPF')).toBeVisible()
      expect(errors).toEqual([])
      await screenshotsFromTop(page, `cadastro-${browser.locale}`)
    })
  })
}
