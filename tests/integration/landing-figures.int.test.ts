/**
 * The landing's figures (issue 24, item 18; decision 0033): live counts from the database by
 * default, rounded down to honest steps, kept by each instance until a write and so fresh on the next
 * request; the spec's placeholders stored by earlier versions become live counts too.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FIGURES } from '#domain/landingFigures'
import { useTestApp } from '../helpers/app'
import { createShop, type ShopAccount } from '#server/seed/factories'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()

/** The figures of "/" as its server-rendered HTML shows them, label and value. */
async function figuresOnLanding(): Promise<[string, string][]> {
  const html = await (await fetch(`${app.url}/`, { headers: { accept: 'text/html', 'accept-language': 'pt-BR' } })).text()
  const section = html.slice(html.indexOf('id="numeros-titulo"'))
  return [...section.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((match) => [match[1]!, match[2]!])
}

describe('the landing figures', () => {
  let shops: ShopAccount[] = []

  it('show live counts rounded down to honest steps, leaving out what is zero, and no placeholder', async () => {
    expect(await figuresOnLanding()).toEqual([['países: Brasil e Portugal', '2']])
    shops = []
    for (let i = 0; i < 12; i++) shops.push(await createShop(app.payload, { name: `Barbearia Número ${i + 1}` }))
    const figures = await figuresOnLanding()
    expect(figures).toEqual([
      ['barbearias cadastradas', '10+'],
      ['países: Brasil e Portugal', '2'],
    ])
    expect(JSON.stringify(figures)).not.toMatch(/500\+|2\.000\+|1\.200\+|3,5x/)
  })

  it('follow a count that drops on the very next request', async () => {
    for (const shop of shops.slice(0, 3)) await app.payload.delete({ collection: 'barbershops', id: shop.shop.id })
    expect((await figuresOnLanding())[0]).toEqual(['barbearias cadastradas', '9'])
  })

  it("replace the spec's stored placeholders with live counts, keeping what editors wrote", async () => {
    const placeholders = [
      ['barbearias ativas', '500+'],
      ['barbeiros', '2.000+'],
      ['vagas por mês', '1.200+'],
      ['avaliação média', '4,8'],
      ['anos no mercado', '2+'],
      ['pessoas na equipe', '20+'],
      ['ROI médio dos clientes', '3,5x'],
      ['clientes atendidos', '10 mil'],
    ].map(([label, value]) => ({ label: label!, mode: 'fixed' as const, value }))
    const landing = await app.payload.findGlobal({ slug: 'landing', depth: 0 })
    await app.payload.updateGlobal({ slug: 'landing', data: { stats: { ...landing.stats, figures: placeholders } }, depth: 0 })

    const { up } = await import('#migrations/20261127_170000_live_landing_figures')
    await up({ db: app.payload.db.drizzle, payload: app.payload } as never)

    const figures = (await app.payload.findGlobal({ slug: 'landing', depth: 0 })).stats.figures!
    expect(figures.map(({ label, mode, value, liveSource }) => ({ label, mode, value: value ?? undefined, liveSource: liveSource ?? undefined }))).toEqual([
      ...DEFAULT_FIGURES.slice(0, 4).map(({ label, mode, liveSource }) => ({ label, mode, value: undefined, liveSource })),
      { label: 'clientes atendidos', mode: 'fixed', value: '10 mil', liveSource: undefined },
      { label: 'países: Brasil e Portugal', mode: 'fixed', value: '2', liveSource: undefined },
    ])
  })
})
