import { ArrowRight, Lock, Pencil, RotateCw, UserRoundPen, type LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { accountMessages, profileMessages } from '../../domain/messages'
import { Avatar } from '../ui/Avatar'
import { Button, ButtonLink, buttonClasses } from '../ui/Button'
import { cn } from '../ui/cn'
import { EmptyState } from '../ui/EmptyState'
import { formatInteger } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { useErrorToast } from '../ui/toast'

/** Spec §8: dashboards say 'Erro ao carregar dados' when their data does not come. */
export function useLoadFailedToast(error: Error | null | undefined) {
  useErrorToast(error, profileMessages.loadFailed, { description: error?.message })
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title={profileMessages.loadFailed}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" /> Tentar novamente
        </Button>
      }
    >
      Verifique sua conexão e tente novamente.
    </EmptyState>
  )
}

const statTones = {
  neutral: 'bg-stone-100 text-stone-700',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-emerald-100 text-emerald-800',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-sky-100 text-sky-800',
}

export type Stat = { label: string; value: number; icon: LucideIcon; tone: keyof typeof statTones }

/** The panel's counts, as a description list: each label says what its number is. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label: statLabel, value, icon: Icon, tone }) => (
        <div key={statLabel} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="flex items-start justify-between gap-2 text-sm leading-tight font-medium text-stone-600">
            {statLabel}
            <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', statTones[tone])}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </dt>
          <dd className="text-3xl font-bold tracking-tight text-stone-900 tabular-nums">{formatInteger(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

export type Shortcut = { to: string; title: string; description: string; icon: LucideIcon }

/** A titled block of a panel (its counts, its shortcuts). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The foot of a panel: Acesso rápido, with the profile card beside it on wide screens. */
export function QuickAccess({ shortcuts, profile }: { shortcuts: Shortcut[]; profile: ReactNode }) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <PanelSection title="Acesso rápido">
        <ul className="grid gap-3 sm:grid-cols-2">
          {shortcuts.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <AppLink
                to={to}
                className="group flex h-full items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink text-brand-400">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-stone-900">{title}</span>
                  <span className="block text-sm text-stone-600">{description}</span>
                </span>
                <ArrowRight
                  className="size-5 shrink-0 text-stone-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
                  aria-hidden="true"
                />
              </AppLink>
            </li>
          ))}
        </ul>
      </PanelSection>
      {profile}
    </div>
  )
}

/** Spec §2, §4: a locked account sees the plans prompt instead of its panel. */
export function PlanPrompt({ audience }: { audience: 'barber' | 'barbershop' }) {
  const id = useId()
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
        Seu período de teste terminou. Assine um plano para voltar a {audience === 'barber' ? 'se candidatar às vagas' : 'publicar vagas e falar com barbeiros'}
        .
      </p>
      <p className="mx-auto mt-2 max-w-lg text-sm font-semibold text-brand-300">{accountMessages.trialNote}</p>
      <AppLink to="/planos" className={buttonClasses('accentOnDark', 'lg', 'mt-6')}>
        Ver Planos
      </AppLink>
    </section>
  )
}

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

/** The profile card of a panel: picture, name, a few facts, edit and public page. */
export function ProfileSummary({
  imageUrl,
  square,
  name,
  facts,
  publicPath,
}: {
  imageUrl: string | null
  square?: boolean
  name: string
  facts: { label: string; value: ReactNode }[]
  publicPath: string | null
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          Meu perfil
        </h2>
        <ButtonLink to="/completar-perfil" variant="outline" size="sm">
          <Pencil className="size-4" aria-hidden="true" /> Editar perfil
        </ButtonLink>
      </div>
      <div className="flex items-center gap-4">
        <Avatar src={imageUrl} name={name} square={square} />
        <p className="min-w-0 text-lg font-semibold break-words text-stone-900">{name}</p>
      </div>
      <dl className="grid gap-3 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-0.5 border-t border-stone-100 pt-3 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="text-stone-600">{fact.label}</dt>
            <dd className="font-medium break-words text-stone-900 sm:text-right">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {publicPath && (
        <AppLink to={publicPath} className="text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          Ver meu perfil público
        </AppLink>
      )}
    </section>
  )
}

export function notProvided(value: ReactNode | null | undefined): ReactNode {
  return value === null || value === undefined || value === '' ? <span className="font-normal text-stone-500">{profileMessages.notProvided}</span> : value
}
