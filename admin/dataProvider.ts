import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import { httpClient } from './api'

/** The console's routes follow the spec (/painel-admin/usuarios ...); the facade names collections as Payload does. */
const API_RESOURCES: Record<string, string> = {
  usuarios: 'users',
  barbearias: 'barbershops',
  barbeiros: 'barbers',
  vagas: 'jobs',
  conversas: 'conversations',
  alertas: 'conversation-flags',
  avaliacoes: 'reviews',
  auditoria: 'audit-log',
  suporte: 'support-tickets',
  planos: 'plans',
  faq: 'faqs',
  'termos-e-privacidade': 'legal-documents',
  'pagina-inicial': 'landing',
}

const restProvider = simpleRestProvider('/api/admin', httpClient)

const apiName = (resource: string) => API_RESOURCES[resource] ?? resource

/** ra-data-simple-rest against /api/admin/* (server/console/routes.ts). */
export const dataProvider: DataProvider = new Proxy(restProvider, {
  get(target, method: string) {
    const call = target[method as keyof DataProvider]
    if (typeof call !== 'function') return call
    return (resource: string, ...rest: unknown[]) => (call as (...args: unknown[]) => unknown).call(target, apiName(resource), ...rest)
  },
})
