import { Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { trialRemainingLabel } from '#domain/account'
import { accountMessages } from '#domain/messages/auth'
import { useSession } from '../auth/session'
import { ButtonLink } from '../ui/Button'
import { Alert } from '../ui/Alert'

/** The trial's remaining time, refreshed every minute; a plan prompt once it is over (spec §4). */
export function TrialBanner() {
  const { data: session } = useSession()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  const user = session?.user
  if (!user || (user.accountStatus !== 'trial' && user.accountStatus !== 'locked')) return null
  const remaining = user.accountStatus === 'trial' && user.trialEndsAt ? trialRemainingLabel(user.trialEndsAt, now) : null
  if (!remaining) {
    return (
      <Alert
        tone="warning"
        title={accountMessages.trialBannerExpired}
        action={
          <ButtonLink to="/planos" size="sm">
            Ver Planos
          </ButtonLink>
        }
        className="mb-6"
      />
    )
  }
  return (
    <Alert
      tone="info"
      className="mb-6"
      action={
        <ButtonLink to="/planos" variant="outline" size="sm">
          Ver Planos
        </ButtonLink>
      }
    >
      <span className="flex items-center gap-2">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Período de teste grátis: <strong>{remaining}</strong>.
        </span>
      </span>
    </Alert>
  )
}
