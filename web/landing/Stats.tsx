import type { Landing } from '../../payload-types'
import type { PublicStats } from '../api/bootstrap'
import { cn } from '../ui/cn'
import type { LiveSource } from '../../domain/landingFigures'
import { formatInteger, formatRating } from '../ui/format'
import { useStats } from './queries'

type Figure = { value: string; label: string }

const liveValue = (source: LiveSource, stats: PublicStats): string | null => {
  if (source === 'averageRating') return stats.averageRating === null ? null : formatRating(stats.averageRating)
  const count = { shops: stats.barbershops, barbers: stats.barbers, jobsPerMonth: stats.jobsPerMonth }[source]
  // A count of zero says nothing to a visitor, so that figure is left out.
  return count > 0 ? formatInteger(count) : null
}

/** The editors' figures (domain/landingFigures.ts): fixed values as written, live ones from the counts. */
function landingFigures(figures: Landing['stats']['figures'], stats: PublicStats | undefined): Figure[] {
  return (figures ?? []).flatMap((figure) => {
    const value = figure.mode === 'live' ? (stats && figure.liveSource ? liveValue(figure.liveSource, stats) : null) : figure.value?.trim()
    return value ? [{ value, label: figure.label }] : []
  })
}

/** The marketing figures of spec §1, as the editors set them. Nothing to show, no section. */
export function Stats({ content }: { content: Landing['stats'] }) {
  const { data: stats } = useStats()
  const figures = landingFigures(content.figures, stats)
  if (figures.length === 0) return null
  return (
    <section aria-labelledby="numeros-titulo" className="bg-ink text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-14 sm:py-16 lg:flex-row lg:justify-between lg:gap-16">
        <h2 id="numeros-titulo" className="max-w-sm text-center text-2xl font-extrabold tracking-tight text-balance sm:text-3xl lg:text-left">
          {content.title}
        </h2>
        <dl
          className={cn(
            'grid w-full gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 sm:w-auto',
            figures.length <= 4 ? 'sm:auto-cols-fr sm:grid-flow-col' : 'grid-cols-2 lg:grid-cols-4',
          )}
        >
          {figures.map((figure, index) => (
            <div key={index} className="flex min-w-44 flex-col-reverse items-center gap-1 bg-ink px-8 py-6 text-center">
              <dt className="text-sm text-stone-300">{figure.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-brand-400">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
