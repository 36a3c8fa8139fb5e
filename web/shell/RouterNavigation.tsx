import { useMemo, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { NavigationProvider, type AppLinkProps, type Navigation } from '../ui/navigation'

function RouterLink({ to, ...props }: AppLinkProps) {
  return <Link to={to} {...props} />
}

/** Inside the app, shared links and navigation go through react-router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const value = useMemo<Navigation>(() => ({ Link: RouterLink, pathname, navigate: (to, options) => navigate(to, options) }), [navigate, pathname])
  return <NavigationProvider value={value}>{children}</NavigationProvider>
}
