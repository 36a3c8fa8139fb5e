import { MapPin, Store, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { applicationView, canWithdraw, type ApplicationView } from '#domain/applications'
import { applicationMessages, portugueseApplicationMessages } from '#domain/messages/jobs'
import { answerLabel } from '#domain/screeningQuestions'
import { formatLocation } from '#domain/locations'
import type { Application, Barbershop, Job } from '#payload-types'
import { populated } from '../api/populated'
import { JobMeta, JobMetaItem } from '../jobs/JobMeta'
import { ReferencedJobTitle } from '../jobs/ReferencedJobTitle'
import { OpenConversationButton } from '../chat/OpenConversationButton'
import { AppLink } from '../ui/navigation'
import { ReviewPrompt } from '../reviews/ReviewPrompt'
import { AppliedOn } from './AppliedOn'
import { ApplicationStatusBadge } from './ApplicationStatusBadge'
import { useSay } from '../ui/wording'
import { Button } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { toast } from '../ui/toast'
import { useUpdateApplicationStatus } from './queries'
import { useSession } from '../auth/session'
import { TrialDaySection } from '../trialDays/TrialDaySection'
import { TrialStageBadge } from '../trialDays/TrialStageBadge'

const statusNotes: Record<ApplicationView, string> = {
  pending: 'A barbearia ainda está analisando sua candidatura.',
  accepted: 'A barbearia aceitou sua candidatura e pode falar com você pelo chat.',
  rejected: 'A barbearia seguiu com outro candidato desta vez.',
  hired: 'Parabéns! Você foi contratado para esta vaga.',
  withdrawn: 'Você retirou esta candidatura. Enquanto a vaga estiver aberta, pode se candidatar de novo.',
  closed: 'A vaga foi encerrada antes de uma resposta da barbearia. Veja outras vagas abertas.',
}

/** The same notes as Portugal writes them (issue 39). */
const portugueseStatusNotes: Record<ApplicationView, string> = {
  pending: 'A barbearia ainda está a analisar a sua candidatura.',
  accepted: 'A barbearia aceitou a sua candidatura e pode falar consigo pelo chat.',
  rejected: 'A barbearia seguiu com outro candidato desta vez.',
  hired: 'Parabéns! Foi contratado para esta vaga.',
  withdrawn: 'Retirou esta candidatura. Enquanto a vaga estiver aberta, pode candidatar-se de novo.',
  closed: 'A vaga foi encerrada antes de uma resposta da barbearia. Veja outras vagas abertas.',
}

/**
 * One of the barber's applications: the job (a link to its page, marked 'Fechada' once closed, its
 * kept title once an admin removed it), the shop, where, when it applied and the status in the barber's words.
 */
export function MyApplicationCard({ application }: { application: Application }) {
  const say = useSay()
  const job = populated<Job>(application.job)
  const shop = populated<Barbershop>(job?.barbershop) ?? populated<Barbershop>(application.barbershop)
  const shopName = job?.shopName ?? shop?.name ?? application.shopName ?? null
  const location = job ? formatLocation(job) : shop ? formatLocation(shop) : ''
  const status = applicationView(application.status, application.jobOpen)
  const locked = useSession().data?.user?.accountStatus === 'locked'

  return (
    <article className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold break-words">
            <ReferencedJobTitle job={application.job} removedTitle={application.jobTitle} linkClassName="text-stone-900" />
          </h2>
          <JobMeta className="mt-1 text-sm">
            {shopName && (
              <JobMetaItem icon={Store}>
                {shop ? (
                  <AppLink to={`/barbearia/${shop.id}`} className="underline-offset-4 hover:text-stone-900 hover:underline">
                    {shopName}
                  </AppLink>
                ) : (
                  shopName
                )}
              </JobMetaItem>
            )}
            {location && <JobMetaItem icon={MapPin}>{location}</JobMetaItem>}
          </JobMeta>
        </div>
        <span className="shrink-0">
          <span className="sr-only">Status: </span>
          <TrialStageBadge applicationId={application.id} status={application.status}>
            <ApplicationStatusBadge status={application.status} audience="barber" jobOpen={application.jobOpen} />
          </TrialStageBadge>
        </span>
      </div>
      <p className="mt-3 text-sm text-stone-700">{say(statusNotes, portugueseStatusNotes)[status]}</p>
      <WhatISent application={application} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-4">
        <AppliedOn date={application.createdAt} />
        <div className="flex flex-wrap items-center gap-2">
          {canWithdraw(application.status) && <WithdrawButton applicationId={application.id} jobTitle={application.jobTitle ?? null} />}
          {(status === 'accepted' || status === 'hired') && <OpenConversationButton applicationId={application.id} label="Abrir Chat" />}
        </div>
      </div>
      {(status === 'accepted' || status === 'hired') && (
        <div className="-mx-5 mt-4">
          <TrialDaySection applicationId={application.id} party="barber" canPropose={false} locked={locked} />
        </div>
      )}
      {status === 'hired' && application.barbershop !== null && (
        <ReviewPrompt applicationId={application.id} otherName={shopName ?? 'a barbearia'} className="mt-4 border-t border-stone-100 pt-4" />
      )}
    </article>
  )
}

/** The message and answers the barber sent, as written (its own `original`), folded away. */
function WhatISent({ application }: { application: Application }) {
  const say = useSay()
  const message = application.original?.message ?? application.message
  const answers = application.answers ?? []
  if (!message && answers.length === 0) return null
  return (
    <details className="mt-3 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
      <summary className="cursor-pointer font-medium text-stone-800">{say('O que você enviou', 'O que enviou')}</summary>
      <dl className="mt-2 flex flex-col gap-2">
        {answers.map((answer) => (
          <div key={answer.id ?? answer.question}>
            <dt className="text-stone-600">{answer.questionText}</dt>
            <dd className="font-medium break-words text-stone-900">{answerLabel({ ...answer, answer: answer.originalAnswer ?? answer.answer })}</dd>
          </div>
        ))}
        {message && (
          <div>
            <dt className="text-stone-600">Mensagem</dt>
            <dd className="break-words whitespace-pre-line text-stone-900">{message}</dd>
          </div>
        )}
      </dl>
    </details>
  )
}

/** 'Retirar candidatura', asked first: the shop is told, and the barber may apply again while the job is open. */
function WithdrawButton({ applicationId, jobTitle }: { applicationId: number; jobTitle: string | null }) {
  const say = useSay()
  const [asking, setAsking] = useState(false)
  const update = useUpdateApplicationStatus()
  const withdraw = () => {
    setAsking(false)
    update.mutate(
      { id: applicationId, status: 'withdrawn' },
      {
        onSuccess: () =>
          toast.success(applicationMessages.withdrawn, {
            description: say(applicationMessages.withdrawnDetail, portugueseApplicationMessages.withdrawnDetail),
          }),
        onError: (error) => toast.error(applicationMessages.withdrawFailed, { description: error.message }),
      },
    )
  }
  return (
    <>
      <Button variant="outline" size="sm" loading={update.isPending} loadingText="Retirando..." onClick={() => setAsking(true)}>
        <Undo2 className="size-4" aria-hidden="true" /> Retirar candidatura
      </Button>
      <ConfirmDialog
        open={asking}
        title="Retirar esta candidatura?"
        confirmLabel="Retirar candidatura"
        confirmVariant="danger"
        onConfirm={withdraw}
        onClose={() => setAsking(false)}
      >
        {jobTitle ? `A barbearia da vaga “${jobTitle}” será avisada.` : 'A barbearia será avisada.'}{' '}
        {say('Enquanto a vaga estiver aberta, você pode se candidatar de novo.', 'Enquanto a vaga estiver aberta, pode candidatar-se novamente.')}
      </ConfirmDialog>
    </>
  )
}
