import { Armchair, ArrowRight, Bookmark, CheckCircle2, Clock, MapPin, Store, Wallet } from 'lucide-react'
import type { OpenJobCard as OpenJob } from '#domain/jobSearch'
import { formatLocation } from '#domain/locations'
import { nearPlaceText } from '#domain/nearby'
import { applicationMessages, portugueseApplicationMessages } from '#domain/messages/jobs'
import { Button, ButtonLink } from '../ui/Button'
import { FeaturedLabel } from '../ui/ProfileBadges'
import { DisabledState } from './DisabledState'
import { JobBadges } from './JobBadges'
import { JobCardTitle } from './JobCardTitle'
import { JobMeta, JobMetaItem } from './JobMeta'
import { moneyLines, postedText } from './jobText'
import { SaveJobButton } from './SaveJobButton'
import { signInToApply, signInToSave } from './signInToAct'
import { useSay } from '../ui/wording'

/**
 * One open job. Barbers also get Candidatar-se and Salvar Vaga; on a job they applied to the
 * button reads 'Você já se candidatou a esta vaga' and is disabled (spec §4), as on the detail page.
 * Visitors get the same two as links to sign in or sign up, back to the job afterwards (decision
 * 0064); shops and admins only Ver detalhes.
 */
export function OpenJobCard({
  job,
  now,
  actions,
  applying,
  onApply,
}: {
  job: OpenJob
  now: Date
  actions: 'barber' | 'visitor' | 'none'
  applying: boolean
  onApply: (jobId: number) => void
}) {
  const place = formatLocation(job)
  const titleId = `vaga-${job.id}-titulo`
  const say = useSay()
  const money = moneyLines(job, job.country === 'PT' ? 'PT' : 'BR')
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <JobCardTitle id={titleId} jobId={job.id} title={job.title} />
          {job.featured && <FeaturedLabel align="end" />}
        </div>
        <JobMeta className="text-sm">
          {job.shopName && <JobMetaItem icon={Store}>{job.shopName}</JobMetaItem>}
          {place && (
            <JobMetaItem icon={MapPin}>
              {place}
              {job.cityCentreKm !== undefined && (
                <span className="font-medium whitespace-nowrap text-brand-800">
                  {' '}
                  · {nearPlaceText({ inSearchedCity: Boolean(job.inSearchedCity), cityCentreKm: job.cityCentreKm })}
                </span>
              )}
            </JobMetaItem>
          )}
        </JobMeta>
      </div>
      <JobBadges contractType={job.contractType} experienceRequired={job.experienceRequired} urgent={job.urgent} openings={job.openings} />
      <dl className="grid gap-1 text-sm text-stone-700 sm:grid-cols-2">
        {money.pay !== undefined && (
          <div>
            <dt className="sr-only">Salário</dt>
            <dd className="font-medium text-stone-900">
              <JobMetaItem icon={Wallet}>{money.pay}</JobMetaItem>
            </dd>
          </div>
        )}
        {money.rent !== undefined && (
          <div>
            <dt className="sr-only">{say('Aluguel da cadeira', 'Aluguer da cadeira')}</dt>
            <dd className="font-medium text-stone-900">
              <JobMetaItem icon={Armchair}>{money.rent}</JobMetaItem>
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Publicação</dt>
          <dd>
            <JobMetaItem icon={Clock}>{postedText(job.createdAt, now)}</JobMetaItem>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-4">
        {actions === 'visitor' && (
          <>
            <ButtonLink to={signInToApply(job.id)} rel="nofollow" size="sm" aria-label={`Candidatar-se: ${job.title}`}>
              Candidatar-se
            </ButtonLink>
            <ButtonLink to={signInToSave(job.id)} rel="nofollow" variant="outline" size="sm" aria-label={`${say('Salvar Vaga', 'Guardar vaga')}: ${job.title}`}>
              <Bookmark className="size-4" aria-hidden="true" />
              {say('Salvar Vaga', 'Guardar vaga')}
            </ButtonLink>
          </>
        )}
        {actions === 'barber' &&
          (job.applied ? (
            <DisabledState tone="success" compact>
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />{' '}
              {say(applicationMessages.alreadyApplied, portugueseApplicationMessages.alreadyApplied)}
            </DisabledState>
          ) : (
            <Button size="sm" loading={applying} loadingText="Enviando..." onClick={() => onApply(job.id)} aria-label={`Candidatar-se: ${job.title}`}>
              Candidatar-se
            </Button>
          ))}
        {actions === 'barber' && <SaveJobButton size="sm" jobId={job.id} jobTitle={job.title} saved={Boolean(job.saved)} />}
        <ButtonLink to={`/vagas/${job.id}`} variant="ghost" size="sm" className="ml-auto" aria-label={`Ver detalhes: ${job.title}`}>
          Ver detalhes <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  )
}
