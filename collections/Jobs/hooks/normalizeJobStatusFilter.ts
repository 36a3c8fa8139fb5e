import type { CollectionBeforeOperationHook, Where } from 'payload'
import { normalizeJobStatus } from '#domain/jobs'

const mapValue = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(mapValue)
  if (typeof value === 'string' && value.includes(',')) return value.split(',').map(mapValue).join(',')
  return normalizeJobStatus(value) ?? value
}

/** Rewrites `status` conditions anywhere in a where tree so `open`/`closed` filter like `active`/`inactive`. */
function normalizeStatusInWhere(where: Where): Where {
  const result: Where = {}
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      result[key] = condition.map((inner) => normalizeStatusInWhere(inner as Where))
    } else if (key === 'status' && condition && typeof condition === 'object') {
      result[key] = Object.fromEntries(Object.entries(condition).map(([operator, value]) => [operator, mapValue(value)]))
    } else {
      result[key] = condition
    }
  }
  return result
}

/** Filters on job status honour both readings of the original product (spec §4). */
export const normalizeJobStatusFilter: CollectionBeforeOperationHook<'jobs'> = ({ args }) => {
  const where = (args as { where?: Where }).where
  if (where && typeof where === 'object') return { ...args, where: normalizeStatusInWhere(where) }
  return args
}
