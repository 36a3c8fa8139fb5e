import fc from 'fast-check'
import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { validOperators } from 'payload/shared'
import { stringify } from 'qs-esm'

/**
 * A grammar of the list queries a client can send to Payload's REST API, derived from the
 * Payload config so a new collection or field is covered without touching the tests: `where`
 * trees (and/or nested to any depth, every operator) and `sort` lists over field paths that
 * cross zero, one or two relationships and end on any field, readable or not (hidden fields,
 * documents and contacts only their owner reads, fields that do not exist).
 */

/** The collections a client may list: Payload's internal ones answer 404 in front of everything. */
export const listedCollections = (config: SanitizedConfig) => config.collections.filter((collection) => !collection.slug.startsWith('payload-'))

type FieldPath = { path: string; field: FlattenedField }

/** Every field path of a collection, groups and arrays included (`sessions.expiresAt`, `sizes.card.url`). */
function fieldPaths(fields: FlattenedField[], prefix = ''): FieldPath[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    const nested = 'flattenedFields' in field ? fieldPaths(field.flattenedFields, `${path}.`) : []
    return [{ path, field }, ...nested]
  })
}

/** Paths no collection has, written the ways Payload half-understands (GraphQL's `__`, Mongo's `_id`). */
const UNKNOWN_PATHS = ['campoInexistente', '_id', 'id.id', 'name__first', '', 'user.']

export const isHop = (field: FlattenedField): field is FlattenedField & { relationTo: string } =>
  (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'

/**
 * A path and every field it names on the way, each with the collection it belongs to; a path
 * ending on `id` names no last field.
 */
export type WalkedPath = { path: string; steps: { collection: string; field?: FlattenedField }[] }

/**
 * Every field path of a collection (groups and arrays included, and `id`) and, through each
 * relationship, every path of the related collection, up to `hops` relationships deep.
 */
export function everyPath(config: SanitizedConfig, collection: SanitizedCollectionConfig, hops: number): WalkedPath[] {
  const own = fieldPaths(collection.flattenedFields)
  const stepsTo = (path: string) => {
    const names = path.split('.')
    let fields = collection.flattenedFields
    return names.map((name) => {
      const field = fields.find((candidate) => candidate.name === name)!
      fields = 'flattenedFields' in field ? field.flattenedFields : []
      return { collection: collection.slug, field }
    })
  }
  const direct: WalkedPath[] = [{ path: 'id', steps: [{ collection: collection.slug }] }, ...own.map(({ path }) => ({ path, steps: stepsTo(path) }))]
  if (hops === 0) return direct
  const through = own
    .filter(({ field }) => isHop(field))
    .flatMap(({ path, field }) => {
      const related = config.collections.find((candidate) => candidate.slug === (field as { relationTo: string }).relationTo)!
      return everyPath(config, related, hops - 1).map((rest) => ({ path: `${path}.${rest.path}`, steps: [...stepsTo(path), ...rest.steps] }))
    })
  return [...direct, ...through]
}

/** A path and the field it ends on (none for `id` and for paths that name nothing). */
type Target = { path: string; field?: FlattenedField }

/** A path through exactly `hops - 1` relationships into its last collection, or a direct one when there is nowhere to go. */
function pathIn(config: SanitizedConfig, collection: SanitizedCollectionConfig, hops: number): fc.Arbitrary<Target> {
  const paths = fieldPaths(collection.flattenedFields)
  const relationships = paths.filter(({ field }) => isHop(field))
  if (hops <= 1 || relationships.length === 0) return fc.constantFrom<Target>(...paths, ...[...UNKNOWN_PATHS, 'id'].map((path) => ({ path })))
  return fc.constantFrom(...relationships).chain(({ path, field }) => {
    const related = config.collections.find((candidate) => candidate.slug === (field as { relationTo: string }).relationTo)!
    return pathIn(config, related, hops - 1).map((rest) => ({ path: `${path}.${rest.path}`, field: rest.field }))
  })
}

/** One, two or three collections deep; direct paths most often, since only those reach the database. */
const fieldPath = (config: SanitizedConfig, collection: SanitizedCollectionConfig) =>
  fc
    .oneof({ weight: 4, arbitrary: fc.constant(1) }, { weight: 2, arbitrary: fc.constant(2) }, { weight: 1, arbitrary: fc.constant(3) })
    .chain((hops) => pathIn(config, collection, hops))

const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer().map(String),
  fc.constantFrom('true', 'false', '', '0', '-1', '99999999999999999999', '1e400', 'NaN', 'a,b', '1,2', 'active', 'barber', '2026-02-30', 'amanhã'),
  fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2100-01-01') }).map((date) => date.toISOString()),
)

/** A value of the field's own type, so that a good share of queries gets past every check and into the database. */
function typedScalar(field: FlattenedField | undefined): fc.Arbitrary<string> {
  switch (field?.type) {
    case undefined:
    case 'number':
    case 'relationship':
    case 'upload':
      return fc.integer({ min: -3, max: 40 }).map(String)
    case 'date':
      return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((date) => date.toISOString())
    case 'checkbox':
      return fc.constantFrom('true', 'false')
    case 'select':
    case 'radio':
      return fc.constantFrom(...field.options.map((option) => (typeof option === 'string' ? option : option.value)))
    default:
      return fc.string({ maxLength: 12 })
  }
}

/** An operator's value: mostly one text, sometimes a list, sometimes an object (what `contains` nests). */
const operand = (field: FlattenedField | undefined) =>
  fc.oneof(
    { weight: 4, arbitrary: typedScalar(field) },
    { weight: 1, arbitrary: fc.array(typedScalar(field), { minLength: 1, maxLength: 3 }).map((items) => items.join(',')) },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false') },
    { weight: 2, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('equals', 'id', 'title', '0'), scalar, { maxKeys: 2 }) },
  )

/** Every operator Payload knows, the everyday ones more often. */
const operator = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'less_than_equal', 'like', 'contains') },
  { weight: 1, arbitrary: fc.constantFrom(...validOperators) },
)

type WhereTree = { [key: string]: unknown }

function whereTree(config: SanitizedConfig, collection: SanitizedCollectionConfig): fc.Arbitrary<WhereTree> {
  const path = fieldPath(config, collection)
  const { node } = fc.letrec<{ node: WhereTree; leaf: WhereTree; group: WhereTree }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('group')),
    leaf: path.chain((target) => fc.tuple(operator, operand(target.field)).map(([name, value]) => ({ [target.path]: { [name]: value } }))),
    group: fc.tuple(fc.constantFrom('and', 'or'), fc.array(tie('node'), { minLength: 1, maxLength: 3 })).map(([join, items]) => ({ [join]: items })),
  }))
  return fc.array(node, { minLength: 1, maxLength: 2 }).map((parts) => Object.assign({}, ...parts))
}

function sortList(config: SanitizedConfig, collection: SanitizedCollectionConfig): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.boolean(), fieldPath(config, collection)), { minLength: 1, maxLength: 2 })
    .map((parts) => parts.map(([descending, { path }]) => `${descending ? '-' : ''}${path}`).join(','))
}

/** How a query reaches Payload: a page, a count, or a bulk write that can match nothing (`id = 0`). */
type QueryRoute = 'list' | 'count' | 'bulk-update' | 'bulk-delete'

export type ListRequest = { method: string; path: string; body?: unknown }

function listRequest(slug: string, route: QueryRoute, query: { where?: WhereTree; sort?: string }): ListRequest {
  const write = route === 'bulk-update' || route === 'bulk-delete'
  const where = write ? { and: [query.where ?? {}, { id: { equals: 0 } }] } : query.where
  const search = stringify({ where, sort: query.sort }, { addQueryPrefix: true })
  if (route === 'count') return { method: 'GET', path: `/api/${slug}/count${search}` }
  if (route === 'bulk-update') return { method: 'PATCH', path: `/api/${slug}${search}`, body: {} }
  if (route === 'bulk-delete') return { method: 'DELETE', path: `/api/${slug}${search}` }
  return { method: 'GET', path: `/api/${slug}${search}` }
}

/** One generated list query against one collection, by one of the ways it reaches Payload. */
export function listQuery(config: SanitizedConfig): fc.Arbitrary<ListRequest> {
  return fc.constantFrom(...listedCollections(config)).chain((collection) =>
    fc
      .record(
        {
          route: fc.constantFrom<QueryRoute>('list', 'count', 'bulk-update', 'bulk-delete'),
          where: whereTree(config, collection),
          sort: sortList(config, collection),
        },
        { requiredKeys: ['route'] },
      )
      .map(({ route, where, sort }) => listRequest(collection.slug, route, { where, sort })),
  )
}
