import { Scissors, Store, type LucideIcon } from 'lucide-react'
import type { UserType } from '#domain/roles'
import type { Landing } from '#payload-types'

const columns: { audience: UserType; title: string; icon: LucideIcon }[] = [
  { audience: 'barber', title: 'Para barbeiros', icon: Scissors },
  { audience: 'barbershop', title: 'Para barbearias', icon: Store },
]

export function HowItWorks({ content }: { content: Landing['howItWorks'] }) {
  const steps = content.steps ?? []
  return (
    <section id="como-funciona" aria-labelledby="como-funciona-titulo" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="como-funciona-titulo" className="text-center text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {content.title}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {columns.map(({ audience, title, icon: Icon }) => {
            const own = steps.filter((step) => step.audience === audience)
            if (own.length === 0) return null
            return (
              <div key={audience} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
                <h3 className="flex items-center gap-3 text-xl font-bold text-stone-900">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-ink text-brand-400">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {title}
                </h3>
                <ol className="mt-8 flex flex-col">
                  {own.map((step, index) => (
                    <li key={step.id ?? index} className="group relative flex gap-4 pb-8 last:pb-0">
                      <span aria-hidden="true" className="absolute top-10 bottom-1 left-[1.125rem] w-px bg-stone-200 group-last:hidden" />
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900 ring-4 ring-white"
                      >
                        {index + 1}
                      </span>
                      <div className="pt-1.5">
                        <h4 className="font-semibold text-stone-900">{step.title}</h4>
                        <p className="mt-1 leading-relaxed text-stone-600">{step.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
