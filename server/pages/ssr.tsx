import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom'
import type { Session } from '#domain/session'
import { inDisplayTimeZone, LandingApp, loadLazyComponents, routes, sessionQuery } from '#web/ssr'

/**
 * Server rendering of the web app's public pages, so a phone on a slow network sees the page at
 * once and the browser only hydrates it. Pages behind a guard (their route has a loader) are left
 * to the browser: the guard decides from the session there. Data a page reads through TanStack
 * Query is given to the renderer in `prefill` (query key → data), the same data the browser
 * finds in the page's bootstrap. renderToString cannot wait for code: each render first loads the
 * code of every lazy component declared so far (the route's module declares its own when the
 * router loads it), so a page comes out the same on the first render after boot as on the next.
 */
const handler = createStaticHandler(routes)

type Prefill = { queryKey: readonly unknown[]; data: unknown }[]

function queryClientWith(session: Session, prefill: Prefill): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  client.setQueryData(sessionQuery.queryKey, session)
  for (const { queryKey, data } of prefill) client.setQueryData(queryKey, data)
  return client
}

/**
 * Whether a path's page renders without a guard, per path: the routes are fixed for the life of the
 * process, so the answer is a function of the path alone, and react-router's matchRoutes flattens and
 * ranks every route on each call (a tenth of a signed-in shell's CPU, issue 42). Bounded; cleared when
 * full (a path made up per request costs what it cost before).
 */
const renderable = new Map<string, boolean>()
const RENDERABLE_BOUND = 1000

/** True when the path's page can be rendered without running a guard. */
export function isServerRenderable(pathname: string): boolean {
  const known = renderable.get(pathname)
  if (known !== undefined) return known
  const matches = matchRoutes(routes, pathname)
  const answer = Boolean(matches?.length) && matches!.every(({ route }) => !route.loader)
  if (renderable.size >= RENDERABLE_BOUND) renderable.clear()
  renderable.set(pathname, answer)
  return answer
}

/** The HTML inside #root for an app page, or null when it must render in the browser. */
export async function renderAppPage(url: URL, session: Session, prefill: Prefill, timeZone: string): Promise<string | null> {
  if (!isServerRenderable(url.pathname)) return null
  const context = await handler.query(new Request(url)) // not SQL: React Router's static handler
  if (context instanceof Response) return null
  const router = createStaticRouter(handler.dataRoutes, context)
  await loadLazyComponents()
  return inDisplayTimeZone(timeZone, () =>
    renderToString(
      <QueryClientProvider client={queryClientWith(session, prefill)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    ),
  )
}

/** The HTML inside #root for the landing page's own entry. */
export async function renderLandingPage(session: Session, prefill: Prefill, timeZone: string): Promise<string> {
  await loadLazyComponents()
  return inDisplayTimeZone(timeZone, () =>
    renderToString(
      <QueryClientProvider client={queryClientWith(session, prefill)}>
        <LandingApp />
      </QueryClientProvider>,
    ),
  )
}
