import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'

const app = useTestApp()

describe('boot', () => {
  it('answers health only after a database round-trip', async () => {
    const response = await new ApiClient(app.url).get('/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('applies the committed migrations and seeds the product content', async () => {
    const plans = await app.payload.find({ collection: 'plans', pagination: false, depth: 0 })
    // Three periods per role in each country: reais in Brazil, euros in Portugal.
    expect(plans.docs.map((plan) => `${plan.country} ${plan.currency} ${plan.audience} ${plan.months}`).sort()).toEqual(
      ['BR BRL', 'PT EUR'].flatMap((money) => ['barber', 'barbershop'].flatMap((audience) => [12, 3, 6].map((months) => `${money} ${audience} ${months}`))),
    )
    const landing = await app.payload.findGlobal({ slug: 'landing' })
    expect(landing.hero.title).toBeTruthy()
  })

  it('has a committed migration for every schema change in the collections', async () => {
    type DrizzleKit = { generateDrizzleJson: (schema: unknown) => Promise<unknown>; generateMigration: (before: unknown, after: unknown) => Promise<string[]> }
    const db = app.payload.db as unknown as { schema: unknown; requireDrizzleKit: () => DrizzleKit }
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const folder = path.resolve(import.meta.dirname, '../../migrations')
    const latest = readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .at(-1)!
    const committed = JSON.parse(readFileSync(path.join(folder, latest), 'utf8'))
    const pending = await generateMigration(committed, await generateDrizzleJson(db.schema))
    expect(pending, 'run `npm run migrate:create -- <name>` and commit the result').toEqual([])
  })

  it('does not seed demo data into a configured database', async () => {
    const users = await app.payload.count({ collection: 'users' })
    expect(users.totalDocs).toBe(0)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new ApiClient(app.url).get('/api/nao-existe')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/json/)
  })
})
