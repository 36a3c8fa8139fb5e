import type { ReactNode } from 'react'

export function PublicSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className ?? 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6'}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
