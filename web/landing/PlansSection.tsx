import { Gift } from 'lucide-react'
import { useState } from 'react'
import type { UserType } from '#domain/roles'
import type { Landing } from '#payload-types'
import { ButtonLink } from '../ui/Button'
import { TabPanel, Tabs, type TabItem } from '../ui/Tabs'
import { PlanCard } from './PlanCard'
import { usePlanCountry } from './planCountry'
import { PlanCountrySwitch } from './PlanCountrySwitch'
import { usePlans } from './queries'
import { signupPath } from './signup'

const audiences: TabItem<UserType>[] = [
  { value: 'barber', label: 'Para Barbeiros' },
  { value: 'barbershop', label: 'Para Barbearias' },
]

const TABS_ID = 'planos-publico'

export function PlansSection({ content }: { content: Landing['plans'] }) {
  const [audience, setAudience] = useState<UserType>('barber')
  const { data: plans } = usePlans()
  const { country, choose } = usePlanCountry()

  const shown = (plans ?? []).filter((plan) => plan.audience === audience && plan.country === country).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))

  return (
    <section id="planos" aria-labelledby="planos-titulo" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3.5 py-1 text-sm font-semibold text-brand-900">
            <Gift className="size-4" aria-hidden="true" />3 dias grátis para testar
          </p>
          <h2 id="planos-titulo" className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {content.title}
          </h2>
          {content.subtitle && <p className="mt-4 text-lg text-pretty text-stone-600">{content.subtitle}</p>}
        </div>
        <div className="mx-auto mt-10 max-w-md">
          <Tabs id={TABS_ID} label="Planos por tipo de conta" items={audiences} value={audience} onChange={setAudience} />
          {choose && <PlanCountrySwitch value={country} onChange={choose} className="mt-5" />}
        </div>
        <TabPanel tabsId={TABS_ID} value={audience} active className="mt-14 grid items-stretch gap-8 md:grid-cols-3 md:gap-6">
          {plans === undefined ? (
            [1, 2, 3].map((placeholder) => <div key={placeholder} className="h-[28rem] animate-pulse rounded-2xl bg-stone-200/70" />)
          ) : shown.length === 0 ? (
            <p className="text-center text-stone-600 md:col-span-3">Os planos estarão disponíveis em breve.</p>
          ) : (
            shown.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  <ButtonLink to={signupPath(audience)} variant={plan.highlight ? 'primary' : 'secondary'} size="lg" className="w-full">
                    Começar grátis
                  </ButtonLink>
                }
              />
            ))
          )}
        </TabPanel>
      </div>
    </section>
  )
}
