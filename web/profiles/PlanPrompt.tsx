import { Lock } from 'lucide-react'
import { useId } from 'react'
import { accountMessages } from '#domain/messages/auth'
import { privacyMessages } from '#domain/privacy'
import { useSession } from '../auth/session'
import { buttonClasses } from '../ui/Button'
import { AppLink } from '../ui/navigation'

/** Spec §2, §4: a locked account sees the plans prompt instead of its panel. */
export function PlanPrompt({ audience }: { audience: 'barber' | 'barbershop' }) {
  const id = useId()
  const trialDocumentUsed = useSession().data?.user?.trialDocumentUsed === true
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden rounded-2xl bg-ink px-6 py-10 text-center text-white sm:px-10">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_50%_0%,rgba(245,158,11,0.25),transparent_70%)]" />
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-400/15 text-brand-300">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h2 id={id} className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {accountMessages.choosePlan}
      </h2>
      <p className="mx-auto mt-3 max-w-lg text-stone-300">
        {trialDocumentUsed ? privacyMessages.trialUsed : 'Seu período de teste terminou.'} Assine um plano para voltar a{' '}
        {audience === 'barber' ? 'se candidatar às vagas' : 'publicar vagas e falar com barbeiros'}.
      </p>
      {/* No free days to promise to a document that already had them. */}
      {!trialDocumentUsed && <p className="mx-auto mt-2 max-w-lg text-sm font-semibold text-brand-300">{accountMessages.trialNote}</p>}
      <AppLink to="/planos" className={buttonClasses('accentOnDark', 'lg', 'mt-6')}>
        Ver Planos
      </AppLink>
    </section>
  )
}
