import { QueryClientProvider } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { bootstrap } from './api/bootstrap'
import { queryClient } from './api/queryClient'
import { routes } from './routes'
import { adoptPageTimeZone } from './ui/pageTimeZone'
import { startServiceWorker } from './pwa/serviceWorker'
import './styles.css'

startServiceWorker()
const container = document.getElementById('root')!

async function start() {
  adoptPageTimeZone()
  for (const { queryKey, data } of bootstrap().queries ?? []) queryClient.setQueryData(queryKey, data)
  if (bootstrap().ssr) {
    // The server rendered this page: load its route modules first, so the first render matches.
    const matches = matchRoutes(routes, window.location) ?? []
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return
        const loaded = await route.lazy()
        Object.assign(route, loaded, { lazy: undefined })
      }),
    )
  }
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryClientProvider>
    </StrictMode>
  )
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead
  // of blocking the main thread for the whole page (Lighthouse's Total Blocking Time); a click
  // that arrives meanwhile hydrates its own part first.
  if (bootstrap().ssr) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

void start()
