import { ArrowLeft } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router-dom'
import { panelPath } from '#domain/session'
import { useSession } from '../auth/session'
import { Button } from '../ui/Button'

/**
 * Whether the page before this one in the tab was one of ours although the router did not go there
 * itself: a link followed before the page had hydrated (the pages the server renders answer clicks
 * at once) loads a new document, whose first entry the router calls 'default'.
 */
const cameFromOurPage = () => {
  if (window.history.length < 2 || !document.referrer) return false
  try {
    return new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/** Voltar: one step back when there is one inside the app, otherwise the role's panel (spec §2). */
export function BackButton({ to, label = 'Voltar' }: { to?: string; label?: string }) {
  const navigate = useNavigate()
  const location = useLocation()
  const { data: session } = useSession()
  const goBack = () => {
    if (to) navigate(to)
    else if (location.key !== 'default' || cameFromOurPage()) navigate(-1)
    else navigate(panelPath(session?.user))
  }
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 w-fit">
      <ArrowLeft className="size-4" aria-hidden="true" /> {label}
    </Button>
  )
}
