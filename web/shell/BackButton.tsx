import { ArrowLeft } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router-dom'
import { panelPath } from '#domain/session'
import { useSession } from '../auth/session'
import { Button } from '../ui/Button'

/** Voltar: one step back when there is one inside the app, otherwise the role's panel (spec §2). */
export function BackButton({ to, label = 'Voltar' }: { to?: string; label?: string }) {
  const navigate = useNavigate()
  const location = useLocation()
  const { data: session } = useSession()
  const goBack = () => {
    if (to) navigate(to)
    else if (location.key !== 'default') navigate(-1)
    else navigate(panelPath(session?.user))
  }
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 w-fit">
      <ArrowLeft className="size-4" aria-hidden="true" /> {label}
    </Button>
  )
}
