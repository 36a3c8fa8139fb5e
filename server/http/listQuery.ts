import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { genericMessages } from '#domain/messages/common'
import type { WithRoles } from '#domain/roles'
import { mayQueryPath, type ResolvedPath } from './queryPaths'

/**
 * The `where` and `sort` of a REST list request, checked against the collection's fields before
 * Payload sees them (decision 0014). Payload's own check, `validateQueryPaths`, leaves a promise
 * nobody awaits for a path through two relationships (payloadcms/payload#9008): when that check
 * fails, the rejection ends the process. And past its check, PostgreSQL or the query builder fail
 * with a 500 for an operator the field's column has no meaning for (`like` on a date, `all` on
 * a list of texts) or a value of the wrong type. So a path here crosses at most one relationship
 * and ends on a field that can be filtered; each operator belongs to the field's kind, and each
 * value is one of that kind. And the path must be one the asking role may use (queryPaths.ts):
 * Payload's own field read check is not enough (it lets a visitor filter by `user.sessions.id`).
 */

const IDS = { min: -2_147_483_648, max: 2_147_483_647 }

type Kind = 'text' | 'number' | 'id' | 'date' | 'boolean' | 'option'

/** A field a list can be filtered or sorted by, resolved from a path. */
type Leaf = { kind: Kind; list: boolean; sortable: boolean }

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDER = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT_MATCH = ['like', 'not_like', 'contains']

/** Operators per kind, as Payload's own filter builder offers them; a list (hasMany) field is asked what it holds. */
const OPERATORS: Record<Kind, Set<string>> = {
  text: new Set([...EQUALITY, ...TEXT_MATCH]),
  number: new Set([...EQUALITY, ...ORDER]),
  id: new Set([...EQUALITY, ...ORDER]),
  date: new Set([...EQUALITY, ...ORDER]),
  boolean: new Set(EQUALITY),
  option: new Set(EQUALITY),
}
const LIST_OPERATORS = new Set(['in', 'not_in', 'exists'])
const MANY_VALUES = new Set(['in', 'not_in'])

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * A select's value is not checked against its options here: collections accept synonyms in
 * filters (a job's `open` is `active`, hooks/normalizeJobStatusFilter.ts), and PostgreSQL refuses
 * any other value with an error that infra/errors/explainDatabaseError.ts turns into a 400.
 */
const VALID: Record<Kind, (value: string) => boolean> = {
  text: () => true,
  option: () => true,
  number: (value) => /^-?\d{1,15}(\.\d{1,15})?$/.test(value),
  id: (value) => /^-?\d{1,10}$/.test(value) && Number(value) >= IDS.min && Number(value) <= IDS.max,
  date: (value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)),
  boolean: (value) => value === 'true' || value === 'false',
}

function leafOf(field: FlattenedField): Leaf | undefined {
  const list = 'hasMany' in field && Boolean(field.hasMany)
  const of = (kind: Kind): Leaf => ({ kind, list, sortable: !list })
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return of('text')
    case 'number':
      return of('number')
    case 'date':
      return of('date')
    case 'checkbox':
      return of('boolean')
    case 'select':
    case 'radio':
      return of('option')
    case 'relationship':
    case 'upload':
      return typeof field.relationTo === 'string' ? of('id') : undefined
    default:
      // Rich text, JSON, arrays, groups, blocks, points and joins have no single column to compare.
      return undefined
  }
}

const ID_LEAF: Leaf = { kind: 'id', list: false, sortable: true }

const isRelationship = (field: FlattenedField): field is FlattenedField & { relationTo: string } =>
  (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'

/**
 * The field a dotted path names, crossing groups and arrays, and at most one relationship;
 * `relationship.id` is the relationship itself, as Payload reads it. Hidden fields (password
 * hashes, tokens) do not exist for a client. Answers the leaf and the path as queryPaths.ts reads it.
 */
function resolvePath(config: SanitizedConfig, collection: SanitizedCollectionConfig, path: string): { leaf: Leaf; resolved: ResolvedPath } | undefined {
  if (!/^\w+(\.\w+)*$/.test(path)) return undefined
  const segments = path.split('.')
  const steps: ResolvedPath['steps'] = []
  const found = (leaf: Leaf | undefined, canonical: string[]) => (leaf ? { leaf, resolved: { path: canonical.join('.'), steps } } : undefined)
  let fields = collection.flattenedFields
  let hops = 0
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]
    const last = index === segments.length - 1
    const field = fields.find((candidate) => candidate.name === segment)
    if (!field) {
      if (!(last && segment === 'id' && fields === collection.flattenedFields)) return undefined
      steps.push({ collection: collection.slug })
      return found(ID_LEAF, segments)
    }
    if ('hidden' in field && field.hidden) return undefined
    steps.push({ collection: collection.slug, field })
    if (last) return found(leafOf(field), segments)
    if (isRelationship(field) && !('hasMany' in field && field.hasMany)) {
      if (segments[index + 1] === 'id' && index + 1 === segments.length - 1) return found(leafOf(field), segments.slice(0, -1))
      if (++hops > 1) return undefined
      const related = config.collections.find((candidate) => candidate.slug === field.relationTo)
      if (!related) return undefined
      collection = related
      fields = related.flattenedFields
    } else if ((field.type === 'group' || field.type === 'array') && 'flattenedFields' in field) {
      fields = field.flattenedFields
    } else {
      return undefined
    }
  }
  return undefined
}

/** The leaf a path names when `user` may filter or sort by it (queryPaths.ts), else undefined. */
function allowedPath(config: SanitizedConfig, collection: SanitizedCollectionConfig, path: string, user: WithRoles): Leaf | undefined {
  const found = resolvePath(config, collection, path)
  return found && mayQueryPath(user, collection.slug, found.resolved) ? found.leaf : undefined
}

type Problem = string

function valueProblem(path: string, leaf: Leaf, operator: string, value: unknown): Problem | undefined {
  const invalid = genericMessages.filterValueInvalid(path)
  if (operator === 'exists') return value === 'true' || value === 'false' ? undefined : invalid
  if (MANY_VALUES.has(operator)) {
    const items = typeof value === 'string' ? value.split(',') : value
    if (!Array.isArray(items) || items.length === 0) return invalid
    return items.every((item) => typeof item === 'string' && VALID[leaf.kind](item)) ? undefined : invalid
  }
  return typeof value === 'string' && VALID[leaf.kind](value) ? undefined : invalid
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What is wrong with a `where` tree (as Payload's query parser reads it), or undefined. */
export function whereProblem(config: SanitizedConfig, collection: SanitizedCollectionConfig, where: unknown, user: WithRoles): Problem | undefined {
  if (!isPlainObject(where)) return genericMessages.invalidRequest
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(condition) || condition.length === 0) return genericMessages.invalidRequest
      for (const item of condition) {
        const problem = whereProblem(config, collection, item, user)
        if (problem) return problem
      }
      continue
    }
    const leaf = allowedPath(config, collection, key, user)
    if (!leaf) return genericMessages.fieldNotQueryable(key)
    if (!isPlainObject(condition) || Object.keys(condition).length === 0) return genericMessages.invalidRequest
    for (const [operator, value] of Object.entries(condition)) {
      if (!(leaf.list ? LIST_OPERATORS : OPERATORS[leaf.kind]).has(operator)) return genericMessages.filterOperatorInvalid(operator, key)
      const problem = valueProblem(key, leaf, operator, value)
      if (problem) return problem
    }
  }
  return undefined
}

/** What is wrong with a `sort` (a comma list or repeated parameter, `-` for descending), or undefined. */
export function sortProblem(config: SanitizedConfig, collection: SanitizedCollectionConfig, sort: unknown, user: WithRoles): Problem | undefined {
  const items = typeof sort === 'string' ? sort.split(',') : sort
  if (!Array.isArray(items) || items.length === 0) return genericMessages.invalidRequest
  for (const item of items) {
    if (typeof item !== 'string') return genericMessages.invalidRequest
    const path = item.replace(/^-/, '')
    if (!allowedPath(config, collection, path, user)?.sortable) return genericMessages.fieldNotQueryable(path)
  }
  return undefined
}
