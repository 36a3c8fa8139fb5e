import type { Country } from './locations'
import type { Session } from './session'

/** Live counts for the landing page's figures; the average is null while no visible review exists. */
export type PublicStats = { barbershops: number; barbers: number; activeJobs: number; jobsPerMonth: number; averageRating: number | null }

/**
 * Data the server writes into the HTML it serves, so the first screen renders without waiting for
 * an API round trip: the session everywhere, and the landing page's content on "/".
 */
export type Bootstrap<Landing = unknown, Plan = unknown> = {
  session?: Session
  landing?: Landing
  plans?: Plan[]
  stats?: PublicStats
  /** Query results the server already read for this page (key and data, as TanStack Query keeps them). */
  queries?: { queryKey: readonly unknown[]; data: unknown }[]
  /** The country the browser's languages name (Accept-Language), where a visitor's plan prices start. */
  country?: Country
  /** The zone the page's dates are shown in (domain/timeZone.ts), the same on the server and in the browser. */
  timeZone?: string
  /** The page's HTML was rendered on the server: the browser hydrates it instead of rendering anew. */
  ssr?: boolean
}

export const BOOTSTRAP_ELEMENT_ID = 'navalha-bootstrap'

/** JSON that is safe inside a <script> element (no closing tag, no HTML comment, no line separators). */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
