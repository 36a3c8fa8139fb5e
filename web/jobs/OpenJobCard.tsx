import { ArrowRight, CheckCircle2, Clock, MapPin, Store, Wallet } from 'lucide-react'
import { contractTypeLabel } from '../../domain/jobs'
import type { OpenJobCard as OpenJob } from '../../domain/jobSearch'
import { formatLocation } from '../../domain/locations'
import { Badge } from '../ui/Badge'
import { Button, ButtonLink } from '../ui/Button'
import { AppLink } from '../ui/navigation'
import { experienceText, postedText, salaryText } from './jobText'
import { SaveJobButton } from './SaveJobButton'

/**
 * One open job. Barbers also get Candidatar-se and Salvar Vaga; a job they applied to shows
 * 'Candidatura enviada' instead of the apply button.
 */
export function OpenJobCard({
  job,
  now,
  barberActions,
  applying,
  onApply,
}: {
  job: OpenJob
  now: Date
  barberActions: boolean
  applying: boolean
  onApply: (jobId: number) => void
}) {
  const place = formatLocation(job)
  const titleId = `vaga-${job.id}-titulo`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg leading-snug font-semibold text-stone-900">
            <AppLink to={`/vagas/${job.id}`} className="hover:text-brand-800 hover:underline">
              {job.title}
            </AppLink>
          </h2>
          {job.applied && (
            <Badge tone="success" className="shrink-0">
              <CheckCircle2 className="size-3.5" aria-hidden="true" /> Candidatura enviada
            </Badge>
          )}
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          {job.shopName && (
            <span className="inline-flex items-center gap-1.5">
              <Store className="size-4 text-stone-500" aria-hidden="true" />
              {job.shopName}
            </span>
          )}
          {place && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-stone-500" aria-hidden="true" />
              {place}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone="brand">{contractTypeLabel(job.contractType)}</Badge>
        <Badge>{experienceText(job.experienceRequired)}</Badge>
      </div>
      <dl className="grid gap-1 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className="sr-only">Salário</dt>
          <dd className="flex items-center gap-1.5 font-medium text-stone-900">
            <Wallet className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            {salaryText(job.salary)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Publicação</dt>
          <dd className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            {postedText(job.createdAt, now)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-4">
        {barberActions && !job.applied && (
          <Button size="sm" loading={applying} loadingText="Enviando..." onClick={() => onApply(job.id)} aria-label={`Candidatar-se: ${job.title}`}>
            Candidatar-se
          </Button>
        )}
        {barberActions && <SaveJobButton size="sm" jobId={job.id} jobTitle={job.title} saved={Boolean(job.saved)} />}
        <ButtonLink to={`/vagas/${job.id}`} variant="ghost" size="sm" className="ml-auto" aria-label={`Ver detalhes: ${job.title}`}>
          Ver detalhes <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  )
}
