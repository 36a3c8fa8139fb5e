/**
 * Who may filter and sort by what (issue 24, item 1; decision 0031). A filter leaks the value of
 * the field it names, shown or not: a visitor filtered barbers by `user.sessions.id` and learnt
 * who is signed in, since when and pieces of session ids. Every field path of every collection,
 * direct, one relationship and two relationships deep, is judged as each role (visitor, barber,
 * shop, editor, admin), in process against the real config; a generated sample of them goes over
 * HTTP to Payload's REST API and to the console's facade, alone and inside and/or trees, and must
 * be judged the same way there.
 *
 * What the test knows without reading the allow-list: nobody filters by a field no role may read
 * or that Payload hides (session ids, tokens), nobody crosses two relationships, and no one but an
 * admin reaches a field of an account through another collection or a field with its own read
 * rule (documents, phones, moderation notes). Which of the remaining public paths a visitor gets
 * is the allow-list's choice (server/http/queryPaths.ts); the paths the apps use must stay open.
 */
import fc from 'fast-check'
import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { stringify } from 'qs-esm'
import { beforeAll, describe, expect, it } from 'vitest'
import { genericMessages } from '#domain/messages/common'
import { whereProblem, sortProblem } from '#server/http/listQuery'
import { CONSOLE_COLLECTIONS } from '#server/console/resources'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { everyPath, isHop, listedCollections, type WalkedPath } from '../helpers/queryGrammar'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

const RUNS = Number(process.env.QUERY_PATHS_RUNS ?? 300)

const app = useTestApp()

const ROLES = ['visitor', 'barber', 'shop', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
const ROLE_USERS: Record<Role, { id: number; roles: string[]; collection: 'users' } | null> = {
  visitor: null,
  barber: { id: 1, roles: ['barber'], collection: 'users' },
  shop: { id: 2, roles: ['barbershop'], collection: 'users' },
  editor: { id: 3, roles: ['editor'], collection: 'users' },
  admin: { id: 4, roles: ['admin'], collection: 'users' },
}
const clients = {} as Record<Role, ApiClient>

beforeAll(async () => {
  const [barber, shop, editor, admin] = await Promise.all([
    createBarber(app.payload, { name: 'Barbeiro Filtro' }),
    createShop(app.payload, { name: 'Barbearia Filtro' }),
    createAccount(app.payload, 'editor'),
    createAccount(app.payload, 'admin'),
  ])
  const job = await createJob(app.payload, shop.shop, { title: 'Vaga dos filtros' })
  await createApplication(app.payload, job, barber.barber)
  clients.visitor = new ApiClient(app.url)
  for (const [role, account] of [
    ['barber', barber],
    ['shop', shop],
    ['editor', editor],
    ['admin', admin],
  ] as const) {
    clients[role] = new ApiClient(app.url)
    await clients[role].login(account.email, account.password)
  }
}, 120_000)

const FILTERABLE_TYPES = new Set(['text', 'textarea', 'email', 'code', 'number', 'date', 'checkbox', 'select', 'radio', 'relationship', 'upload'])

const isList = (field: FlattenedField) => 'hasMany' in field && Boolean(field.hasMany)

/** A path ending in `relationship.id` names the relationship's own column. */
const crossings = (walked: WalkedPath) =>
  walked.steps.filter((step, index) => step.field && isHop(step.field) && !isList(step.field) && walked.steps[index + 1]?.field !== undefined).length

/** The field a path ends on, or 'id'; undefined when the path goes on past something that is not a relationship, group or array. */
function lastField(walked: WalkedPath): FlattenedField | 'id' {
  const last = walked.steps.at(-1)!
  if (last.field) return last.field
  const before = walked.steps.at(-2)?.field
  return before && isHop(before) ? before : 'id'
}

const canFilter = (walked: WalkedPath) => {
  const field = lastField(walked)
  if (field === 'id') return true
  if (!FILTERABLE_TYPES.has(field.type)) return false
  // Computed when read (users' accountStatus): no column to filter by.
  if ('virtual' in field && field.virtual === true) return false
  if ((field.type === 'relationship' || field.type === 'upload') && typeof (field as { relationTo: unknown }).relationTo !== 'string') return false
  // A path may go on only through a relationship (not a list of them), a group or an array.
  return walked.steps.slice(0, -1).every(({ field: on }) => on && ((isHop(on) && !isList(on)) || on.type === 'group' || on.type === 'array'))
}

const canSort = (walked: WalkedPath) => canFilter(walked) && (lastField(walked) === 'id' || !isList(lastField(walked) as FlattenedField))

type FieldRead = (args: { req: { user: unknown } }) => unknown

/** What the test knows must be refused to this role, whatever the allow-list says. */
function mustRefuse(role: Role, collection: string, walked: WalkedPath): string | undefined {
  if (crossings(walked) > 1) return 'atravessa duas relações'
  for (const { collection: owner, field } of walked.steps) {
    if (!field) continue
    if ('hidden' in field && field.hidden) return `campo oculto ${field.name}`
    const read = 'access' in field ? (field.access?.read as FieldRead | undefined) : undefined
    // No document at hand: a rule that does not say yes to an admin without one keeps its field to itself.
    if (read && !read({ req: { user: ROLE_USERS.admin } })) return `campo que ninguém lê: ${field.name}`
    if (role === 'admin') continue
    if (read) return `campo com regra de leitura própria: ${owner}.${field.name}`
    if (owner === 'users' && collection !== 'users') return `campo de conta: ${field.name}`
  }
  return undefined
}

const verdict = (problem: string | undefined) => (problem ? 'refused' : 'accepted')

function judged(config: SanitizedConfig, collection: SanitizedCollectionConfig, role: Role, walked: WalkedPath) {
  const user = ROLE_USERS[role]
  return {
    where: whereProblem(config, collection, { [walked.path]: { exists: 'true' } }, user),
    sort: sortProblem(config, collection, `-${walked.path}`, user),
  }
}

/** Every collection a client may list with every path up to two relationships deep. */
function allPaths(config: SanitizedConfig) {
  return listedCollections(config).flatMap((collection) => everyPath(config, collection, 2).map((walked) => ({ collection, walked })))
}

describe('the paths a role may filter and sort by', () => {
  it('nobody reaches a private field, an account through another collection or two relationships deep; the rest stays usable', () => {
    const config = app.payload.config
    const paths = allPaths(config)
    expect(paths.length).toBeGreaterThan(1000)
    const accepted: Record<Role, number> = { visitor: 0, barber: 0, shop: 0, editor: 0, admin: 0 }
    for (const { collection, walked } of paths) {
      for (const role of ROLES) {
        const { where, sort } = judged(config, collection, role, walked)
        const label = `${role}: ${collection.slug} ${walked.path}`
        const reason = mustRefuse(role, collection.slug, walked)
        if (reason || !canFilter(walked)) {
          expect(where, `${label} (${reason ?? 'não filtrável'})`).toBe(genericMessages.fieldNotQueryable(walked.path))
          expect(sort, `${label} (${reason ?? 'não filtrável'})`).toBe(genericMessages.fieldNotQueryable(walked.path))
          continue
        }
        if (role === 'admin') expect(where, label).toBeUndefined()
        // Sorting follows filtering: a path is either open for both or for neither (lists cannot be sorted).
        expect(sort, label).toBe(where === undefined && !canSort(walked) ? genericMessages.fieldNotQueryable(walked.path) : where)
        if (where === undefined) accepted[role]++
      }
    }
    // Signed-in roles filter by what visitors filter by (what they read more are their own rows, found by id); admins much more.
    expect(accepted.visitor).toBeGreaterThan(100)
    expect(accepted.barber).toBe(accepted.visitor)
    expect(accepted.shop).toBe(accepted.barber)
    expect(accepted.editor).toBe(accepted.barber)
    expect(accepted.admin).toBeGreaterThan(accepted.barber * 2)
  })

  it.each([
    ['barbers', 'user.sessions.id', 'exists', 'true'],
    ['barbers', 'user.sessions.createdAt', 'greater_than', '2000-01-01'],
    ['barbers', 'user.sessions.id', 'like', 'a'],
    ['barbershops', 'user.sessions.id', 'exists', 'true'],
    ['barbershops', 'user.sessions.expiresAt', 'greater_than', '2000-01-01'],
    ['barbershops', 'user.email', 'like', 'a'],
    ['barbers', 'user.name', 'like', 'a'],
    ['jobs', 'shopUser.email', 'like', 'teste'],
    ['applications', 'barberUser.phone', 'exists', 'true'],
    ['users', 'sessions.id', 'exists', 'true'],
    ['barbers', 'cpf', 'like', '1'],
    ['messages', 'originalBody', 'like', 'whats'],
  ])('/api/%s?where[%s][%s]: 400 in Portuguese for every role that is not an admin', async (slug, path, operator, value) => {
    for (const role of ROLES) {
      const response = await clients[role].get(`/api/${slug}?${stringify({ where: { [path]: { [operator]: value } } })}`)
      if (role === 'admin' && !path.includes('sessions')) {
        expect(response.status, role).toBeLessThan(400)
        continue
      }
      expect(response.status, role).toBe(400)
      expect(response.body.errors[0].message, role).toBe(genericMessages.fieldNotQueryable(path))
      const sorted = await clients[role].get(`/api/${slug}?sort=${path}`)
      expect(sorted.status, `${role} sort`).toBe(400)
    }
  })

  it('the paths the web app and the console use still answer', async () => {
    const uses: [Role, string][] = [
      ['visitor', '/api/plans?where[active][equals]=true&sort=sortOrder&limit=50&depth=0'],
      ['visitor', '/api/faqs?where[published][equals]=true&sort=sortOrder&limit=100&depth=0'],
      ['barber', '/api/applications?where[job][equals]=1&where[status][equals]=pending&sort=-createdAt'],
      ['barber', '/api/applications?where[barberUser][equals]=1&sort=-createdAt'],
      ['shop', '/api/applications?where[shopUser][equals]=2&sort=-createdAt&where[job.id][in]=1,2'],
      ['barber', '/api/saved-jobs?where[job][equals]=1&depth=0&limit=1'],
      ['barber', '/api/support-tickets?where[user][equals]=1&sort=-createdAt'],
      ['shop', '/api/reviews?where[author][equals]=2&depth=0&limit=100&sort=-createdAt'],
      ['visitor', '/api/jobs?where[barbershop.city][equals]=Rio%20de%20Janeiro&sort=-barbershop.name'],
      ['admin', '/api/admin/users?sort=["createdAt","DESC"]&filter={"q":"conta","roles":["admin"]}'],
      ['admin', '/api/admin/barbers?sort=["name","ASC"]&filter={"verified":true}'],
      ['admin', '/api/admin/audit-log?sort=["createdAt","DESC"]&filter={"action":"delete"}'],
      ['editor', '/api/admin/plans?sort=["priceCents","ASC"]&filter={"country":"BR"}'],
      ['editor', '/api/admin/faqs?sort=["sortOrder","ASC"]&filter={"q":"plano"}'],
    ]
    for (const [role, path] of uses) expect((await clients[role].get(path)).status, `${role} ${path}`).toBe(200)
  })
})

/** The console's name for a collection, when it has one. */
const consoleResource = (slug: string) => Object.entries(CONSOLE_COLLECTIONS).find(([, resource]) => resource.slug === slug)?.[0]

const mayOpenConsole = (role: Role, slug: string) =>
  role === 'admin' || (role === 'editor' && Object.values(CONSOLE_COLLECTIONS).some((resource) => resource.slug === slug && resource.audience === 'staff'))

describe('over HTTP, REST and the console judge a path as the allow-list does', () => {
  it(`${RUNS} generated paths and where trees, as every role`, async () => {
    const config = app.payload.config
    const byCollection = new Map<string, { collection: SanitizedCollectionConfig; walked: WalkedPath }[]>()
    for (const entry of allPaths(config)) byCollection.set(entry.collection.slug, [...(byCollection.get(entry.collection.slug) ?? []), entry])
    const target = fc.constantFrom(...byCollection.keys()).chain((slug) => fc.constantFrom(...byCollection.get(slug)!))
    const sample = fc.record({
      role: fc.constantFrom(...ROLES),
      targets: fc.array(target, { minLength: 1, maxLength: 3 }).filter((items) => new Set(items.map((item) => item.collection.slug)).size === 1),
      join: fc.constantFrom('and', 'or'),
    })
    await fc.assert(
      fc.asyncProperty(sample, async ({ role, targets, join }) => {
        const collection = targets[0].collection
        const problems = targets.map(({ walked }) => judged(config, collection, role, walked))
        const where = { [join]: targets.map(({ walked }) => ({ [walked.path]: { exists: 'true' } })) }
        const anyRefused = problems.some((problem) => problem.where)
        const label = `${role}: ${collection.slug} ${targets.map(({ walked }) => walked.path).join(` ${join} `)}`

        const listed = await clients[role].get(`/api/${collection.slug}?${stringify({ where })}`)
        expect(listed.status, label).toBeLessThan(500)
        expect(listed.status === 400 ? 'refused' : 'accepted', label).toBe(anyRefused ? 'refused' : 'accepted')
        const counted = await clients[role].get(`/api/${collection.slug}/count?${stringify({ where })}`)
        expect(counted.status === 400 ? 'refused' : 'accepted', `${label} (count)`).toBe(anyRefused ? 'refused' : 'accepted')
        const [first] = targets
        const sorted = await clients[role].get(`/api/${collection.slug}?sort=-${first.walked.path}`)
        expect(sorted.status === 400 ? 'refused' : 'accepted', `${label} (sort)`).toBe(verdict(problems[0].sort))

        const resource = consoleResource(collection.slug)
        if (resource && mayOpenConsole(role, collection.slug)) {
          const filter = encodeURIComponent(JSON.stringify({ [first.walked.path]: null }))
          const viaConsole = await clients[role].get(`/api/admin/${resource}?filter=${filter}`)
          expect(viaConsole.status, `${label} (console)`).toBeLessThan(500)
          expect(viaConsole.status === 400 ? 'refused' : 'accepted', `${label} (console)`).toBe(verdict(problems[0].where))
          const consoleSort = await clients[role].get(`/api/admin/${resource}?sort=${encodeURIComponent(JSON.stringify([first.walked.path, 'DESC']))}`)
          expect(consoleSort.status === 400 ? 'refused' : 'accepted', `${label} (console sort)`).toBe(verdict(problems[0].sort))
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.QUERY_PATHS_SEED ?? 24) },
    )
  }, 300_000)
})
