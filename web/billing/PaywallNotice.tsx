import { LockKeyhole } from 'lucide-react'
import { PLANS_PATH } from '#domain/account'
import { accountMessages } from '#domain/messages/auth'
import { ButtonLink } from '../ui/Button'
import { cn } from '../ui/cn'

/**
 * Why a locked account cannot do what it sees (accept, hire, talk, read a contact) and where to
 * subscribe: the server refuses the same with 'Período de teste expirado' (decision 0030).
 */
export function PaywallNotice({ detail, className }: { detail: string; className?: string }) {
  return (
    <div role="note" className={cn('flex flex-col gap-3 bg-amber-50 py-3 sm:flex-row sm:items-center sm:justify-between', className)}>
      <div className="flex items-start gap-2.5">
        <LockKeyhole className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold text-stone-900">{accountMessages.trialExpired}</p>
          <p className="text-sm text-stone-700">{detail}</p>
        </div>
      </div>
      <ButtonLink to={PLANS_PATH} size="sm" className="self-start sm:self-center">
        Ver Planos
      </ButtonLink>
    </div>
  )
}
