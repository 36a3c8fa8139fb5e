import { Briefcase, CirclePlay, MapPin, Scissors, UserRound, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { formatLocation } from '#domain/locations'
import { accountMessages } from '#domain/messages/auth'
import { applicationMessages, jobMessages } from '#domain/messages/jobs'
import type { Application, Barber, Job, Media } from '#payload-types'
import { isPaywallError } from '../api/client'
import { imageUrl, populated } from '../api/populated'
import { useSession } from '../auth/session'
import { PaywallNotice } from '../billing/PaywallNotice'
import { Avatar } from '../ui/Avatar'
import { formatBarberExperience } from '../ui/experience'
import { AppLink } from '../ui/navigation'
import { SpecialtyChips } from '../ui/SpecialtyChips'
import { AppliedOn } from './AppliedOn'
import { ApplicationStatusBadge, knownStatus } from './ApplicationStatusBadge'
import { HiredContact } from '../chat/HiredContact'
import { OpenConversationButton } from '../chat/OpenConversationButton'
import { useHiredContact } from '../chat/queries'
import { StatusActions } from './StatusActions'
import { TrialDaySection } from '../trialDays/TrialDaySection'
import { AttendanceSignal } from '../trialDays/AttendanceSignal'
import { TrialStageBadge } from '../trialDays/TrialStageBadge'
import { ReviewPrompt } from '../reviews/ReviewPrompt'
import { useSay } from '../ui/wording'
import { answerLabel } from '#domain/screeningQuestions'

const linkClasses = 'inline-flex items-center gap-1.5 rounded text-brand-800 underline-offset-4 hover:text-brand-900 hover:underline'

/**
 * One applicant as the shop sees it: who the barber is, the presentation video, when it applied,
 * the status in the shop's words and the moves the shop may make (a locked shop is told why it
 * may only decline, and where to subscribe). On /candidatos the job's title is shown too.
 */
export function ApplicantCard({ application, showJob = false, canDecide = true }: { application: Application; showJob?: boolean; canDecide?: boolean }) {
  const say = useSay()
  const barber = populated<Barber>(application.barber)
  const job = populated<Job>(application.job)
  const video = populated<Media>(barber?.video)
  const status = knownStatus(application.status)
  const name = barber?.name?.trim() || null
  const displayName = name ?? applicationMessages.noApplicantName
  const location = barber ? formatLocation(barber) : ''
  const years = barber?.experienceYears
  const experience = years === null || years === undefined ? null : formatBarberExperience(years)
  const headingId = useId()
  const videoId = useId()
  const statusRef = useRef<HTMLSpanElement>(null)
  const [showVideo, setShowVideo] = useState(false)
  const contact = useHiredContact(application.id, status === 'hired')
  const locked = useSession().data?.user?.accountStatus === 'locked'

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 p-5 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="row-span-2">
          <Avatar name={displayName} src={imageUrl(barber?.photo, 'thumbnail')} size="responsive" />
        </div>
        <div className="col-start-2 row-start-1">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
            {displayName}
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            {experience && (
              <span className="inline-flex items-center gap-1">
                <Scissors className="size-4 text-brand-700" aria-hidden="true" />
                {experience}
              </span>
            )}
            {location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {location}
              </span>
            )}
            <AttendanceSignal applicationId={application.id} />
          </p>
        </div>
        <span
          ref={statusRef}
          tabIndex={-1}
          aria-live="polite"
          className="col-start-2 row-start-2 mt-2 self-start justify-self-start rounded-full focus:outline-none sm:col-start-3 sm:row-start-1 sm:mt-0"
        >
          <span className="sr-only">Status: </span>
          <TrialStageBadge applicationId={application.id} status={status}>
            <ApplicationStatusBadge status={status} audience="barbershop" />
          </TrialStageBadge>
        </span>

        <div className="col-span-2 row-start-3 sm:col-start-2 sm:row-start-2">
          {showJob && (
            <p className="mt-3 flex items-center gap-1.5 text-sm text-stone-700">
              <Briefcase className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
              <span className="sr-only">Vaga:</span>
              {job ? (
                <AppLink to={`/vaga/${job.id}/candidatos`} className="font-medium text-brand-800 underline-offset-4 hover:underline">
                  {job.title}
                </AppLink>
              ) : (
                <span className="text-stone-600">{application.jobTitle ? `${application.jobTitle} · ${jobMessages.removed}` : jobMessages.removed}</span>
              )}
            </p>
          )}

          <p className={barber?.bio?.trim() ? 'mt-3 text-sm whitespace-pre-line text-stone-700' : 'mt-3 text-sm text-stone-500 italic'}>
            {barber?.bio?.trim() || applicationMessages.noApplicantBio}
          </p>

          <SpecialtyChips specialties={barber?.specialties ?? []} className="mt-3" />

          <ApplicationWords application={application} />

          <AppliedOn date={application.createdAt} className="mt-3" />

          {showVideo && video?.url && (
            <div id={videoId} className="mt-4">
              <video
                controls
                preload="metadata"
                playsInline
                src={video.url}
                aria-label={`Vídeo de apresentação de ${displayName}`}
                className="max-h-[min(70vh,32rem)] w-full max-w-xl rounded-lg bg-stone-950"
              />
            </div>
          )}
        </div>
      </div>

      {status === 'hired' && contact.data && (
        <HiredContact contact={contact.data} label={say('Contato do barbeiro', 'Contacto do barbeiro')} className="border-t border-emerald-100 px-5" />
      )}
      {status === 'hired' && isPaywallError(contact.error) && (
        <PaywallNotice detail={accountMessages.trialExpiredContact} className="border-t border-amber-200 px-5" />
      )}
      {locked && canDecide && (status === 'pending' || status === 'accepted') && (
        <PaywallNotice detail={accountMessages.trialExpiredHire} className="border-t border-amber-200 px-5" />
      )}
      {canDecide && (status === 'accepted' || status === 'hired') && (
        <TrialDaySection applicationId={application.id} party="shop" canPropose={status === 'accepted'} locked={locked} />
      )}
      {status === 'hired' && <ReviewPrompt applicationId={application.id} otherName={name ?? 'o barbeiro'} className="border-t border-stone-100 px-5 py-4" />}

      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-stone-100 px-5 py-4">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-semibold">
          {video?.url ? (
            <button
              type="button"
              aria-expanded={showVideo}
              aria-controls={showVideo ? videoId : undefined}
              onClick={() => setShowVideo((open) => !open)}
              className={linkClasses}
            >
              {showVideo ? <X className="size-4" aria-hidden="true" /> : <CirclePlay className="size-4" aria-hidden="true" />}
              {showVideo ? 'Fechar vídeo' : 'Ver vídeo de apresentação'}
            </button>
          ) : (
            <span className="font-normal text-stone-500">Sem vídeo de apresentação</span>
          )}
          {barber && (
            <AppLink to={`/barbeiro/${barber.id}`} className={linkClasses}>
              <UserRound className="size-4" aria-hidden="true" />
              Ver Perfil Completo<span className="sr-only"> de {displayName}</span>
            </AppLink>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OpenConversationButton applicationId={application.id} label="Conversar" />
          {canDecide && (
            <StatusActions applicationId={application.id} status={status} barberName={name} locked={locked} onChanged={() => statusRef.current?.focus()} />
          )}
        </div>
      </div>
    </article>
  )
}

/**
 * What the barber said with the application (issue 40): the answers to the job's questions, each
 * under the question as it was asked, and the message, both with contacts hidden (decision 0029).
 */
function ApplicationWords({ application }: { application: Application }) {
  const answers = application.answers ?? []
  const message = application.message?.trim()
  if (!answers.length && !message) return null
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      {answers.length > 0 && (
        <dl className="grid gap-2 sm:grid-cols-2">
          {answers.map((answer) => (
            <div key={answer.id ?? answer.question}>
              <dt className="text-stone-600">{answer.questionText}</dt>
              <dd className="font-semibold break-words text-stone-900">{answerLabel(answer)}</dd>
            </div>
          ))}
        </dl>
      )}
      {message && (
        <figure>
          <figcaption className="text-stone-600">Mensagem do barbeiro</figcaption>
          <blockquote className="mt-1 break-words whitespace-pre-line text-stone-900">{message}</blockquote>
        </figure>
      )}
    </div>
  )
}
