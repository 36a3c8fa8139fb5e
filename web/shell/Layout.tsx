import { Outlet, ScrollRestoration } from 'react-router-dom'
import { useSubscriptionWatch } from '../billing/queries'
import { AppFrame } from './AppFrame'
import { RouterNavigation } from './RouterNavigation'

export function Layout() {
  useSubscriptionWatch()
  return (
    <RouterNavigation>
      <AppFrame>
        <Outlet />
      </AppFrame>
      <ScrollRestoration />
    </RouterNavigation>
  )
}

/** The width and padding of an ordinary page. */
export function Page({ children, narrow = false }: { children: React.ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'mx-auto max-w-xl px-4 py-8' : 'mx-auto max-w-6xl px-4 py-8'}>{children}</div>
}
