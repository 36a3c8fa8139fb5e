import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react'

/**
 * Links and navigation that work in both places a shared component can render: inside the app
 * (react-router: client-side navigation) and on the landing page, which is its own lean page
 * without the router (plain links, full page loads). The app provides its router through
 * NavigationProvider (shell/RouterNavigation.tsx); the landing page uses the plain default.
 */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean }

export type Navigation = {
  Link: ComponentType<AppLinkProps>
  pathname: string
  navigate: (to: string, options?: { replace?: boolean }) => void
}

const PlainLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function PlainLink({ to, replace: _replace, ...props }, ref) {
  return <a ref={ref} href={to} {...props} />
})

const browserNavigation: Navigation = {
  Link: PlainLink,
  pathname: typeof window === 'undefined' ? '/' : window.location.pathname,
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
}

const NavigationContext = createContext<Navigation>(browserNavigation)

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext)
}

export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation()
  return <Link {...props} />
}

/** A navigation link that knows whether it points at the current page. */
export function AppNavLink({
  to,
  end = false,
  className,
  ...props
}: Omit<AppLinkProps, 'className'> & { end?: boolean; className: (active: boolean) => string }) {
  const { Link, pathname } = useNavigation()
  const target = to.split(/[?#]/)[0]
  const active = !to.includes('#') && (end || target === '/' ? pathname === target : pathname === target || pathname.startsWith(`${target}/`))
  return <Link to={to} className={className(active)} aria-current={active ? 'page' : undefined} {...props} />
}
