import { QueryClientProvider } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { queryClient } from '../api/queryClient'
import '../styles.css'
import { adoptPageTimeZone } from '../ui/pageTimeZone'
import { LandingApp } from './LandingApp'
import { startServiceWorker } from '../pwa/serviceWorker'

/**
 * The landing page's own entry (landing.html): rendered on the server, hydrated here, inside a
 * transition so the work is cut into short tasks (see web/main.tsx).
 */
startServiceWorker()
adoptPageTimeZone()
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LandingApp />
      </QueryClientProvider>
    </StrictMode>,
  )
})
