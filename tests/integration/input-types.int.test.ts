/**
 * Values of the wrong JSON type, on every write: every field of every collection and of the
 * landing page, through Payload's REST API (create, update, bulk update), the console's facade
 * and our own routes, as every role. Each is refused with 400 naming the field, never a 500, and
 * nothing is stored: before, `{"phone": true}` was stored as "true", an object in `salary` as
 * "[object Object]", and the profile could never be saved again.
 */
import fc from 'fast-check'
import type { Field, FlattenedField } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '#server/seed/demo'
import { useTestApp } from '../helpers/app'
import { ApiClient, type ApiResponse } from '../helpers/client'
import { createAccount, createBarber, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'
import { createChatPair, openConversation, type ChatPair } from '../helpers/chat'

const app = useTestApp()

const ROLES = ['anonymous', 'barber', 'barbershop', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
const as = {} as Record<Role, ApiClient>
let barber: BarberAccount, shop: ShopAccount
let pair: ChatPair, conversation: number

beforeAll(async () => {
  await seedDemoData(app.payload, { log: () => {} })
  let editor, admin
  ;[barber, shop, editor, admin] = await Promise.all([
    createBarber(app.payload),
    createShop(app.payload),
    createAccount(app.payload, 'editor'),
    createAccount(app.payload, 'admin'),
  ])
  // The demo writes no audit entry; the console's update of one needs a row to reach.
  await app.payload.create({
    collection: 'admin-audit-log',
    data: { actor: admin.user.id, actorEmail: admin.email, action: 'verify', resource: 'users', recordId: String(admin.user.id) },
    overrideAccess: true,
  })
  pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
  conversation = await openConversation(pair)
  as.anonymous = new ApiClient(app.url)
  for (const [role, account] of [
    ['barber', barber],
    ['barbershop', shop],
    ['editor', editor],
    ['admin', admin],
  ] as const) {
    as[role] = new ApiClient(app.url)
    await as[role].login(account.email, account.password)
  }
}, 180_000)

/** What JSON a field takes, as a client writes it. */
type Kind = 'text' | 'texts' | 'number' | 'numbers' | 'boolean' | 'id' | 'ids' | 'rows' | 'object'

function kindOf(field: Field | FlattenedField): Kind | undefined {
  const many = 'hasMany' in field && field.hasMany === true
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'select':
    case 'radio':
      return many ? 'texts' : 'text'
    case 'date':
      return 'text'
    case 'number':
      return many ? 'numbers' : 'number'
    case 'checkbox':
      return 'boolean'
    case 'relationship':
    case 'upload':
      return many ? 'ids' : 'id'
    case 'array':
    case 'blocks':
      return 'rows'
    case 'group':
    case 'richText':
      return 'object'
    default:
      return undefined
  }
}

const smallJson = fc.jsonValue({ maxDepth: 1 }).filter((value) => value !== null)
const anArray = fc.array(smallJson, { maxLength: 3 })
const anObject = fc
  .dictionary(fc.string({ minLength: 1, maxLength: 6 }), smallJson, { maxKeys: 3 })
  .filter((value) => !('id' in value) && !('relationTo' in value))
const aNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
const aString = fc.string({ maxLength: 12 })

/** Values of every JSON type but the field's own (null aside: it clears a value). */
const WRONG: Record<Kind, fc.Arbitrary<unknown>> = {
  text: fc.oneof(aNumber, fc.boolean(), anArray, anObject),
  number: fc.oneof(aString, fc.boolean(), anArray, anObject),
  boolean: fc.oneof(aNumber, aString, anArray, anObject),
  id: fc.oneof(fc.boolean(), anArray, anObject),
  object: fc.oneof(aNumber, aString, fc.boolean(), anArray),
  texts: fc.oneof(aString, aNumber, fc.boolean(), anObject, fc.array(fc.oneof(aNumber, fc.boolean(), anArray, anObject), { minLength: 1, maxLength: 3 })),
  numbers: fc.oneof(aString, aNumber, fc.boolean(), anObject, fc.array(fc.oneof(aString, fc.boolean(), anArray, anObject), { minLength: 1, maxLength: 3 })),
  ids: fc.oneof(fc.boolean(), anObject, aNumber, fc.array(fc.oneof(fc.boolean(), anArray, anObject), { minLength: 1, maxLength: 3 })),
  rows: fc.oneof(aString, aNumber, fc.boolean(), anObject, fc.array(fc.oneof(aString, aNumber, fc.boolean(), anArray), { minLength: 1, maxLength: 3 })),
}

/** A data field a client may send: its path, its kind and the body that puts `value` there. */
type Target = { path: string; kind: Kind; body: (value: unknown) => Record<string, unknown> }

/** Set by the server alone and dropped from what clients send (server/rest/routes.ts). */
const DROPPED = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt'])
/** A stored file's identity: Payload drops it from what clients send to an upload collection (its sanitizeUploadData). */
const UPLOAD_IDENTITY = new Set(['filename', 'sizes', 'url', '_objectKey', 'prefix'])

/** Every named data field, and one level into groups and the rows of arrays. */
function targetsOf(fields: Field[], { upload = false } = {}): Target[] {
  const targets: Target[] = []
  const named = (list: Field[]): (Field & { name: string })[] =>
    list.flatMap((field) =>
      'name' in field && field.name
        ? [field as Field & { name: string }]
        : field.type === 'tabs'
          ? field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : named(tab.fields)))
          : 'fields' in field
            ? named(field.fields)
            : [],
    )
  for (const field of named(fields)) {
    if (DROPPED.has(field.name) || (upload && UPLOAD_IDENTITY.has(field.name))) continue
    const kind = kindOf(field)
    if (!kind) continue
    targets.push({ path: field.name, kind, body: (value) => ({ [field.name]: value }) })
    if (field.type === 'group' || field.type === 'array') {
      for (const inner of named(field.fields)) {
        const innerKind = kindOf(inner)
        if (!innerKind || inner.name === 'id') continue
        targets.push(
          field.type === 'group'
            ? { path: `${field.name}.${inner.name}`, kind: innerKind, body: (value) => ({ [field.name]: { [inner.name]: value } }) }
            : { path: `${field.name}.0.${inner.name}`, kind: innerKind, body: (value) => ({ [field.name]: [{ [inner.name]: value }] }) },
        )
      }
    }
  }
  return targets
}

const namesField = (response: ApiResponse, path: string) =>
  Array.isArray(response.body?.errors) && response.body.errors.some((error: { field?: string }) => error.field === path || error.field?.startsWith(`${path}.`))

type Write = { label: string; role: Role; method: string; path: string }

/** Refused with 400 naming the field; the document or the collection unchanged. */
async function expectRefused(write: Write, target: Target, value: unknown, stored: () => Promise<unknown>) {
  const before = await stored()
  const response = await as[write.role].request(write.method, write.path, { json: target.body(value) })
  const what = `${write.role}: ${write.method} ${write.path} ${JSON.stringify(target.body(value))}`
  if (write.label === 'bulk') {
    // No bulk write is taken over HTTP, whatever its values (docs/decisions/0031).
    expect(response.status, `${what} → ${response.text.slice(0, 300)}`).toBe(403)
  } else {
    expect(response.status, `${what} → ${response.text.slice(0, 300)}`).toBe(400)
    expect(namesField(response, target.path), `${what} → ${response.text.slice(0, 300)}`).toBe(true)
  }
  expect(await stored(), what).toEqual(before)
}

const collections = () => app.payload.config.collections.filter((collection) => !collection.slug.startsWith('payload-'))

async function anyId(slug: string): Promise<number | string> {
  const { docs } = await app.payload.find({ collection: slug as never, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  return (docs[0] as { id?: number | string } | undefined)?.id ?? 999_999
}

const documentOf = (slug: string, id: number | string) => () =>
  app.payload.findByID({ collection: slug as never, id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
const countOf = (slug: string) => async () => (await app.payload.count({ collection: slug as never, overrideAccess: true })).totalDocs

describe("Payload's REST API", () => {
  it('refuses a value of another type in every field of every collection, on create, update and bulk update, as every role', async () => {
    let turn = 0
    for (const collection of collections()) {
      const id = await anyId(collection.slug)
      for (const target of targetsOf(collection.fields, { upload: Boolean(collection.upload) })) {
        const [value] = fc.sample(WRONG[target.kind], { numRuns: 1, seed: turn })
        const role = ROLES[turn++ % ROLES.length]
        await expectRefused({ label: 'create', role, method: 'POST', path: `/api/${collection.slug}` }, target, value, countOf(collection.slug))
        await expectRefused({ label: 'update', role, method: 'PATCH', path: `/api/${collection.slug}/${id}` }, target, value, documentOf(collection.slug, id))
        await expectRefused(
          { label: 'bulk', role, method: 'PATCH', path: `/api/${collection.slug}?where[id][equals]=${id}` },
          target,
          value,
          documentOf(collection.slug, id),
        )
      }
    }
  }, 600_000)

  it('refuses every other type, field by field, whoever sends it (sampled)', async () => {
    const cases = collections().flatMap((collection) =>
      targetsOf(collection.fields, { upload: Boolean(collection.upload) }).map((target) => ({ slug: collection.slug, target })),
    )
    const ids = new Map<string, number | string>()
    for (const collection of collections()) ids.set(collection.slug, await anyId(collection.slug))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases).chain(({ slug, target }) => fc.tuple(fc.constant(slug), fc.constant(target), WRONG[target.kind])),
        fc.constantFrom(...ROLES),
        fc.boolean(),
        async ([slug, target, value], role, create) => {
          const id = ids.get(slug)!
          if (create) await expectRefused({ label: 'create', role, method: 'POST', path: `/api/${slug}` }, target, value, countOf(slug))
          else await expectRefused({ label: 'update', role, method: 'PATCH', path: `/api/${slug}/${id}` }, target, value, documentOf(slug, id))
        },
      ),
      { numRuns: 150, seed: 24 },
    )
  }, 600_000)

  it('refuses them in the landing page, for editors and admins and anyone else', async () => {
    const landing = app.payload.config.globals.find((global) => global.slug === 'landing')!
    const stored = () => app.payload.findGlobal({ slug: 'landing', depth: 0, overrideAccess: true })
    for (const [index, target] of targetsOf(landing.fields).entries()) {
      const [value] = fc.sample(WRONG[target.kind], { numRuns: 1, seed: index })
      await expectRefused({ label: 'global', role: ROLES[index % ROLES.length], method: 'POST', path: '/api/globals/landing' }, target, value, stored)
    }
  }, 300_000)

  it('refuses them in a file upload’s form data too', async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ folder: 'logos', alt: { texto: 'logo' } }))
    form.append('file', new Blob([new Uint8Array(8)], { type: 'image/jpeg' }), 'logo.jpg')
    const before = await countOf('media')()
    const response = await as.barbershop.request('POST', '/api/media', { body: form })
    expect(response.status).toBe(400)
    expect(namesField(response, 'alt')).toBe(true)
    expect(await countOf('media')()).toBe(before)
  })
})

describe("the console's facade", () => {
  it('refuses a value of another type in every field of every resource, on create and update', async () => {
    const { CONSOLE_COLLECTIONS } = await import('#server/console/resources')
    let turn = 0
    for (const [resource, { slug, audience }] of Object.entries(CONSOLE_COLLECTIONS)) {
      const collection = collections().find((each) => each.slug === slug)!
      const id = await anyId(slug)
      for (const target of targetsOf(collection.fields, { upload: Boolean(collection.upload) })) {
        const [value] = fc.sample(WRONG[target.kind], { numRuns: 1, seed: 1000 + turn++ })
        const role = audience === 'admin' || turn % 2 ? 'admin' : 'editor'
        await expectRefused({ label: 'create', role, method: 'POST', path: `/api/admin/${resource}` }, target, value, countOf(slug))
        await expectRefused({ label: 'update', role, method: 'PUT', path: `/api/admin/${resource}/${id}` }, target, value, documentOf(slug, id))
      }
    }
  }, 600_000)
})

/** One of our own write routes: who sends it, what it takes, and where its writes would land. */
type Route = {
  role: Role | 'pairShop' | 'pairBarber'
  method: string
  path: () => string
  fields: Record<string, Kind>
  stored: () => Promise<unknown>
  /** Valid values for the other fields, where a route stops at the first missing one. */
  base?: Record<string, unknown>
}

const userRow = (id: () => number) => () => app.payload.findByID({ collection: 'users', id: id(), depth: 0, overrideAccess: true, showHiddenFields: true })
const jobsQueued = countOf('payload-jobs')

const ROUTES: Route[] = [
  {
    role: 'anonymous',
    method: 'POST',
    path: () => '/api/signup',
    fields: { country: 'text', userType: 'text', name: 'text', document: 'text', phone: 'text', email: 'text', password: 'text' },
    stored: countOf('users'),
  },
  {
    role: 'barber',
    method: 'PUT',
    path: () => '/api/me/profile',
    fields: {
      name: 'text',
      cpf: 'text',
      nif: 'text',
      age: 'number',
      experienceYears: 'number',
      bio: 'text',
      instagram: 'text',
      specialties: 'texts',
      photo: 'id',
      video: 'id',
      country: 'text',
      state: 'text',
      city: 'text',
      district: 'text',
    },
    stored: () => documentOf('barbers', barber.barber.id)(),
  },
  {
    role: 'barbershop',
    method: 'PUT',
    path: () => '/api/me/profile',
    fields: {
      name: 'text',
      cnpj: 'text',
      nipc: 'text',
      description: 'text',
      whatsapp: 'text',
      instagram: 'text',
      website: 'text',
      address: 'text',
      logo: 'id',
      photos: 'ids',
      country: 'text',
      state: 'text',
      city: 'text',
      district: 'text',
    },
    stored: () => documentOf('barbershops', shop.shop.id)(),
  },
  {
    role: 'barber',
    method: 'POST',
    path: () => '/api/me/password',
    fields: { currentPassword: 'text', newPassword: 'text' },
    stored: userRow(() => barber.user.id),
  },
  { role: 'barber', method: 'POST', path: () => '/api/me/email', fields: { newEmail: 'text', currentPassword: 'text' }, stored: userRow(() => barber.user.id) },
  {
    role: 'anonymous',
    method: 'POST',
    path: () => '/api/users/login',
    fields: { email: 'text', password: 'text' },
    stored: userRow(() => barber.user.id),
    base: { email: 'ninguem@teste.navalha.test', password: 'senha-errada' },
  },
  { role: 'anonymous', method: 'POST', path: () => '/api/users/forgot-password', fields: { email: 'text' }, stored: jobsQueued },
  { role: 'anonymous', method: 'POST', path: () => '/api/auth/resend-verification', fields: { email: 'text' }, stored: jobsQueued },
  { role: 'anonymous', method: 'POST', path: () => '/api/auth/verify-email', fields: { token: 'text' }, stored: countOf('users') },
  { role: 'anonymous', method: 'POST', path: () => '/api/users/reset-password/check', fields: { token: 'text' }, stored: countOf('users') },
  {
    role: 'anonymous',
    method: 'POST',
    path: () => '/api/users/reset-password',
    fields: { token: 'text', password: 'text' },
    stored: userRow(() => barber.user.id),
    base: { token: 'a'.repeat(40), password: 'senhaNova123' },
  },
  { role: 'anonymous', method: 'POST', path: () => '/api/auth/confirm-email', fields: { token: 'text' }, stored: userRow(() => barber.user.id) },
  { role: 'pairShop', method: 'POST', path: () => '/api/chat/conversations', fields: { application: 'id' }, stored: countOf('conversations') },
  {
    role: 'pairShop',
    method: 'PATCH',
    path: () => `/api/chat/conversations/${conversation}`,
    fields: { status: 'text' },
    stored: () => documentOf('conversations', conversation)(),
  },
  { role: 'pairBarber', method: 'POST', path: () => `/api/chat/conversations/${conversation}/messages`, fields: { body: 'text' }, stored: countOf('messages') },
  { role: 'barber', method: 'POST', path: () => '/api/billing/checkout', fields: { plan: 'id' }, stored: userRow(() => barber.user.id) },
  { role: 'barber', method: 'POST', path: () => '/api/billing/confirm', fields: { sessionId: 'text' }, stored: userRow(() => barber.user.id) },
]

const clientOf = (role: Route['role']) => (role === 'pairShop' ? pair.shopClient : role === 'pairBarber' ? pair.barberClient : as[role])

describe('our own write routes', () => {
  it('refuse a value of another type in every field with 400 naming it, and store nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...ROUTES.flatMap((route) => Object.entries(route.fields).map(([field, kind]) => ({ route, field, kind }))))
          .chain((target) => fc.tuple(fc.constant(target), WRONG[target.kind])),
        async ([{ route, field }, value]) => {
          const before = await route.stored()
          const response = await clientOf(route.role).request(route.method, route.path(), { json: { ...route.base, [field]: value } })
          const what = `${route.method} ${route.path()} ${JSON.stringify({ [field]: value })} → ${response.text.slice(0, 300)}`
          expect(response.status, what).toBe(400)
          expect(namesField(response, field), what).toBe(true)
          expect(await route.stored(), what).toEqual(before)
        },
      ),
      { numRuns: 300, seed: 24 },
    )
  }, 600_000)

  it('refuse every field of every route at least once', async () => {
    let turn = 0
    for (const route of ROUTES) {
      for (const [field, kind] of Object.entries(route.fields)) {
        const [value] = fc.sample(WRONG[kind], { numRuns: 1, seed: 2000 + turn++ })
        const response = await clientOf(route.role).request(route.method, route.path(), { json: { ...route.base, [field]: value } })
        const what = `${route.method} ${route.path()} ${JSON.stringify({ [field]: value })} → ${response.text.slice(0, 300)}`
        expect(response.status, what).toBe(400)
        expect(namesField(response, field), what).toBe(true)
      }
    }
  }, 300_000)
})

describe('links in rich text', () => {
  const withLink = (url: string) => ({
    root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', fields: { url }, children: [{ type: 'text', text: 'aqui' }] }] }] },
  })
  const refused = 'Links devem começar com https://, mailto:, tel: ou com uma única barra (/), para uma página deste site.'

  it.each(['/\\example.com', '//example.com', '/\t/example.com', 'http://example.com', 'javascript:alert(1)'])(
    'refuses %j on save, in the FAQ and on the landing page, through REST and the console',
    async (url) => {
      for (const [role, method, path, body] of [
        ['editor', 'POST', '/api/faqs', { question: 'Onde fica?', answer: withLink(url), audience: 'all', published: true }],
        ['admin', 'POST', '/api/admin/faqs', { question: 'Onde fica?', answer: withLink(url), audience: 'all', published: true }],
        ['editor', 'POST', '/api/globals/landing', { about: { body: withLink(url) } }],
      ] as const) {
        const response = await as[role].request(method, path, { json: body })
        expect(response.status, `${path} ${url}`).toBe(400)
        expect(response.body.errors.map((error: { message: string }) => error.message)).toContain(refused)
      }
    },
  )

  it('keeps https, mailto, tel and the paths of this site', async () => {
    for (const url of ['https://navalha.app/planos', 'mailto:contato@navalha.app', 'tel:+5511987654321', '/planos']) {
      const response = await as.editor.post('/api/faqs', { question: `Link ${url}?`, answer: withLink(url), audience: 'all', published: true })
      expect(response.status, url).toBe(201)
    }
  })
})
