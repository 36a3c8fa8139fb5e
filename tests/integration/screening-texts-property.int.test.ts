import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOTSTRAP_ELEMENT_ID } from '#domain/bootstrap'
import { publicText } from '#infra/contactMasking'
import { createBarber, createShop } from '#server/seed/factories'
import { useMailSink, useTestApp } from '../helpers/app'
import { contactTextArb } from '../helpers/contactArbitraries'
import { awkwardText } from '../helpers/userTextArbitraries'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))

/**
 * Attacker's property (issue 40, decision 0061): whatever a shop writes into a screening question
 * and a barber into the message and a text answer (contacts around odd code points, `$'` `$&`
 * patterns, sizes at the limits), what the other side reads holds no contact the detector catches
 * alone, the JSON answers parse, and the job page's bootstrap data and JSON-LD stay well-formed.
 */
const scripts = (html: string, selector: RegExp) => [...html.matchAll(selector)].map((m) => m[1]!)

describe('property', () => {
  it('whatever is written into questions, message and answers: no contact shown, JSON and page well-formed', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia Propriedade' })
    const shopClient = await app.signedIn(shop)
    let n = 0
    let stored = 0
    await fc.assert(
      fc.asyncProperty(
        contactTextArb,
        awkwardText({ maxLength: 50 }),
        contactTextArb,
        awkwardText({ maxLength: 200 }),
        contactTextArb,
        awkwardText({ maxLength: 200 }),
        async (q, qExtra, msg, msgExtra, ans, ansExtra) => {
          const question = `${qExtra.trim()} ${q.text}`.trim().slice(0, 140)
          const created = await shopClient.post('/api/jobs', {
            title: 'Barbeiro propriedade',
            description: 'Procuramos barbeiro com experiência em navalhado e barba.',
            screeningQuestions: [
              { text: question, kind: 'text', required: true },
              { text: 'Pode aos sábados?', kind: 'yesno', required: false },
            ],
          })
          expect(created.status, created.text).toBe(201)
          const job = created.body.doc
          const barber = await createBarber(app.payload, { name: `Barbeiro P${n++}` })
          const client = await app.signedIn(barber)
          const message = `${msgExtra} ${msg.text}`.slice(0, 500)
          const answer = `${ansExtra} ${ans.text}`.slice(0, 300)
          const applied = await client.post('/api/applications', {
            job: job.id,
            message,
            answers: [
              { question: 0, answer },
              { question: 1, answer: true },
            ],
          })
          if (applied.status !== 201) {
            expect(applied.status, applied.text).toBe(400)
            return
          }
          stored++
          const read = await shopClient.get(`/api/applications/${applied.body.doc.id}?depth=0`)
          expect(read.status).toBe(200)
          const listed = await shopClient.get(`/api/applications?where[job][equals]=${job.id}&depth=1`)
          const details = await client.get(`/api/job-details/${job.id}`)
          // The shop wrote the question (it reads its own words); the barber wrote the message and answer.
          for (const [where, text] of [
            ['app', read.text],
            ['list', listed.text],
          ] as const) {
            for (const secret of [...msg.secrets, ...ans.secrets]) expect(text, `${where} ${secret}`).not.toContain(secret)
            expect(JSON.parse(text).originalText).toBeUndefined()
          }
          for (const secret of q.secrets) expect(details.text, `details ${secret}`).not.toContain(secret)
          for (const secret of q.secrets) expect(read.text.replace(/"originalText":"(?:[^"\\]|\\.)*"/g, ''), `app ${secret}`).not.toContain(secret)
          const doc = read.body
          for (const shown of [doc.message, doc.answers[0].answer, doc.answers[0].questionText, details.body.job.screeningQuestions[0].text]) {
            expect(publicText(shown), shown).toBe(shown)
          }
          const page = await fetch(`${app.url}/vaga/${job.id}`, { headers: { accept: 'text/html' } })
          const html = await page.text()
          expect(page.status).toBe(200)
          for (const secret of q.secrets) expect(html).not.toContain(secret)
          const boot = scripts(html, new RegExp(`<script id="${BOOTSTRAP_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`, 'g'))
          expect(boot).toHaveLength(1)
          JSON.parse(boot[0]!)
          for (const ld of scripts(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) JSON.parse(ld)
        },
      ),
      { numRuns: 12 },
    )
    // Most runs store (a refusal is a 400 the property also allows, but not every time).
    expect(stored).toBeGreaterThan(6)
  }, 300_000)
})
