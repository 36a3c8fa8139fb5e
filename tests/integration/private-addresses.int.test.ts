/**
 * Issue 39, item 10: robots.txt keeps crawlers out of every signed-in and private address (the
 * signed-in screens' table, the console, the payment sandbox, the one-time links) and lets them
 * into every public page; and the console's page names an icon the server serves.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '#domain/publicPages'
import { SIGN_IN_PAGES } from '#domain/signInPages'
import { routes } from '#web/routes'
import { useTestApp } from '../helpers/app'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()

/** The Disallow rules of robots.txt, for every crawler (the file has one group). */
async function disallowRules(): Promise<string[]> {
  const text = await (await fetch(`${app.url}/robots.txt`)).text()
  return text
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim())
}

/** Google's reading of a rule: a prefix of the path, `*` any run of characters, a final `$` the end. */
const ruleMatches = (rule: string, path: string) =>
  new RegExp(
    `^${rule
      .replace(/\$$/, '')
      .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}${rule.endsWith('$') ? '$' : ''}`,
  ).test(path)

/** Under `Allow: /`, any Disallow rule that matches is longer, so it wins. */
const crawlable = (rules: string[], path: string) => !rules.some((rule) => ruleMatches(rule, path))

/** An address of a pattern, with `id` for each `:name` and `*` (the console's screens). */
const addressOf = (pattern: string, id: string) => `/${pattern.replace(/^\//, '')}`.replace(/:\w+/g, id).replace(/\*$/, `usuarios/${id}`)

/** The app's routes that a guard keeps for signed-in people, and the console's. */
const guardedRoutes = () =>
  routes[0]!
    .children!.filter((route) => route.loader)
    .map((route) => route.path!)
    .filter(Boolean)

/** Private addresses no table lists: the payment sandbox, the one-time links, the redirects to one's own panel, the API. */
const OTHER_PRIVATE = [
  '/pagamento-demonstracao',
  '/pagamento-demonstracao/portal',
  '/recuperar-senha',
  '/verificar-email',
  '/confirmar-email',
  '/dashboard',
  '/perfil',
  '/api/session',
]

describe('robots.txt', () => {
  it('disallows every signed-in screen, the console and the private pages, whatever the id', async () => {
    const rules = await disallowRules()
    const patterns = [...Object.values(SIGN_IN_PAGES).map(({ path }) => path), ...guardedRoutes()]
    expect(patterns).toContain('/alertas')
    fc.assert(
      fc.property(fc.constantFrom(...patterns), fc.stringMatching(/^[0-9a-z]{1,8}$/), fc.boolean(), (pattern, id, slash) => {
        const address = addressOf(pattern, id) + (slash ? '/' : '')
        expect(crawlable(rules, address), address).toBe(false)
      }),
    )
    for (const address of OTHER_PRIVATE) expect(crawlable(rules, address), address).toBe(false)
  })

  it('lets crawlers into every public page that may be indexed', async () => {
    const rules = await disallowRules()
    const indexable = Object.values(PUBLIC_PAGES).filter((page) => page.indexable)
    fc.assert(
      fc.property(fc.constantFrom(...indexable), fc.integer({ min: 1, max: 1e9 }), (page, id) => {
        const address = page.path.replace(/:\w+/g, String(id))
        expect(crawlable(rules, address), address).toBe(true)
      }),
    )
  })
})

describe("the console's icon", () => {
  it('is named by its page and served', async () => {
    for (const page of ['/painel-admin', '/admin-login']) {
      const html = await (await fetch(`${app.url}${page}`)).text()
      const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
      expect(href, page).toBeDefined()
      const icon = await fetch(new URL(href!, `${app.url}${page}`))
      expect(icon.status).toBe(200)
      expect(icon.headers.get('content-type')).toMatch(/^image\//)
    }
  })
})
