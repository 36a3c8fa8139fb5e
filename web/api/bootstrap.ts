import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '#domain/bootstrap'
import type { Landing, Plan } from '#payload-types'

export type { PublicStats } from '#domain/bootstrap'

let cached: Bootstrap<Landing, Plan> | undefined

/** What the server wrote into the page (server/pages/html.ts); read once. */
export function bootstrap(): Bootstrap<Landing, Plan> {
  if (cached) return cached
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOTSTRAP_ELEMENT_ID)
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as Bootstrap<Landing, Plan>) : {}
  } catch {
    cached = {}
  }
  return cached
}
