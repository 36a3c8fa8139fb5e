import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { panelPath, primaryRole } from '#domain/session'
import { PageSpinner } from '../ui/Spinner'
import { useSession } from './session'

const UNKNOWN_ROLE_FALLBACK_MS = 5000

/** /dashboard: a spinner, then each role to its panel; an unknown role waits 5 s for /painel-barbeiro (spec §2). */
export function DashboardRedirect() {
  const navigate = useNavigate()
  const { data: session, isPending } = useSession()
  useEffect(() => {
    if (isPending) return
    const user = session?.user
    if (!user) return void navigate('/auth', { replace: true })
    if (primaryRole(user)) return void navigate(panelPath(user), { replace: true })
    const timer = setTimeout(() => navigate('/painel-barbeiro', { replace: true }), UNKNOWN_ROLE_FALLBACK_MS)
    return () => clearTimeout(timer)
  }, [isPending, session, navigate])
  return <PageSpinner label="Carregando seu painel..." />
}

/** /perfil: no user to /auth; barber or shop to /completar-perfil; admin to /painel-admin; otherwise /dashboard. */
export function ProfileRedirect() {
  const navigate = useNavigate()
  const { data: session, isPending } = useSession()
  useEffect(() => {
    if (isPending) return
    const role = primaryRole(session?.user)
    if (!session?.user) navigate('/auth', { replace: true })
    else if (role === 'barber' || role === 'barbershop') navigate('/completar-perfil', { replace: true })
    else if (role === 'admin' || role === 'editor') navigate(panelPath(session.user), { replace: true })
    else navigate('/dashboard', { replace: true })
  }, [isPending, session, navigate])
  return <PageSpinner />
}
