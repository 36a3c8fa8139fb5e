/**
 * Plans are billing (issue 24, item 3; decision 0031). Editors word them: the name, the features,
 * the displayed price, the highlight and the order. What Stripe and the quotas read (Stripe's ids,
 * currency, country, audience, period, quota, being on sale) and creating or deleting a plan are
 * an admin's, with validation: an integer quota ≥ 0 or none, a period of 3, 6 or 12 months, a
 * positive whole number of cents. A plan someone pays for is archived, not deleted: it leaves
 * /planos and keeps counting for its subscribers. Every console change is in the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { planMessages } from '#domain/messages/billing'
import type { Plan } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { errorMessage, type ApiClient } from '../helpers/client'
import { createAccount, createBarber, type Account } from '#server/seed/factories'

const app = useTestApp()
let admin: Account, editor: Account
const as = {} as Record<'admin' | 'editor' | 'barber', ApiClient>

beforeAll(async () => {
  const [adminAccount, editorAccount, barber] = await Promise.all([
    createAccount(app.payload, 'admin'),
    createAccount(app.payload, 'editor'),
    createBarber(app.payload),
  ])
  admin = adminAccount
  editor = editorAccount
  as.admin = await app.signedIn(admin)
  as.editor = await app.signedIn(editor)
  as.barber = await app.signedIn(barber)
}, 120_000)

/** A plan of its own for each test: a country and audience whose six plans the content did not write. */
let next = 0
async function freshPlan(data: Partial<Plan> = {}): Promise<Plan> {
  const months = [3, 6, 12][next % 3]
  const country = 'BR'
  // The content already holds every (country, audience, months); a fresh one frees its slot first.
  const taken = await app.payload.find({
    collection: 'plans',
    where: { and: [{ country: { equals: country } }, { audience: { equals: 'barber' } }, { months: { equals: months } }] },
    depth: 0,
  })
  for (const plan of taken.docs) await app.payload.delete({ collection: 'plans', id: plan.id })
  next++
  return app.payload.create({
    collection: 'plans',
    data: { country, currency: 'BRL', audience: 'barber', name: `Plano ${next}`, months, priceCents: 4990, monthlyQuota: 8, ...data },
    depth: 0,
  })
}

const stored = (id: number) => app.payload.findByID({ collection: 'plans', id, depth: 0 })
const viaConsole = (client: ApiClient, plan: Plan, changes: Partial<Plan>) =>
  client.request('PUT', `/api/admin/plans/${plan.id}`, { json: { ...plan, ...changes } })

describe('editors', () => {
  it('change the name, features, displayed price, highlight and order, through REST and the console', async () => {
    const plan = await freshPlan()
    const rest = await as.editor.patch(`/api/plans/${plan.id}`, { name: 'Plano Renomeado', priceCents: 5990, features: [{ text: 'Destaque na busca' }] })
    expect(rest.status, rest.text).toBe(200)
    const consoleSave = await viaConsole(as.editor, await stored(plan.id), { highlight: true, sortOrder: 7 })
    expect(consoleSave.status, consoleSave.text).toBe(200)
    expect(await stored(plan.id)).toMatchObject({
      name: 'Plano Renomeado',
      priceCents: 5990,
      highlight: true,
      sortOrder: 7,
      features: [{ text: 'Destaque na busca' }],
    })
  })

  it.each([
    ['stripePriceId', 'price_outro'],
    ['stripeProductId', 'prod_outro'],
    ['currency', 'EUR'],
    ['country', 'PT'],
    ['audience', 'barbershop'],
    ['monthlyQuota', 100],
    ['months', 'another'],
    ['active', false],
  ])('never change %s: a 403 in Portuguese, through REST and the console', async (field, given) => {
    const plan = await freshPlan()
    const value = given === 'another' ? (plan.months === 6 ? 12 : 6) : given
    for (const send of [() => as.editor.patch(`/api/plans/${plan.id}`, { [field]: value }), () => viaConsole(as.editor, plan, { [field]: value })]) {
      const response = await send()
      expect(response.status, response.text).toBe(403)
      expect(errorMessage(response.body)).toBe(planMessages.adminOnly)
    }
    expect(await stored(plan.id)).toEqual(plan)
  })

  it('may send a billing field unchanged, as a form that echoes the record does', async () => {
    const plan = await freshPlan()
    const response = await as.editor.patch(`/api/plans/${plan.id}`, { name: 'Mesmo plano', currency: plan.currency, monthlyQuota: plan.monthlyQuota })
    expect(response.status, response.text).toBe(200)
  })

  it('neither create nor delete a plan', async () => {
    const plan = await freshPlan()
    expect((await as.editor.delete(`/api/plans/${plan.id}`)).status).toBe(403)
    expect((await as.editor.delete(`/api/admin/plans/${plan.id}`)).status).toBe(403)
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...copy } = plan
    expect((await as.editor.post('/api/plans', { ...copy, months: 3, country: 'PT', currency: 'EUR' })).status).toBe(403)
    expect(await stored(plan.id)).toEqual(plan)
  })
})

describe('admins', () => {
  it.each([
    ['monthlyQuota', 2.5, planMessages.quotaInvalid],
    ['monthlyQuota', -1, planMessages.quotaInvalid],
    ['months', 4, planMessages.monthsInvalid],
    ['months', 0, planMessages.monthsInvalid],
    ['months', 6.5, planMessages.monthsInvalid],
    ['priceCents', 0, planMessages.priceInvalid],
    ['priceCents', -100, planMessages.priceInvalid],
    ['priceCents', 49.9, planMessages.priceInvalid],
  ])('%s = %s is a 400 naming the field', async (field, value, message) => {
    const plan = await freshPlan()
    for (const send of [() => as.admin.patch(`/api/plans/${plan.id}`, { [field]: value }), () => viaConsole(as.admin, plan, { [field]: value })]) {
      const response = await send()
      expect(response.status, response.text).toBe(400)
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field, message }))
    }
    expect(await stored(plan.id)).toEqual(plan)
  })

  it('set an empty quota (unlimited), a whole one, Stripe ids and the period', async () => {
    const plan = await freshPlan()
    const response = await as.admin.patch(`/api/plans/${plan.id}`, { monthlyQuota: null, stripePriceId: 'price_novo' })
    expect(response.status, response.text).toBe(200)
    expect(await stored(plan.id)).toMatchObject({ monthlyQuota: null, stripePriceId: 'price_novo' })
    expect((await as.admin.patch(`/api/plans/${plan.id}`, { monthlyQuota: 0 })).status).toBe(200)
  })

  it('cannot delete a plan someone pays for: archived, it leaves /planos and still counts for its subscribers', async () => {
    const plan = await freshPlan({ monthlyQuota: 16 })
    const subscriber = await createBarber(app.payload)
    await app.payload.update({
      collection: 'users',
      id: subscriber.user.id,
      data: { subscriptionStatus: 'active', subscriptionPlan: plan.id, subscriptionEnd: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      depth: 0,
    })
    for (const remove of [() => as.admin.delete(`/api/plans/${plan.id}`), () => as.admin.delete(`/api/admin/plans/${plan.id}`)]) {
      const response = await remove()
      expect(response.status, response.text).toBe(409)
      expect(errorMessage(response.body)).toBe(planMessages.hasSubscribers)
    }
    expect(await stored(plan.id)).toBeTruthy()

    expect((await viaConsole(as.admin, plan, { active: false })).status).toBe(200)
    const onSale = await as.barber.get('/api/plans?where[active][equals]=true&sort=sortOrder&limit=50&depth=0')
    expect(onSale.body.docs.map((doc: Plan) => doc.id)).not.toContain(plan.id)
    const usage = await (await app.signedIn(subscriber)).get('/api/billing/usage')
    expect(usage.body).toMatchObject({ limit: 16 })
    const checkout = await as.barber.post('/api/billing/checkout', { plan: plan.id })
    expect(checkout.status).toBe(404)
  })

  it('delete a plan nobody pays for', async () => {
    const plan = await freshPlan()
    expect((await as.admin.delete(`/api/admin/plans/${plan.id}`)).status).toBe(200)
    expect(await app.payload.findByID({ collection: 'plans', id: plan.id, depth: 0, disableErrors: true })).toBeNull()
  })
})

describe('the audit log', () => {
  it('has every console change to a plan, by editors and admins, with before and after', async () => {
    const plan = await freshPlan()
    await viaConsole(as.editor, plan, { name: 'Plano Auditado', priceCents: 6990 })
    await viaConsole(as.admin, await stored(plan.id), { monthlyQuota: 20 })
    await as.admin.delete(`/api/admin/plans/${plan.id}`)
    const { docs } = await app.payload.find({
      collection: 'admin-audit-log',
      where: { and: [{ resource: { equals: 'plans' } }, { recordId: { equals: String(plan.id) } }] },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }))).toMatchObject([
      { action: 'update', actorEmail: editor.email, before: { name: plan.name, priceCents: 4990 }, after: { name: 'Plano Auditado', priceCents: 6990 } },
      { action: 'update', actorEmail: admin.email, before: { monthlyQuota: 8 }, after: { monthlyQuota: 20 } },
      { action: 'delete', actorEmail: admin.email, before: { id: plan.id, name: 'Plano Auditado' }, after: null },
    ])
  })
})
