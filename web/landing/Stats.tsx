import type { Landing } from '../../payload-types'
import type { PublicStats } from '../api/bootstrap'
import { cn } from '../ui/cn'
import { formatInteger } from '../ui/format'
import { useStats } from './queries'

type Figure = { value: string; label: string }

const liveCounts: { key: keyof PublicStats; one: string; many: string }[] = [
  { key: 'barbershops', one: 'barbearia cadastrada', many: 'barbearias cadastradas' },
  { key: 'barbers', one: 'barbeiro cadastrado', many: 'barbeiros cadastrados' },
  { key: 'activeJobs', one: 'vaga aberta', many: 'vagas abertas' },
]

/** Live counts as they are; a count of zero says nothing to a visitor, so it is left out. */
export function liveFigures(stats: PublicStats): Figure[] {
  return liveCounts
    .filter(({ key }) => stats[key] > 0)
    .map(({ key, one, many }) => ({ value: formatInteger(stats[key]), label: stats[key] === 1 ? one : many }))
}

/** Real figures only: the live counts, or the ones the editors wrote. Nothing to show, no section. */
export function Stats({ content }: { content: Landing['stats'] }) {
  const { data: stats } = useStats()
  const figures = content.source === 'manual' ? (content.manual ?? []) : stats ? liveFigures(stats) : []
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
