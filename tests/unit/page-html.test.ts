/**
 * A public page is the app's template filled with the page's <head>, its bootstrap and its server
 * render (server/pages/html.ts, head.ts). Every one of them carries text people write: a job's
 * title and description, a shop's name and description, a barber's name and bio. Inserted as a
 * String.replace replacement, `$'`, `` $` ``, `$&` in that text expanded into copies of the page
 * (issue 36, item 1: `Barbeiro $' pleno` put the app inside <title>; a 5,000-character description
 * of `` $`$' `` gave a 339 MB page). For any text, the page has one doctype, one <title>, one
 * root, the text once escaped, and a size within the template's plus a constant times the text's.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Bootstrap } from '#domain/bootstrap'
import { BOOTSTRAP_ELEMENT_ID, serializeForScript } from '#domain/bootstrap'
import type { JobDetails } from '#domain/jobDetails'
import { publicPageAt } from '#domain/publicPages'
import type { Session } from '#domain/session'
import { appPageHead, pageHead, withHead, type HeadSource } from '#server/pages/head'
import { cutTemplate, fillTemplate, joinTemplate } from '#server/pages/html'
import { replaceMarker } from '#server/pages/marker'
import { renderAppPage } from '#server/pages/ssr'
import { publicPageQueries } from '#web/ssr'
import { awkwardText } from '../helpers/userTextArbitraries'

/** The app's template as the build starts from it: the same markers the renderer fills. */
const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8')
const BASE_URL = 'https://navalha.test'
const TIME_ZONE = 'America/Sao_Paulo'
const visitor: Session = { user: null, profile: null }

const userText = awkwardText({ maxLength: 5000 })

const count = (html: string, needle: string) => html.split(needle).length - 1
/** The one entity decoding the head's attribute escaping calls for. */
const unescapeOnce = (text: string) => text.replace(/&(amp|quot|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[name]!)
const contentOf = (html: string, name: string) => html.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)" />`))?.[1]

function expectOneWellFormedPage(html: string, head: ReturnType<typeof pageHead>, data: Bootstrap) {
  expect(count(html.toLowerCase(), '<!doctype')).toBe(1)
  expect(count(html, '<title>')).toBe(1)
  expect(count(html, '<div id="root">')).toBe(1)
  expect(count(html, '</head>')).toBe(1)
  expect(count(html, '</html>')).toBe(1)
  // The text escaped once: what the tags and the bootstrap hold reads back as the text itself.
  expect(unescapeOnce(html.match(/<title>([^<]*)<\/title>/)![1]!)).toBe(head.title)
  expect(unescapeOnce(contentOf(html, 'description')!)).toBe(head.description)
  expect(unescapeOnce(contentOf(html, 'og:title')!)).toBe(head.title)
  const bootstrap = html.match(new RegExp(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">([^<]*)</script>`))
  expect(JSON.parse(bootstrap![1]!).queries).toEqual(JSON.parse(JSON.stringify(data.queries)))
}

/**
 * A character of a text comes out as at most 6 (an entity, a JSON escape) in each of its handful of
 * places (<title> and its Open Graph and Twitter copies, the image's alt, JSON-LD, the bootstrap,
 * the body): measured at most 36 for `&` in a job's title.
 */
const PER_CHARACTER = 64

type JobTexts = { title: string; description: string; shopName: string; shopDescription: string }

function jobDetails(texts: JobTexts): JobDetails {
  const date = '2026-01-10T12:00:00.000Z'
  return {
    job: {
      id: 7,
      title: texts.title,
      description: texts.description,
      status: 'active',
      salary: 'R$ 3.000',
      payKind: null,
      payMin: null,
      payMax: null,
      payCommission: null,
      payNote: null,
      rent: null,
      schedule: null,
      contractType: null,
      experienceRequired: null,
      urgent: false,
      openings: 1,
      expiredAt: null,
      country: 'BR',
      createdAt: date,
      updatedAt: date,
      publishedAt: date,
      screeningQuestions: [],
    },
    shop: {
      id: 3,
      name: texts.shopName,
      city: 'São Paulo',
      state: 'SP',
      district: null,
      country: 'BR',
      address: null,
      description: texts.shopDescription,
      instagram: null,
      website: null,
      logoUrl: null,
      verified: false,
      rating: null,
    },
    viewer: null,
  }
}

/** /vagas/7 as the server writes it: the real head, the real server render of the app, the real filling. */
async function jobPage(texts: JobTexts) {
  const details = jobDetails(texts)
  const pathname = '/vagas/7'
  const prefill = [{ queryKey: publicPageQueries.job(publicPageAt(pathname)!).details.queryKey, data: details }]
  const body = await renderAppPage(new URL(pathname, BASE_URL), visitor, prefill, TIME_ZONE)
  expect(body).not.toBeNull()
  const head = pageHead(pathname, { kind: 'job', details }, BASE_URL)
  const data: Bootstrap = { session: visitor, queries: prefill, country: 'BR', timeZone: TIME_ZONE }
  return { html: fillTemplate(TEMPLATE, data, body, head).html, head, data }
}

/** A barber's or a shop's page: the real head and filling, the page's data in its bootstrap (its render is the browser's here). */
function profilePage(kind: 'barber' | 'shop', name: string, description: string) {
  const pathname = kind === 'barber' ? '/barbeiro/5' : '/barbearia/5'
  const source: HeadSource = {
    kind,
    id: 5,
    profile: { name, description, city: 'Lisboa', state: 'Lisboa', country: 'PT', imageUrl: null, rating: null, ratingCount: null },
  }
  const head = pageHead(pathname, source, BASE_URL)
  const data: Bootstrap = {
    session: visitor,
    queries: [{ queryKey: ['profile', kind, 5], data: { name, description } }],
    country: 'PT',
    timeZone: 'Europe/Lisbon',
  }
  return { html: fillTemplate(TEMPLATE, data, null, head).html, head, data }
}

const plain: JobTexts = { title: 'a', description: 'a', shopName: 'a', shopDescription: 'a' }
const textLength = (texts: string[]) => texts.reduce((sum, text) => sum + text.length, 0)

describe('a public page filled with any text people write', () => {
  it('a job page: one doctype, one <title>, the text escaped once, a bounded size', async () => {
    // The longest of the plain pages: an empty text can bring a default in its place.
    const baseline = Math.max(
      (await jobPage(plain)).html.length,
      (await jobPage({ title: '', description: '', shopName: '', shopDescription: '' })).html.length,
    )
    await fc.assert(
      fc.asyncProperty(fc.record({ title: userText, description: userText, shopName: userText, shopDescription: userText }), async (texts) => {
        const { html, head, data } = await jobPage(texts)
        expectOneWellFormedPage(html, head, data)
        expect(head.title).toContain(texts.title)
        expect(html.length).toBeLessThanOrEqual(baseline + PER_CHARACTER * textLength(Object.values(texts)))
      }),
      { numRuns: 60 },
    )
  })

  it.each(['barber', 'shop'] as const)('a %s page: one doctype, one <title>, the text escaped once, a bounded size', (kind) => {
    const baseline = Math.max(profilePage(kind, 'a', 'a').html.length, profilePage(kind, '', '').html.length)
    fc.assert(
      fc.property(userText, userText, (name, description) => {
        const { html, head, data } = profilePage(kind, name, description)
        expectOneWellFormedPage(html, head, data)
        expect(head.title).toContain(name)
        expect(html.length).toBeLessThanOrEqual(baseline + PER_CHARACTER * textLength([name, description]))
      }),
      { numRuns: 150 },
    )
  })

  it("a job titled `Barbeiro $' pleno` has that title", async () => {
    const { html } = await jobPage({ ...plain, title: "Barbeiro $' pleno" })
    expect(html).toContain("<title>Barbeiro $' pleno em São Paulo · Navalha</title>")
  })
})

/** The template filled marker by marker, as pages were made before it was cut once per start (decision 0060). */
function filledByMarkers(template: string, data: Bootstrap, body: string | null, head: ReturnType<typeof pageHead>) {
  const withTags = withHead(template, head, data.country === 'PT' ? 'pt_PT' : 'pt_BR')
  const bootstrap = `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeForScript({ ...data, ssr: body !== null })}</script>`
  return replaceMarker(replaceMarker(withTags, '<!--bootstrap-->', bootstrap), '<div id="root"></div>', `<div id="root">${body ?? ''}</div>`)
}

describe('the template cut once (decision 0060)', () => {
  it('gives every page the one the markers gave, whatever people write', () => {
    fc.assert(
      fc.property(userText, userText, fc.option(userText), fc.constantFrom<'BR' | 'PT'>('BR', 'PT'), (name, title, body, country) => {
        const session: Session = { user: { id: 1, email: 'a@b.test', name, roles: ['barber'] } as Session['user'], profile: null }
        const data: Bootstrap = { session, queries: [{ queryKey: ['visitor-country'], data: country }], country, timeZone: TIME_ZONE }
        for (const head of [appPageHead(), { ...appPageHead(), title, description: title }]) {
          expect(fillTemplate(TEMPLATE, data, body, head).html).toBe(filledByMarkers(TEMPLATE, data, body, head))
          expect(joinTemplate(cutTemplate(TEMPLATE, head, country === 'PT' ? 'pt_PT' : 'pt_BR'), data, body)).toBe(filledByMarkers(TEMPLATE, data, body, head))
        }
      }),
    )
  })

  it('refuses a template whose root comes before its bootstrap', () => {
    expect(() => cutTemplate(TEMPLATE.replace('<!--bootstrap-->', '').replace('</body>', '<!--bootstrap--></body>'), appPageHead(), 'pt_BR')).toThrow()
  })
})
