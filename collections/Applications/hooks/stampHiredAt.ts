import type { CollectionBeforeChangeHook } from 'payload'
import type { Application } from '#payload-types'

/**
 * The moment of the hire starts the reviews' double-blind window and the next day's review e-mail
 * (decision 0026), so it is recorded once, when the status first becomes hired.
 */
export const stampHiredAt: CollectionBeforeChangeHook<Application> = ({ data, originalDoc }) => {
  if (data?.status === 'hired' && originalDoc?.status !== 'hired' && !originalDoc?.hiredAt) {
    return { ...data, hiredAt: data.hiredAt ?? new Date().toISOString() }
  }
  return data
}
