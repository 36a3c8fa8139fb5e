/**
 * The screens only a signed-in person sees (spec §2), and where a visitor of each is sent to sign
 * in: /login for the lists a shared link leads to (a shop's jobs, the chat), /auth for the rest, always
 * with the way back in `next`. The web app's guards send visitors by this table
 * (web/auth/guards.ts); the server sends a request that carries no session cookie at all before
 * drawing anything (server/pages/hosting.ts), so a visitor who follows a link to /chat gets the
 * sign-in page at once, not the app's shell and then a redirect. /vagas-abertas left this table
 * for domain/publicPages.ts in issue 40 (decision 0064). Where a signed-in person
 * without the role goes is the guards' alone: that needs the session.
 *
 * The web app maps each key to its guard and its component (web/routes.tsx, a
 * `Record<SignInPageKey, …>`), so the router's signed-in routes come from this table.
 *
 * A `:name` in a pattern is one segment of the address.
 */
type SignInPage = {
  path: string
  /** Where a visitor of it signs in. */
  signIn: '/auth' | '/login'
}

export const SIGN_IN_PAGES = {
  accountSecurity: { path: '/conta/seguranca', signIn: '/auth' },
  accountPrivacy: { path: '/conta/privacidade', signIn: '/auth' },
  barberPanel: { path: '/painel-barbeiro', signIn: '/auth' },
  shopPanel: { path: '/painel-barbearia', signIn: '/auth' },
  completeProfile: { path: '/completar-perfil', signIn: '/auth' },
  jobs: { path: '/vagas', signIn: '/login' },
  postJob: { path: '/anunciar-vaga', signIn: '/auth' },
  editJob: { path: '/editar-vaga/:jobId', signIn: '/auth' },
  jobApplicants: { path: '/vaga/:jobId/candidatos', signIn: '/auth' },
  allApplicants: { path: '/candidatos', signIn: '/auth' },
  myApplications: { path: '/vagas-aplicadas', signIn: '/auth' },
  savedJobs: { path: '/vagas-salvas', signIn: '/auth' },
  alerts: { path: '/alertas', signIn: '/auth' },
  invitations: { path: '/convites', signIn: '/auth' },
  chat: { path: '/chat', signIn: '/login' },
  conversation: { path: '/chat/:conversationId', signIn: '/login' },
  support: { path: '/suporte', signIn: '/auth' },
} as const satisfies Record<string, SignInPage>

export type SignInPageKey = keyof typeof SIGN_IN_PAGES

const matchers = Object.values(SIGN_IN_PAGES).map(({ path, signIn }) => ({
  signIn,
  pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`),
}))

/** A sign-in address (its own query string kept: /cadastro?tipo=barbeiro) with the way back to `back` (a path and its query string). */
export const withNext = (signIn: string, back: string) => `${signIn}${signIn.includes('?') ? '&' : '?'}next=${encodeURIComponent(back)}`

/**
 * Where a visitor of `pathname` signs in, with `next` leading back to the same address (and its
 * query string, `search` as `location.search` gives it); null for an address open to visitors.
 */
export function signInAddress(pathname: string, search = ''): string | null {
  const page = matchers.find(({ pattern }) => pattern.test(pathname))
  return page ? withNext(page.signIn, pathname + search) : null
}
