import {
  Armchair,
  BadgeCheck,
  Bookmark,
  CalendarDays,
  CheckCircle2,
  Flame,
  Lock,
  Clock,
  GraduationCap,
  MapPin,
  Pencil,
  ScrollText,
  Star,
  Store,
  Users,
  Wallet,
} from 'lucide-react'
import { Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import type { JobDetails } from '#domain/jobDetails'
import { rentWord } from '#domain/rent'
import { contractTypeLabel, experienceLabel, jobStatusLabel, normalizeJobStatus, openingsText, URGENT_JOB_LABEL } from '#domain/jobs'
import { formatLocation, placeLabelsOf } from '#domain/locations'
import { applicationMessages, jobMessages, portugueseApplicationMessages } from '#domain/messages/jobs'
import { hasRole } from '#domain/roles'
import { ApiError } from '../api/client'
import { ApplicationStatusBadge } from '../applications/ApplicationStatusBadge'
import { useSession } from '../auth/session'
import { BackButton } from '../shell/BackButton'
import { Page } from '../shell/Layout'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { Badge } from '../ui/Badge'
import { Button, ButtonLink } from '../ui/Button'
import { Card } from '../ui/Card'
import { formatRating } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { PageSpinner } from '../ui/Spinner'
import { toast } from '../ui/toast'
import { DisabledState } from './DisabledState'
import { JobMeta, JobMetaItem } from './JobMeta'
import { moneyLines, publishedOnText } from './jobText'
import { useJobDetails } from './queries'
import { SaveJobButton } from './SaveJobButton'
import { ShareButton } from '../ui/ShareButton'
import { useApplyFlow } from './useApplyFlow'
import { signInToApply, signInToSave, signUpToApply } from './signInToAct'
import { useReaderCountry, useSay } from '../ui/wording'
import { lazyComponent } from '../ui/lazyComponent'
import { PayInsights } from '../places/PayInsights'
import { useJobPayInsight } from '../places/queries'

/** Fetched when first opened: the form and its rules stay out of the job page's first load. */
const ApplyDialog = lazyComponent(() => import('./ApplyDialog').then((module) => module.ApplyDialog))

/** /vagas/:jobId (spec §2, §4): the job, its shop, and the one action that fits the viewer. */
export function JobDetailPage() {
  const { jobId = '' } = useParams()
  const navigate = useNavigate()
  const details = useJobDetails(jobId)
  const error = details.error

  useEffect(() => {
    if (!error) return
    if (error instanceof ApiError && error.status === 404) {
      toast.error(jobMessages.notFound, { description: jobMessages.notFoundDetail, id: 'vaga-nao-encontrada' })
    } else {
      toast.error(jobMessages.loadOneFailed, { description: jobMessages.loadOneFailedDetail, id: 'erro-vaga' })
    }
    navigate('/vagas-abertas', { replace: true })
  }, [error, navigate])

  if (!details.data) return <PageSpinner label="Carregando vaga..." />
  return <JobDetail details={details.data} />
}

function JobDetail({ details: { job, shop, viewer } }: { details: JobDetails }) {
  const active = normalizeJobStatus(job.status) === 'active'
  const place = formatLocation(shop)
  const country = useReaderCountry()
  useDocumentTitle(job.title)
  const money = moneyLines(job, job.country === 'PT' ? 'PT' : 'BR')
  return (
    <Page>
      <BackButton />
      <header className="mt-2 mb-6 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <Badge tone={active ? 'success' : 'neutral'}>{jobStatusLabel(job.status, job.expiredAt)}</Badge>
          {job.urgent && (
            <Badge tone="danger">
              <Flame className="size-3.5" aria-hidden="true" /> {URGENT_JOB_LABEL}
            </Badge>
          )}
          <JobMetaItem icon={CalendarDays}>{publishedOnText(job.publishedAt)}</JobMetaItem>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">{job.title}</h1>
        <JobMeta>
          <JobMetaItem icon={Store}>
            {shop.id === null ? (
              <span className="font-semibold text-stone-800">{shop.name}</span>
            ) : (
              <AppLink to={`/barbearia/${shop.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                {shop.name}
              </AppLink>
            )}
            {shop.verified && <BadgeCheck role="img" className="size-4 text-sky-700" aria-label="Barbearia verificada" />}
          </JobMetaItem>
          {place && <JobMetaItem icon={MapPin}>{place}</JobMetaItem>}
        </JobMeta>
        <ShareButton title={job.title} path={`/vagas/${job.id}`} />
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside aria-label="Candidatura" className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <Card className="flex flex-col gap-4">
            <dl className="grid grid-cols-2 gap-4 text-sm">
              {money.pay !== undefined && (
                <Fact icon={<Wallet className="size-4" aria-hidden="true" />} label="Remuneração">
                  {money.pay}
                </Fact>
              )}
              {money.rent !== undefined && (
                <Fact icon={<Armchair className="size-4" aria-hidden="true" />} label={`${rentWord(country)} da cadeira`}>
                  {money.rent.replace(/^Alugue[lr]: /, '')}
                </Fact>
              )}
              <Fact icon={<ScrollText className="size-4" aria-hidden="true" />} label="Contrato">
                {contractTypeLabel(job.contractType, country)}
              </Fact>
              <Fact icon={<GraduationCap className="size-4" aria-hidden="true" />} label="Experiência mínima">
                {experienceLabel(job.experienceRequired ?? 0)}
              </Fact>
              <Fact icon={<Clock className="size-4" aria-hidden="true" />} label="Horário">
                {job.schedule || 'A combinar'}
              </Fact>
              <Fact icon={<Users className="size-4" aria-hidden="true" />} label="Vagas">
                {openingsText(job.openings) ?? 'Precisa de 1 barbeiro'}
              </Fact>
            </dl>
            <div className="border-t border-stone-100 pt-4">
              <ViewerActions job={job} viewer={viewer} />
            </div>
          </Card>
        </aside>

        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <Card className="sm:p-6">
            <h2 className="text-lg font-semibold text-stone-900">Sobre a vaga</h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-800">{job.description}</p>
            {/* The shop sees its job as barbers do; its edit form holds the text as written (decision 0029). */}
            {viewer?.ownsJob && <ContactsHiddenNote className="mt-4" />}
          </Card>
          <JobPlace jobId={job.id} />
          <Card className="sm:p-6">
            <div className="flex items-start gap-4">
              {shop.logoUrl ? (
                <img src={shop.logoUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl border border-stone-200 object-cover" />
              ) : (
                <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Store className="size-6" />
                </span>
              )}
              <div className="min-w-0">
                <h2 className="text-lg font-semibold text-stone-900">{shop.name}</h2>
                {shop.rating !== null && shop.rating > 0 && (
                  <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-stone-700">
                    <Star className="size-4 fill-brand-500 text-brand-500" aria-hidden="true" />
                    <span>
                      {formatRating(shop.rating)} <span className="sr-only">de 5</span>
                    </span>
                  </p>
                )}
              </div>
            </div>
            {shop.description && <p className="mt-4 leading-relaxed whitespace-pre-line text-stone-700">{shop.description}</p>}
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              {shop.address && <ShopFact label="Endereço">{shop.address}</ShopFact>}
              {shop.district && <ShopFact label={placeLabelsOf(shop.country).district}>{shop.district}</ShopFact>}
              {place && <ShopFact label="Localização">{place}</ShopFact>}
            </dl>
            {shop.id === null ? (
              <p className="mt-5 text-sm text-stone-600">Esta barbearia saiu do Navalha.</p>
            ) : (
              <ButtonLink to={`/barbearia/${shop.id}`} variant="outline" size="sm" className="mt-5">
                Ver perfil da barbearia
              </ButtonLink>
            )}
          </Card>
        </div>
      </div>
    </Page>
  )
}

/** 'Quanto paga' for the job's kind of pay in its place (when five jobs make it up), and the place's page (decision 0065). */
function JobPlace({ jobId }: { jobId: number }) {
  const { data } = useJobPayInsight(String(jobId))
  if (!data?.place) return null
  return (
    <>
      {data.insight && <PayInsights insights={[data.insight]} place={data.place} headingId="vaga-quanto-paga" />}
      <AppLink to={data.place.path} className="inline-flex items-center gap-1.5 self-start font-semibold text-brand-800 underline-offset-2 hover:underline">
        <MapPin className="size-4" aria-hidden="true" />
        {data.place.count === 1 ? `Vagas de barbeiro em ${data.place.name}` : `Todas as ${data.place.count} vagas de barbeiro em ${data.place.name}`}
      </AppLink>
    </>
  )
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="flex items-center gap-1.5 text-stone-600">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  )
}

function ShopFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  )
}

/**
 * The apply box (spec §4): Candidatar-se, 'Você já se candidatou a esta vaga' or 'Vaga fechada'
 * for barbers; sign-in for visitors; the shop's own tools for its job; a plain note for others,
 * so nobody sees a button that cannot work.
 */
function ViewerActions({ job, viewer }: Pick<JobDetails, 'job' | 'viewer'>) {
  const { data: session } = useSession()
  const say = useSay()
  const user = session?.user
  const active = normalizeJobStatus(job.status) === 'active'

  if (viewer?.ownsJob) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-stone-600">Esta vaga é da sua barbearia.</p>
        <ButtonLink to={`/vaga/${job.id}/candidatos`} className="w-full">
          <Users className="size-4" aria-hidden="true" /> Ver Candidatos
        </ButtonLink>
        <ButtonLink to={`/editar-vaga/${job.id}`} variant="outline" className="w-full">
          <Pencil className="size-4" aria-hidden="true" /> Editar Vaga
        </ButtonLink>
      </div>
    )
  }

  if (!user) {
    if (!active) return <ClosedButton />
    return (
      <div className="flex flex-col gap-2">
        <ButtonLink to={signInToApply(job.id)} rel="nofollow" size="lg" className="w-full">
          Candidatar-se
        </ButtonLink>
        <p className="text-center text-sm text-stone-600">
          Entre com sua conta de barbeiro para se candidatar.{' '}
          <AppLink to={signUpToApply(job.id)} rel="nofollow" className="font-semibold text-brand-800 underline underline-offset-2">
            Criar conta
          </AppLink>
        </p>
        <ButtonLink
          to={signInToSave(job.id)}
          rel="nofollow"
          variant="outline"
          className="w-full"
          aria-label={`${say('Salvar Vaga', 'Guardar vaga')}: ${job.title}`}
        >
          <Bookmark className="size-4" aria-hidden="true" />
          {say('Salvar Vaga', 'Guardar vaga')}
        </ButtonLink>
      </div>
    )
  }

  if (!hasRole(user, 'barber')) {
    return (
      <div className="flex flex-col gap-2">
        {!active && <ClosedButton />}
        <p className="text-sm text-stone-600">{applicationMessages.onlyBarbers}</p>
      </div>
    )
  }

  return <BarberActions job={job} viewer={viewer} active={active} />
}

/**
 * A barber's apply box. A job with screening questions opens the apply form ('Candidatar-se', or
 * the list's button, which comes here with ?candidatar=1); one without keeps the one-tap apply, with
 * the form a link away for a message (decision 0061). A withdrawn application leaves the job open
 * to a new one.
 */
function BarberActions({ job, viewer, active }: Pick<JobDetails, 'job' | 'viewer'> & { active: boolean }) {
  const applyFlow = useApplyFlow()
  const say = useSay()
  const [params, setParams] = useSearchParams()
  const [formOpen, setFormOpen] = useState(false)
  const withdrawn = viewer?.applicationStatus === 'withdrawn'
  const applied = Boolean(viewer?.applicationId) && !withdrawn
  const questions = job.screeningQuestions
  const askedToApply = params.get('candidatar') === '1'

  const openForm = () => {
    if (applyFlow.ready(job.id)) setFormOpen(true)
  }
  const arriveAskedToApply = useEffectEvent(() => {
    setParams((current) => (current.delete('candidatar'), current), { replace: true, preventScrollReset: true })
    if (active && !applied) openForm()
  })
  useEffect(() => {
    if (askedToApply) arriveAskedToApply()
  }, [askedToApply])

  return (
    <div className="flex flex-col gap-3">
      {withdrawn && <p className="text-sm text-stone-700">{say('Você retirou sua candidatura a esta vaga.', 'Retirou a sua candidatura a esta vaga.')}</p>}
      {!active ? (
        <ClosedButton />
      ) : applied ? (
        <DisabledState tone="success">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {say(applicationMessages.alreadyApplied, portugueseApplicationMessages.alreadyApplied)}
        </DisabledState>
      ) : (
        <>
          <Button
            size="lg"
            className="w-full"
            loading={applyFlow.pendingJobId === job.id && !formOpen}
            loadingText="Enviando..."
            onClick={() => (questions.length ? openForm() : applyFlow.start(job.id))}
          >
            {withdrawn ? say('Candidatar-se de novo', 'Candidatar-se novamente') : 'Candidatar-se'}
          </Button>
          {questions.length > 0 ? (
            <p className="text-center text-sm text-stone-600">
              A barbearia fez {questions.length === 1 ? 'uma pergunta' : `${questions.length} perguntas`} para os candidatos.
            </p>
          ) : (
            <button type="button" onClick={openForm} className="text-center text-sm font-semibold text-brand-800 underline underline-offset-2">
              Escrever uma mensagem à barbearia
            </button>
          )}
        </>
      )}
      {formOpen && (
        <Suspense fallback={null}>
          <ApplyDialog
            open
            jobTitle={job.title}
            questions={questions}
            pending={applyFlow.pendingJobId === job.id}
            onSend={(request) => applyFlow.send({ jobId: job.id, ...request }, () => setFormOpen(false))}
            onClose={() => setFormOpen(false)}
          />
        </Suspense>
      )}
      {applied && viewer?.applicationStatus && (
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
          <span>Status da sua candidatura</span>
          <ApplicationStatusBadge status={viewer.applicationStatus} audience="barber" jobOpen={active} />
        </p>
      )}
      {(active || viewer?.savedJobId) && (
        <SaveJobButton jobId={job.id} jobTitle={job.title} saved={Boolean(viewer?.savedJobId)} savedJobId={viewer?.savedJobId} className="w-full" />
      )}
      {applied && (
        <AppLink to="/vagas-aplicadas" className="text-center text-sm font-semibold text-brand-800 underline underline-offset-2">
          Ver minhas candidaturas
        </AppLink>
      )}
    </div>
  )
}

function ClosedButton() {
  return (
    <DisabledState tone="neutral">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      {applicationMessages.jobClosed}
    </DisabledState>
  )
}
