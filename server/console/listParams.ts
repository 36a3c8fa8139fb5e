import type { SanitizedCollectionConfig, SanitizedConfig, Where } from 'payload'
import { adminMessages } from '#domain/messages/admin'
import type { WithRoles } from '#domain/roles'
import { DomainError } from '#domain/errors'
import { escapeLike } from '#infra/database/sql'
import { sortProblem, whereProblem } from '../http/listQuery'

/** The console never reads more than this many rows in one request (decision 0023). */
const MAX_ROWS = 100
const DEFAULT_RANGE: [number, number] = [0, 24]
const MAX_START = 2_147_483_647

export type ListArgs = { where: Where; sort: string; limit: number; page: number; start: number }

function parseJson(raw: unknown, message: string): unknown {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string') throw new DomainError('invalid', message)
  try {
    return JSON.parse(raw)
  } catch {
    throw new DomainError('invalid', message)
  }
}

/** `["field","ASC"|"DESC"]`, as ra-data-simple-rest sends it, to Payload's `field` / `-field`. */
function toPayloadSort(raw: unknown, fallback: string): string {
  const sort = parseJson(raw, adminMessages.sortInvalid)
  if (sort === undefined) return fallback
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || (sort[1] !== 'ASC' && sort[1] !== 'DESC')) {
    throw new DomainError('invalid', adminMessages.sortInvalid)
  }
  return sort[1] === 'DESC' ? `-${sort[0]}` : sort[0]
}

/**
 * `[start, end]` (inclusive) to Payload's page and limit, at most MAX_ROWS rows. Payload pages
 * rather than offsets, so the start must fall on a page boundary, as react-admin's always does.
 */
function toPayloadPage(raw: unknown): { start: number; limit: number; page: number } {
  const range = parseJson(raw, adminMessages.rangeInvalid) ?? DEFAULT_RANGE
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n))) {
    throw new DomainError('invalid', adminMessages.rangeInvalid)
  }
  const [start, end] = range as [number, number]
  if (start < 0 || end < start || start > MAX_START) throw new DomainError('invalid', adminMessages.rangeInvalid)
  const limit = Math.min(end - start + 1, MAX_ROWS)
  if (start % limit !== 0) throw new DomainError('invalid', adminMessages.rangeNotAligned)
  return { start, limit, page: start / limit + 1 }
}

type Scalar = string | number | boolean

const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/** react-admin's `filter` parameter as an object of fields and values, or a 400. */
export function parseFilter(raw: unknown): Record<string, unknown> {
  const filter = parseJson(raw, adminMessages.filterInvalid) ?? {}
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new DomainError('invalid', adminMessages.filterInvalid)
  return filter as Record<string, unknown>
}

/**
 * react-admin's filter object to a Payload `where`: `q` searches the resource's text fields, a
 * list means "any of", `null` means "has no value", anything else "equals". Values travel as
 * strings, as in Payload's REST queries, so they are checked by the same rules (listQuery.ts).
 */
function toPayloadWhere(raw: unknown, searchFields: string[]): Where {
  const filter = parseFilter(raw)
  const and: Where[] = []
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q') {
      if (typeof value !== 'string') throw new DomainError('invalid', adminMessages.filterInvalid)
      const term = value.trim()
      // Payload's `like` wraps each word in `%…%` as it is: the term's own %, _ and \ are escaped to mean themselves.
      if (term) and.push({ or: searchFields.map((name) => ({ [name]: { like: escapeLike(term) } })) })
    } else if (Array.isArray(value)) {
      if (!value.every(isScalar)) throw new DomainError('invalid', adminMessages.filterInvalid)
      and.push({ [field]: { in: value.map(String) } })
    } else if (value === null) {
      and.push({ [field]: { exists: 'false' } })
    } else if (isScalar(value)) {
      and.push({ [field]: { equals: String(value) } })
    } else {
      throw new DomainError('invalid', adminMessages.filterInvalid)
    }
  }
  return and.length ? { and } : {}
}

/** The list request of react-admin as Payload find arguments, refused with a 400 when any part is wrong. */
export function toListArgs(
  config: SanitizedConfig,
  collection: SanitizedCollectionConfig,
  searchFields: string[],
  query: Record<string, unknown>,
  user: WithRoles,
): ListArgs {
  const where = toPayloadWhere(query.filter, searchFields)
  const sort = toPayloadSort(query.sort, typeof collection.defaultSort === 'string' ? collection.defaultSort : '-createdAt')
  const problem = (Object.keys(where).length ? whereProblem(config, collection, where, user) : undefined) ?? sortProblem(config, collection, sort, user)
  if (problem) throw new DomainError('invalid', problem)
  return { where, sort, ...toPayloadPage(query.range) }
}
