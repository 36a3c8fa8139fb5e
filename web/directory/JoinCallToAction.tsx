import type { ReactNode } from 'react'
import { ButtonLink } from '../ui/Button'

/** The visitor's invitation at the foot of a directory: join and be listed here too. */
export function JoinCallToAction({ title, children, action, to }: { title: string; children: ReactNode; action: string; to: string }) {
  return (
    <section aria-labelledby="convite-titulo" className="mt-12 overflow-hidden rounded-2xl bg-ink px-6 py-10 text-center text-white sm:px-10">
      <h2 id="convite-titulo" className="text-2xl font-extrabold tracking-tight text-balance">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-pretty text-stone-300">{children}</p>
      <ButtonLink to={to} variant="accentOnDark" size="lg" className="mt-6">
        {action}
      </ButtonLink>
    </section>
  )
}
