import { KEPT_FILTERS, NEAR_FILTERS, NEAR_LABEL_MAX, type JobAlertFilters } from './jobAlerts'
import { openJobsQuerySchema } from './jobSearch'
import { jobAlertMessages } from './messages/jobs'
import { nearMessages, nearPoint } from './nearby'

const KEPT = KEPT_FILTERS

export type FilterCheck = { filters: JobAlertFilters } | { problem: string; field: string }

/**
 * The filters through the same schema as GET /api/open-jobs. That schema quietly drops a value it
 * cannot read (a list link with a stale value still opens); an alert is saved on purpose, so a
 * value the schema dropped is refused here instead. A point is kept at two decimals unless
 * `isCitySeat` says it is a city's seat (public, and what makes its search read 'mesma cidade',
 * decision 0059).
 */
export function checkJobAlertFilters(input: unknown, isCitySeat: (point: { lat: number; lng: number }) => boolean = () => false): FilterCheck {
  if (input === undefined || input === null) return { filters: {} }
  if (typeof input !== 'object' || Array.isArray(input)) return { problem: jobAlertMessages.filtersInvalid, field: 'filters' }
  const given = input as Record<string, unknown>
  const parsed = openJobsQuerySchema.safeParse(given)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { problem: issue?.message ?? jobAlertMessages.filtersInvalid, field: `filters.${String(issue?.path[0] ?? '')}` }
  }
  const known = new Set<string>([...KEPT, ...NEAR_FILTERS, 'nearLabel', 'page', 'limit', 'firstCountry'])
  for (const key of Object.keys(given)) if (!known.has(key)) return { problem: jobAlertMessages.filterInvalid(key), field: `filters.${key}` }
  const result = parsed.data as Record<string, unknown>
  const filters: Record<string, unknown> = {}
  for (const key of KEPT) {
    const value = result[key]
    const sent = given[key]
    // 'Só urgentes' off is no filter, as the list reads it.
    const off = key === 'urgent' && (sent === false || sent === 'false')
    const blank = off || sent === undefined || sent === null || (typeof sent === 'string' && sent.trim() === '')
    if (value === undefined) {
      if (!blank) return { problem: jobAlertMessages.filterInvalid(key), field: `filters.${key}` }
      continue
    }
    filters[key] = value
  }
  const near = nearPoint(result as { lat?: number; lng?: number; raioKm?: number })
  if (near) {
    const label = given.nearLabel
    if (label !== undefined && (typeof label !== 'string' || label.trim().length > NEAR_LABEL_MAX))
      return { problem: nearMessages.labelInvalid(NEAR_LABEL_MAX), field: 'filters.nearLabel' }
    const point = isCitySeat(near) ? { lat: near.lat, lng: near.lng } : { lat: roundCoordinate(near.lat), lng: roundCoordinate(near.lng) }
    Object.assign(filters, { ...point, raioKm: near.radiusKm })
    if (typeof label === 'string' && label.trim()) filters.nearLabel = label.trim()
  }
  return { filters: filters as JobAlertFilters }
}

/** Two decimals, about a kilometre: an alert keeps where to look, not where the person stood. */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100
