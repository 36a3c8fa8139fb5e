import { DomainError, invalidFields } from '#domain/errors'
import { type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'
import type { JobAlert } from '#payload-types'
import { checkJobAlertFilters } from '#domain/jobAlertFilters'
import { foldText, JOB_ALERT_DELIVERIES, MAX_JOB_ALERTS } from '#domain/jobAlerts'
import { escapeLike } from '#infra/database/sql'
import { isCitySeat } from '#infra/geo/places'
import { jobAlertMessages } from '#domain/messages/jobs'
import { hasRole } from '#domain/roles'
import { countryTimeZone, TIME_ZONE_COOKIE, validTimeZone } from '#domain/timeZone'
import { requestUser } from '#utilities/requestUser'
import { jobAlertsOf } from '../store'

const refuse = (path: string, message: string): never => {
  throw invalidFields([{ path, message }])
}

const cookieValue = (header: string | null | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

/**
 * An alert's filters, checked with the open-jobs schema, and the columns the matching reads
 * (match*: one indexed statement over the alerts when a job is published, hooks/queueJobAlerts.ts),
 * derived here and never taken from the request. The owner is whoever creates it (assignOwner).
 */
export const prepareJobAlert: CollectionBeforeValidateHook<JobAlert> = ({ data, operation, req, originalDoc }) => {
  if (!data) return data
  if (data.delivery !== undefined && !(JOB_ALERT_DELIVERIES as readonly unknown[]).includes(data.delivery)) refuse('delivery', jobAlertMessages.deliveryInvalid)
  if (data.paused !== undefined && typeof data.paused !== 'boolean') refuse('paused', jobAlertMessages.pausedInvalid)
  if (operation === 'create' || data.filters !== undefined) {
    const check = checkJobAlertFilters(data.filters, isCitySeat)
    if ('problem' in check) return refuse(check.field, check.problem)
    const f = check.filters
    data.filters = f
    const state = f.state ? (f.state.toUpperCase().length === 2 ? f.state.toUpperCase() : f.state) : null
    Object.assign(data, {
      matchCountry: f.country ?? null,
      matchState: state,
      matchCity: f.city ? foldText(f.city) : null,
      matchText: f.q ? `%${escapeLike(foldText(f.q))}%` : null,
      matchContractType: f.contractType ?? null,
      matchMaxExperience: f.maxExperience ?? null,
      matchBarbershop: f.barbershop ?? null,
      // Checked by the open-jobs schema: a kind of PAY_KINDS, and a whole number only with a kind.
      matchPayKind: typeof f.payKind === 'string' ? f.payKind : null,
      matchPayMin: typeof f.payMin === 'number' ? f.payMin : null,
      matchUrgent: f.urgent === true ? true : null,
      // 'Perto de mim': all three or none (checkJobAlertFilters fills the radius).
      matchLat: f.lat ?? null,
      matchLng: f.lng ?? null,
      matchRadiusKm: f.lat !== undefined ? (f.raioKm ?? null) : null,
    })
  }
  if (operation === 'create') {
    const cookieZone = validTimeZone(cookieValue(req.headers?.get?.('cookie'), TIME_ZONE_COOKIE))
    const country = (data.filters as { country?: 'BR' | 'PT' } | undefined)?.country ?? 'BR'
    data.timeZone = cookieZone ?? countryTimeZone(country)
  } else if (originalDoc && data.timeZone === undefined) data.timeZone = originalDoc.timeZone
  return data
}

/**
 * Barbers only, at most MAX_JOB_ALERTS each: counted under a per-barber advisory lock held until
 * the transaction commits, so parallel creations at the limit are counted one after another.
 */
export const limitJobAlerts: CollectionBeforeChangeHook<JobAlert> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = requestUser(req)
  if (user && !hasRole(user, 'barber')) throw new DomainError('forbidden', jobAlertMessages.barbersOnly)
  if ((await jobAlertsOf(req, Number(data.user))) >= MAX_JOB_ALERTS) throw new DomainError('invalid', jobAlertMessages.limitReached(MAX_JOB_ALERTS))
  return data
}
