import { useId, type ReactNode } from 'react'

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
