import type { ComponentType } from 'react'
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { PUBLIC_PAGES, type PublicPageKey } from '#domain/publicPages'
import { currentSession, requireBarber, requireBarberPanel, requireRole, requireSession, requireShop } from './auth/guards'
import { Layout } from './shell/Layout'
import { lazyComponent } from './ui/lazyComponent'
import { NotFoundPage } from './pages/NotFoundPage'
import { RouteError } from './pages/RouteError'
import { PageSpinner } from './ui/Spinner'

/**
 * Every route of the spec (§2). Each page's code loads only when visited, so a visitor of the
 * landing page downloads the landing page. Loaders send users where the spec says before the
 * page's code is even fetched.
 */
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
  faq: () => import('./faq/FaqPage').then((m) => ({ Component: m.FaqPage })),
  terms: () => import('./legal/LegalPage').then((m) => ({ Component: m.TermsPage })),
  privacy: () => import('./legal/LegalPage').then((m) => ({ Component: m.PrivacyPage })),
  plans: () => import('./billing/PlansPage').then((m) => ({ Component: m.PlansPage })),
  login: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
  signup: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
}

const publicRoutes: RouteObject[] = (Object.keys(PUBLIC_PAGES) as PublicPageKey[]).map((key) =>
  key === 'landing' ? { index: true, lazy: publicPageComponents[key] } : { path: PUBLIC_PAGES[key].path.slice(1), lazy: publicPageComponents[key] },
)

/**
 * A guarded screen's code, for a route with a guard (a loader): the server never renders those
 * (server/pages/ssr.tsx), and this reads the browser's session. React Router fetches a route's
 * lazy() in parallel with its loader, so a visitor about to be redirected to sign in would download
 * a page it never sees. The session decides first: a signed-in user (whose session is already in
 * the bootstrap, so nothing waits) gets the page's code at once; a visitor gets a component that
 * fetches it only if ever rendered (after signing in without a reload), since React Router keeps
 * the first answer of lazy().
 */
const afterGuard = (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => {
  const { user } = await currentSession()
  if (user) return { Component: await load() }
  return { Component: lazyComponent(load) }
}

/**
 * What a page shows inside the frame while the browser loads its code and runs its guard, when the
 * server did not render it (a guarded screen): the spinner. Without one React Router drew nothing,
 * not even the header, and warned 'No `HydrateFallback` element provided' on every such page.
 */
const withLoadingScreen = (children: RouteObject[]): RouteObject[] => children.map((route) => ({ HydrateFallback: PageSpinner, ...route }))

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
      {
        path: 'conta/seguranca',
        loader: requireSession,
        lazy: afterGuard(() => import('./account/AccountSecurityPage').then((m) => m.AccountSecurityPage)),
      },
      { path: 'conta/privacidade', loader: requireSession, lazy: afterGuard(() => import('./account/PrivacyPage').then((m) => m.PrivacyPage)) },
      // No guard: the server renders its spinner for everyone, so its code must load there too (afterGuard
      // reads the browser's session, and threw on the server: the error page went out and React's #418 came back).
      { path: 'dashboard', lazy: () => import('./auth/DashboardRedirect').then((m) => ({ Component: m.DashboardRedirect })) },
      { path: 'perfil', lazy: () => import('./auth/DashboardRedirect').then((m) => ({ Component: m.ProfileRedirect })) },

      { path: 'perfil/:userId', lazy: () => import('./profiles/ProfileByUserPage').then((m) => ({ Component: m.ProfileByUserPage })) },

      { path: 'painel-barbeiro', loader: requireBarberPanel, lazy: afterGuard(() => import('./profiles/PanelPage').then((m) => m.BarberPanelPage)) },
      {
        path: 'painel-barbearia',
        loader: requireRole('barbershop'),
        lazy: afterGuard(() => import('./profiles/PanelPage').then((m) => m.ShopPanelPage)),
      },
      {
        path: 'completar-perfil',
        loader: requireSession,
        lazy: afterGuard(() => import('./profiles/CompleteProfilePage').then((m) => m.CompleteProfilePage)),
      },

      { path: 'vagas', loader: requireSession, lazy: afterGuard(() => import('./jobs/JobsPage').then((m) => m.JobsPage)) },
      { path: 'anunciar-vaga', loader: requireShop, lazy: afterGuard(() => import('./jobs/PostJobPage').then((m) => m.PostJobPage)) },
      { path: 'editar-vaga/:jobId', loader: requireShop, lazy: afterGuard(() => import('./jobs/EditJobPage').then((m) => m.EditJobPage)) },
      {
        path: 'vaga/:jobId/candidatos',
        loader: requireShop,
        lazy: afterGuard(() => import('./applications/JobApplicantsPage').then((m) => m.JobApplicantsPage)),
      },
      { path: 'candidatos', loader: requireShop, lazy: afterGuard(() => import('./applications/AllApplicantsPage').then((m) => m.AllApplicantsPage)) },
      { path: 'vagas-abertas', loader: requireSession, lazy: afterGuard(() => import('./jobs/OpenJobsPage').then((m) => m.OpenJobsPage)) },
      {
        path: 'vagas-aplicadas',
        loader: requireBarber,
        lazy: afterGuard(() => import('./applications/MyApplicationsPage').then((m) => m.MyApplicationsPage)),
      },
      { path: 'vagas-salvas', loader: requireBarber, lazy: afterGuard(() => import('./jobs/SavedJobsPage').then((m) => m.SavedJobsPage)) },
      { path: 'alertas', loader: requireBarber, lazy: afterGuard(() => import('./alerts/AlertsPage').then((m) => m.AlertsPage)) },

      { path: 'chat', loader: requireSession, lazy: afterGuard(() => import('./chat/ChatPage').then((m) => m.ChatPage)) },
      { path: 'chat/:conversationId', loader: requireSession, lazy: afterGuard(() => import('./chat/ChatPage').then((m) => m.ChatPage)) },
      { path: 'suporte', loader: requireSession, lazy: afterGuard(() => import('./support/SupportPage').then((m) => m.SupportPage)) },
      { path: 'admin-login', loader: openConsole },
      { path: 'painel-admin/*', loader: openConsole },

      { path: '*', Component: NotFoundPage },
    ]),
  },
]
