import { Admin, Resource } from 'react-admin'
import { Navigate } from 'react-router-dom'
import { hasRole } from '#domain/roles'
import auditLog from './auditLog'
import { authProvider } from './authProvider'
import barbers from './barbers'
import barbershops from './barbershops'
import conversations from './conversations'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import faq from './faq'
import legal from './legal'
import { i18nProvider } from './i18nProvider'
import jobs from './jobs'
import landing from './landing'
import { ConsoleLayout } from './layout/ConsoleLayout'
import { consoleStore } from './layout/sidebarCookie'
import plans from './plans'
import support from './support'
import reviews from './reviews'
import { consoleTheme } from './theme'
import users from './users'

/** Moderation for admins; the content (plans, landing copy) for admins and editors (spec §6, issue 13). */
export const App = () => (
  <Admin
    basename="/painel-admin"
    title="Painel Admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={consoleStore}
    theme={consoleTheme}
    layout={ConsoleLayout}
    dashboard={Dashboard}
    loginPage={false}
    catchAll={() => <Navigate to="/painel-admin" replace />}
    requireAuth
    disableTelemetry
  >
    {(roles: string[]) => (
      <>
        {hasRole({ roles }, 'admin') && (
          <>
            <Resource name="usuarios" {...users} />
            <Resource name="barbearias" {...barbershops} />
            <Resource name="barbeiros" {...barbers} />
            <Resource name="vagas" {...jobs} />
            <Resource name="suporte" {...support} />
            <Resource name="conversas" {...conversations} />
            <Resource name="avaliacoes" {...reviews} />
            <Resource name="auditoria" {...auditLog} />
          </>
        )}
        <Resource name="planos" {...plans} />
        <Resource name="faq" {...faq} />
        <Resource name="termos-e-privacidade" {...legal} />
        <Resource name="pagina-inicial" {...landing} />
      </>
    )}
  </Admin>
)
