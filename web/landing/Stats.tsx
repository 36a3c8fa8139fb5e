import { visibleFigures } from '#domain/landingFigures'
import type { Landing } from '#payload-types'
import { cn } from '../ui/cn'
import { useStats } from './queries'

/** Cells per row from 640 px on: one row up to four figures, two balanced rows past that. */
const rowWidths = ['', 'sm:basis-full', 'sm:basis-[calc(50%-1px)]', 'sm:basis-[calc(33.333%-1px)]', 'sm:basis-[calc(25%-1px)]'] as const

/**
 * The marketing figures of spec §1, as the editors set them (domain/landingFigures.ts): live counts
 * rounded down to honest steps, fixed texts as written. A figure with nothing true to show is left
 * out, and the cells grow to fill their row (two to a row on a phone, the odd one out full width),
 * so the grid never has an empty cell. Nothing to show, no section.
 */
export function Stats({ content }: { content: Landing['stats'] }) {
  const { data: stats } = useStats()
  const figures = visibleFigures(content.figures, stats)
  if (figures.length === 0) return null
  const perRow = figures.length <= 4 ? figures.length : Math.min(4, Math.ceil(figures.length / 2))
  return (
    <section aria-labelledby="numeros-titulo" className="bg-ink text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-14 sm:py-16 lg:flex-row lg:justify-between lg:gap-16">
        <h2 id="numeros-titulo" className="max-w-sm text-center text-2xl font-extrabold tracking-tight text-balance sm:text-3xl lg:text-left">
          {content.title}
        </h2>
        <dl className="flex w-full flex-wrap gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 lg:max-w-2xl">
          {figures.map((figure, index) => (
            <div
              key={index}
              className={cn(
                'flex grow basis-[calc(50%-1px)] flex-col-reverse items-center justify-end gap-1 bg-ink px-4 py-6 text-center',
                figures.length === 1 && 'basis-full',
                rowWidths[perRow],
              )}
            >
              <dt className="text-sm text-balance text-stone-300">{figure.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-400 sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
