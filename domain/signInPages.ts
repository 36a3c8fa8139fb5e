/**
 * The screens only a signed-in person sees (spec §2), and where a visitor of each is sent to sign
 * in: /login for the lists a shared link leads to (the jobs, the chat), /auth for the rest, always
 * with the way back in `next`. The web app's guards send visitors by this table
 * (web/auth/guards.ts); the server sends a request that carries no session cookie at all before
 * drawing anything (server/pages/hosting.ts), so a visitor who follows a link to /vagas-abertas
 * gets the sign-in page at once, not the app's shell and then a redirect. Where a signed-in person
 * without the role goes is the guards' alone: that needs the session.
 *
 * A `:name` in a pattern is one segment of the address.
 */
export const SIGN_IN_PAGES = {
  '/conta/seguranca': '/auth',
  '/conta/privacidade': '/auth',
  '/painel-barbeiro': '/auth',
  '/painel-barbearia': '/auth',
  '/completar-perfil': '/auth',
  '/vagas': '/login',
  '/anunciar-vaga': '/auth',
  '/editar-vaga/:jobId': '/auth',
  '/vaga/:jobId/candidatos': '/auth',
  '/candidatos': '/auth',
  '/vagas-abertas': '/login',
  '/vagas-aplicadas': '/auth',
  '/vagas-salvas': '/auth',
  '/alertas': '/auth',
  '/chat': '/login',
  '/chat/:conversationId': '/login',
  '/suporte': '/auth',
} as const satisfies Record<string, '/auth' | '/login'>

const matchers = Object.entries(SIGN_IN_PAGES).map(([path, signIn]) => ({
  signIn,
  pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`),
}))

/** A sign-in address with the way back to `back` (a path and its query string). */
export const withNext = (signIn: string, back: string) => `${signIn}?next=${encodeURIComponent(back)}`

/**
 * Where a visitor of `pathname` signs in, with `next` leading back to the same address (and its
 * query string, `search` as `location.search` gives it); null for an address open to visitors.
 */
export function signInAddress(pathname: string, search = ''): string | null {
  const page = matchers.find(({ pattern }) => pattern.test(pathname))
  return page ? withNext(page.signIn, pathname + search) : null
}
