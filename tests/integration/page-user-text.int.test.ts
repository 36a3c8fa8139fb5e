/**
 * Text people write, through the real server (issue 36, item 1): a job titled `Barbeiro $' pleno`
 * rendered the app inside <title>, and `` $`$' `` repeated in a description, a shop's description or
 * a barber's name expanded into copies of the page, hundreds of megabytes, then a 500. Every such
 * page answers 200 with one doctype, one <title> holding the text, its data once in the bootstrap,
 * and a size within the plain page's plus a small constant times the text's. Its Open Graph image,
 * with a title holding U+FFFF or any character XML refuses, is a PNG.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOTSTRAP_ELEMENT_ID } from '#domain/bootstrap'
import { BIO_MAX } from '#domain/profiles'
import { JOB_DESCRIPTION_MAX, JOB_TITLE_MAX } from '#domain/jobs'
import type { Job } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { awkwardText } from '../helpers/userTextArbitraries'
import { createBarber, createJob, createShop, type ShopAccount } from '#server/seed/factories'

// The pages are filled into the built app's templates: build it first when missing or stale.
beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()
let shop: ShopAccount
let job: Job

beforeAll(async () => {
  shop = await createShop(app.payload, { name: 'Barbearia Cifrão' })
  job = await createJob(app.payload, shop.shop, { title: 'Barbeiro', description: 'Procuramos barbeiro com experiência.' })
}, 120_000)

const PER_CHARACTER = 64
const count = (html: string, needle: string) => html.split(needle).length - 1
const unescapeOnce = (text: string) => text.replace(/&(amp|quot|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[name]!)

/** A page as a visitor's browser asks for it, checked for the shape every page has. */
async function visit(path: string) {
  const response = await fetch(app.url + path, { headers: { accept: 'text/html', 'accept-language': 'pt-BR' } })
  const html = await response.text()
  expect(response.status).toBe(200)
  expect(count(html.toLowerCase(), '<!doctype')).toBe(1)
  expect(count(html, '<title>')).toBe(1)
  expect(count(html, '<div id="root">')).toBe(1)
  expect(count(html, '</html>')).toBe(1)
  const script = html.match(new RegExp(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">([^<]*)</script>`))
  return { html, title: unescapeOnce(html.match(/<title>([^<]*)<\/title>/)![1]!), bootstrap: JSON.parse(script![1]!) as { queries: { data: unknown }[] } }
}

const storedJob = () => app.payload.findByID({ collection: 'jobs', id: job.id, depth: 0 })

describe('a job, a shop and a barber whose texts hold replacement patterns', () => {
  it("a job titled `Barbeiro $' pleno` has that <title>", async () => {
    await app.payload.update({ collection: 'jobs', id: job.id, data: { title: "Barbeiro $' pleno" }, depth: 0 })
    const page = await visit(`/vagas/${job.id}`)
    expect(page.title).toBe("Barbeiro $' pleno em Rio de Janeiro · Navalha")
    expect(page.html).toContain("<title>Barbeiro $' pleno em Rio de Janeiro · Navalha</title>")
  })

  it('any title and description: one page, the text once, a bounded size', async () => {
    await app.payload.update({ collection: 'jobs', id: job.id, data: { title: 'Barbeiro', description: 'Procuramos barbeiro com experiência.' }, depth: 0 })
    const plain = (await visit(`/vagas/${job.id}`)).html.length
    await fc.assert(
      fc.asyncProperty(awkwardText({ maxLength: JOB_TITLE_MAX - 10 }), awkwardText({ maxLength: JOB_DESCRIPTION_MAX - 30 }), async (title, description) => {
        // A word first: the title and the description have a minimum length once normalised.
        await app.payload.update({
          collection: 'jobs',
          id: job.id,
          data: { title: `Barbeiro ${title}`, description: `Procuramos barbeiro: ${description}` },
          depth: 0,
        })
        const stored = await storedJob()
        const page = await visit(`/vagas/${job.id}`)
        expect(page.title).toBe(`${stored.title} em Rio de Janeiro · Navalha`)
        expect(page.bootstrap.queries).toContainEqual(
          expect.objectContaining({
            data: expect.objectContaining({ job: expect.objectContaining({ title: stored.title, description: stored.description }) }),
          }),
        )
        expect(page.html.length).toBeLessThanOrEqual(plain + PER_CHARACTER * (stored.title.length + stored.description.length))
      }),
      { numRuns: 12 },
    )
  })

  it("`` $`$' `` to the length limit in a shop's description and a barber's name and bio", async () => {
    const pattern = (length: number) => "$`$'".repeat(length / 4)
    await app.payload.update({ collection: 'barbershops', id: shop.shop.id, data: { description: pattern(2000) }, depth: 0 })
    const shopPage = await visit(`/barbearia/${shop.shop.id}`)
    expect(shopPage.html.length).toBeLessThan(200_000)

    const barber = await createBarber(app.payload, { name: `Zé ${pattern(112)}`, profile: { bio: pattern(BIO_MAX) } })
    const barberPage = await visit(`/barbeiro/${barber.barber.id}`)
    expect(barberPage.title).toBe(`Zé ${pattern(112)} · Barbeiro em São Paulo · Navalha`)
    expect(barberPage.html.length).toBeLessThan(200_000)

    await app.payload.update({
      collection: 'jobs',
      id: job.id,
      data: { title: `Barbeiro ${pattern(100)}`, description: pattern(JOB_DESCRIPTION_MAX) },
      depth: 0,
    })
    expect((await visit(`/vagas/${job.id}`)).html.length).toBeLessThan(300_000)
  })
})

describe('the Open Graph image of any title', () => {
  it('is a PNG, U+FFFF and every other character XML refuses included', async () => {
    const barber = await createBarber(app.payload, { name: 'Barbeiro Imagem' })
    await fc.assert(
      fc.asyncProperty(awkwardText({ maxLength: JOB_TITLE_MAX - 10 }), awkwardText({ maxLength: 100 }), async (title, name) => {
        await app.payload.update({ collection: 'jobs', id: job.id, data: { title: `Barbeiro ${title}\uFFFF` }, depth: 0 })
        await app.payload.update({ collection: 'barbershops', id: shop.shop.id, data: { name: `Barbearia ${name}\uFFFE` }, depth: 0 })
        await app.payload.update({ collection: 'barbers', id: barber.barber.id, data: { name: `Zé ${name}\u{1FFFF}` }, depth: 0 })
        for (const path of [`/og/vaga/${job.id}.png`, `/og/barbearia/${shop.shop.id}.png`, `/og/barbeiro/${barber.barber.id}.png`]) {
          const response = await fetch(app.url + path)
          expect(response.status, path).toBe(200)
          expect(response.headers.get('content-type')).toBe('image/png')
          expect(Buffer.from(await response.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        }
      }),
      { numRuns: 8 },
    )
  })
})
