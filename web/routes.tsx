import type { RouteObject } from 'react-router-dom'
import { requireRole, requireSession, requireShop } from './auth/guards'
import { Layout } from './shell/Layout'
import { NotFoundPage } from './pages/NotFoundPage'
import { RouteError } from './pages/RouteError'

/**
 * Every route of the spec (§2). Each page's code loads only when visited, so a visitor of the
 * landing page downloads the landing page. Loaders send users where the spec says before the
 * page's code is even fetched.
 */
/** Screens that arrive with later issues show their title until then. */
const titled = (title: string) => async () => {
  const { ComingSoonPage } = await import('./pages/ComingSoonPage')
  return { Component: () => <ComingSoonPage title={title} /> }
}

const requireBarber = requireRole('barber', { anonymous: '/auth', other: '/dashboard' })

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { path: 'auth', lazy: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      { path: 'login', lazy: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      { path: 'cadastro', lazy: () => import('./auth/AuthPage').then((m) => ({ Component: m.AuthPage })) },
      { path: 'recuperar-senha', lazy: () => import('./auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: 'verificar-email', lazy: () => import('./auth/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })) },
      { path: 'dashboard', lazy: () => import('./auth/DashboardRedirect').then((m) => ({ Component: m.DashboardRedirect })) },
      { path: 'perfil', lazy: () => import('./auth/DashboardRedirect').then((m) => ({ Component: m.ProfileRedirect })) },

      { path: 'barbeiros', lazy: titled('Barbeiros') },
      { path: 'barbearias', lazy: titled('Barbearias') },
      { path: 'perfil/:userId', lazy: titled('Perfil') },
      { path: 'barbeiro/:barberId', lazy: titled('Perfil do barbeiro') },
      { path: 'barbearia/:shopId', lazy: titled('Perfil da barbearia') },

      { path: 'painel-barbeiro', loader: requireBarber, lazy: titled('Painel do Barbeiro') },
      { path: 'painel-barbearia', loader: requireRole('barbershop'), lazy: titled('Painel da Barbearia') },
      { path: 'completar-perfil', loader: requireSession(), lazy: titled('Complete seu Perfil') },

      { path: 'vagas', lazy: titled('Minhas Vagas') },
      { path: 'anunciar-vaga', loader: requireShop, lazy: titled('Anunciar Vaga') },
      { path: 'editar-vaga/:jobId', loader: requireShop, lazy: titled('Editar Vaga') },
      { path: 'vaga/:jobId/candidatos', loader: requireShop, lazy: titled('Candidatos') },
      { path: 'candidatos', loader: requireShop, lazy: titled('Candidatos') },
      { path: 'vagas-abertas', loader: requireSession('/login'), lazy: titled('Vagas Abertas') },
      { path: 'vagas/:jobId', lazy: titled('Vaga') },
      { path: 'vagas-aplicadas', loader: requireBarber, lazy: titled('Minhas Candidaturas') },
      { path: 'vagas-salvas', loader: requireBarber, lazy: titled('Vagas Salvas') },

      { path: 'chat', loader: requireSession('/login'), lazy: titled('Conversas') },
      { path: 'planos', lazy: titled('Planos') },
      { path: 'admin-login', lazy: titled('Acesso administrativo') },
      { path: 'painel-admin/*', lazy: titled('Painel Admin') },

      { path: '*', Component: NotFoundPage },
    ],
  },
]
