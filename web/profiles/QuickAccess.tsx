import { ArrowRight, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { AppLink } from '../ui/navigation'
import { PanelSection } from './PanelSection'

export type Shortcut = { to: string; title: string; description: string; icon: LucideIcon }

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
