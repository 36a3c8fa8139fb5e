import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { primaryRole, type Session } from '#domain/session'
import { hasRole, type Role } from '#domain/roles'
import { signInAddress, withNext } from '#domain/signInPages'
import { queryClient } from '../api/queryClient'
import { sessionQuery } from './session'

/**
 * Route loaders that mirror the server's rules in the browser (spec §2, §6): they only decide
 * where a user is sent; the server still refuses whatever the role may not do. Visitors are sent
 * to sign in with a way back, since a signed-out shop or barber is the usual visitor of these
 * links; a signed-in user without the role goes where the spec says.
 */
export async function currentSession(): Promise<Session> {
  return queryClient.ensureQueryData(sessionQuery)
}

/** Whether the session is in the browser's cache already (not on a guarded screen's page load: its shell carries none). */
export const sessionKnown = (): boolean => queryClient.getQueryData(sessionQuery.queryKey) !== undefined

/** Where a visitor of this address signs in, with the way back (domain/signInPages.ts; the server sends them there too). */
function signInFor(request: Request): string {
  const url = new URL(request.url)
  return signInAddress(url.pathname, url.search) ?? withNext('/auth', url.pathname + url.search)
}

/** Signed-in users only; visitors go to sign in (with a way back). */
export const requireSession = async ({ request }: LoaderFunctionArgs) => {
  const { user } = await currentSession()
  if (!user) throw redirect(signInFor(request))
  return null
}

/**
 * One role only: visitors go to sign in, everyone without the role to `other`. Admins and
 * editors included: they moderate from the console, and a shop's or a barber's screen has nothing
 * of theirs to show.
 */
export const requireRole =
  (role: Role, { other = '/dashboard' }: { other?: string } = {}) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { user } = await currentSession()
    if (!user) throw redirect(signInFor(request))
    if (!hasRole(user, role)) throw redirect(other)
    return null
  }

/**
 * The barber panel (spec §2): visitors to /auth, other roles to /dashboard. A signed-in user with
 * no role at all is sent here by /dashboard after 5 seconds; sending it back would loop forever,
 * so it stays and the panel tells it what is wrong.
 */
export const requireBarberPanel = async (args: LoaderFunctionArgs) => {
  const { user } = await currentSession()
  if (user && !primaryRole(user)) return null
  return requireRole('barber')(args)
}

/** Shop-only screens send everyone else to / (spec §2 "Post a job", "Applicants"; §6 "Candidate pages redirect others to /"). */
export const requireShop = requireRole('barbershop', { other: '/' })

/** The barber's own lists (Minhas Candidaturas, Vagas Salvas) send everyone else to / as well. */
export const requireBarber = requireRole('barber', { other: '/' })
