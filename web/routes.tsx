import type { ComponentType } from 'react'
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { PUBLIC_PAGES, type PublicPageKey } from '#domain/publicPages'
import { SIGN_IN_PAGES, type SignInPageKey } from '#domain/signInPages'
import { currentSession, requireBarber, requireBarberPanel, requireRole, requireSession, requireShop, sessionKnown } from './auth/guards'
import { Layout } from './shell/Layout'
import { lazyComponent } from './ui/lazyComponent'
import { NotFoundPage } from './pages/NotFoundPage'
import { RouteError } from './pages/RouteError'
import { PageSpinner } from './ui/Spinner'

/**
 * The console is a separate app (admin/, decision 0023) that the server serves for these paths:
 * a link followed inside the marketplace loads it as a new page.
 */
const openConsole = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url)
  window.location.assign(url.pathname + url.search)
  return new Promise<never>(() => {})
}

/**
 * The public pages' components, by the key of their address in domain/publicPages.ts (the server
 * renders, keeps and prefetches them by the same keys).
 */
const publicPageComponents: Record<PublicPageKey, () => Promise<{ Component: ComponentType }>> = {
  landing: () => import('./landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
  barbers: () => import('./directory/DirectoryPage').then((m) => ({ Component: m.BarbersDirectoryPage })),
  shops: () => import('./directory/DirectoryPage').then((m) => ({ Component: m.ShopsDirectoryPage })),
  barber: () => import('./profiles/PublicProfilePage').then((m) => ({ Component: m.BarberProfilePage })),
  shop: () => import('./profiles/PublicProfilePage').then((m) => ({ Component: m.ShopProfilePage })),
  job: () => import('./jobs/JobDetailPage').then((m) => ({ Component: m.JobDetailPage })),
  place: () => import('./places/PlacePage').then((m) => ({ Component: m.PlacePage })),
  openJobs: () => import('./jobs/OpenJobsPage').then((m) => ({ Component: m.OpenJobsPage })),
  faq: () => import('./faq/FaqPage').then((m) => ({ Component: m.FaqPage })),
  terms: () => import('./legal/LegalPage').then((m) => ({ Component: m.TermsPage })),
  privacy: () => import('./legal/LegalPage').then((m) => ({ Component: m.PrivacyPage })),
  plans: () => import('./billing/PlansPage').then((m) => ({ Component: m.PlansPage })),
  login: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
  signup: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
}

const publicRoutes: RouteObject[] = (Object.keys(PUBLIC_PAGES) as PublicPageKey[]).map((key) =>
  PUBLIC_PAGES[key].path === '/'
    ? { index: true, lazy: publicPageComponents[key] }
    : { path: PUBLIC_PAGES[key].path.slice(1), lazy: publicPageComponents[key] },
)

/**
 * A guarded screen's code, for a route with a guard (a loader): the server never renders those
 * (server/pages/ssr.tsx), and this reads the browser's session. React Router fetches a route's
 * lazy() in parallel with its loader, so a visitor about to be redirected to sign in would download
 * a page it never sees. The session decides first: a signed-in user gets the page's code, a visitor
 * a component that fetches it only if ever rendered (after signing in without a reload), since React
 * Router keeps the first answer of lazy(). On a page load the session is not known yet (the shell
 * carries none, issue 42) and the server sent the shell only to a request with a session cookie: the
 * code is then most likely needed, and loads while /api/session answers instead of after it.
 */
const afterGuard = (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => {
  const early = sessionKnown() ? undefined : load()
  // A visitor's screen never shown: its code failing to load is nobody's concern.
  early?.catch(() => undefined)
  const { user } = await currentSession()
  if (user) return { Component: await (early ?? load()) }
  return { Component: lazyComponent(load) }
}

/**
 * The signed-in screens, by the key of their address in domain/signInPages.ts (which also says
 * where a visitor of each signs in): the guard that runs first and the screen's code.
 */
const signInPageScreens: Record<SignInPageKey, { guard: LoaderFunction; screen: () => Promise<ComponentType> }> = {
  accountSecurity: { guard: requireSession, screen: () => import('./account/AccountSecurityPage').then((m) => m.AccountSecurityPage) },
  accountPrivacy: { guard: requireSession, screen: () => import('./account/PrivacyPage').then((m) => m.PrivacyPage) },
  barberPanel: { guard: requireBarberPanel, screen: () => import('./profiles/PanelPage').then((m) => m.BarberPanelPage) },
  shopPanel: { guard: requireRole('barbershop'), screen: () => import('./profiles/PanelPage').then((m) => m.ShopPanelPage) },
  completeProfile: { guard: requireSession, screen: () => import('./profiles/CompleteProfilePage').then((m) => m.CompleteProfilePage) },
  jobs: { guard: requireSession, screen: () => import('./jobs/JobsPage').then((m) => m.JobsPage) },
  postJob: { guard: requireShop, screen: () => import('./jobs/PostJobPage').then((m) => m.PostJobPage) },
  editJob: { guard: requireShop, screen: () => import('./jobs/EditJobPage').then((m) => m.EditJobPage) },
  jobApplicants: { guard: requireShop, screen: () => import('./applications/JobApplicantsPage').then((m) => m.JobApplicantsPage) },
  allApplicants: { guard: requireShop, screen: () => import('./applications/AllApplicantsPage').then((m) => m.AllApplicantsPage) },
  myApplications: { guard: requireBarber, screen: () => import('./applications/MyApplicationsPage').then((m) => m.MyApplicationsPage) },
  savedJobs: { guard: requireBarber, screen: () => import('./jobs/SavedJobsPage').then((m) => m.SavedJobsPage) },
  alerts: { guard: requireBarber, screen: () => import('./alerts/AlertsPage').then((m) => m.AlertsPage) },
  invitations: { guard: requireSession, screen: () => import('./invitations/InvitationsPage').then((m) => m.InvitationsPage) },
  chat: { guard: requireSession, screen: () => import('./chat/ChatPage').then((m) => m.ChatPage) },
  conversation: { guard: requireSession, screen: () => import('./chat/ChatPage').then((m) => m.ChatPage) },
  support: { guard: requireSession, screen: () => import('./support/SupportPage').then((m) => m.SupportPage) },
}

const signInRoutes: RouteObject[] = (Object.keys(SIGN_IN_PAGES) as SignInPageKey[]).map((key) => ({
  path: SIGN_IN_PAGES[key].path.slice(1),
  loader: signInPageScreens[key].guard,
  lazy: afterGuard(signInPageScreens[key].screen),
}))

/**
 * What a page shows inside the frame while the browser loads its code and runs its guard, when the
 * server did not render it (a guarded screen): the spinner. Without one React Router drew nothing,
 * not even the header, and warned 'No `HydrateFallback` element provided' on every such page.
 */
const withLoadingScreen = (children: RouteObject[]): RouteObject[] => children.map((route) => ({ HydrateFallback: PageSpinner, ...route }))

/**
 * Every route of the spec (§2): the public pages and the signed-in screens from their tables in
 * domain/, the rest here. Each page's code loads only when visited, so a visitor of the
 * landing page downloads the landing page. Loaders send users where the spec says before the
 * page's code is even fetched.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: withLoadingScreen([
      ...publicRoutes,
      { path: 'auth', lazy: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      { path: 'recuperar-senha', lazy: () => import('./auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: 'verificar-email', lazy: () => import('./auth/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })) },
      { path: 'confirmar-email', lazy: () => import('./account/ConfirmEmailChangePage').then((m) => ({ Component: m.ConfirmEmailChangePage })) },
      // No guard: the server renders its spinner for everyone, so its code must load there too (afterGuard
      // reads the browser's session, and threw on the server: the error page went out and React's #418 came back).
      { path: 'dashboard', lazy: () => import('./auth/DashboardRedirect').then((m) => ({ Component: m.DashboardRedirect })) },
      { path: 'perfil', lazy: () => import('./auth/DashboardRedirect').then((m) => ({ Component: m.ProfileRedirect })) },
      { path: 'perfil/:userId', lazy: () => import('./profiles/ProfileByUserPage').then((m) => ({ Component: m.ProfileByUserPage })) },
      ...signInRoutes,
      { path: 'admin-login', loader: openConsole },
      { path: 'painel-admin/*', loader: openConsole },

      { path: '*', Component: NotFoundPage },
    ]),
  },
]
