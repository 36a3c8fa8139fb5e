import { UserRoundPen } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { profileMessages } from '#domain/messages/profiles'
import { ButtonLink } from '../ui/Button'

/** Spec §2: 'Complete seu Perfil' with the way to do it. */
export function CompleteProfilePrompt({ completeness, children }: { completeness: number; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <UserRoundPen className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {profileMessages.completeProfile}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{children}</p>
        <div className="mt-3 flex items-center gap-3">
          <div aria-hidden="true" className="h-2 max-w-48 flex-1 overflow-hidden rounded-full bg-brand-100">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${completeness}%` }} />
          </div>
          <span className="text-xs font-semibold text-brand-900">{completeness}% completo</span>
        </div>
      </div>
      <ButtonLink to="/completar-perfil" className="w-full sm:w-auto">
        Completar perfil
      </ButtonLink>
    </section>
  )
}
