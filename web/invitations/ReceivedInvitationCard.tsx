import { MessageSquareQuote, Store } from 'lucide-react'
import { invitationMessages } from '#domain/messages/invitations'
import type { Invitation, Job } from '#payload-types'
import { messageOr } from '../api/client'
import { populated, relationId } from '../api/populated'
import { useApplyFlow } from '../jobs/useApplyFlow'
import { Button } from '../ui/Button'
import { formatDate } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { toast } from '../ui/toast'
import { InvitationStatusBadge } from './InvitationStatusBadge'
import { useDeclineInvitation, useRefreshInvitations } from './queries'

/**
 * One invitation a barber received: the shop, the job, the shop's note (masked), and the answer.
 * 'Candidatar-se' applies in one tap when the job has no required screening question, and opens
 * the job's apply form otherwise (decision 0061), so required answers are never skipped.
 */
export function ReceivedInvitationCard({ invitation }: { invitation: Invitation }) {
  // Barbers read active jobs only: a closed job comes back as its bare id, a deleted one as null.
  const job = populated<Job>(invitation.job)
  const jobId = relationId(invitation.job)
  const open = job?.status === 'active'
  const titleId = `convite-${invitation.id}`
  const flow = useApplyFlow()
  const decline = useDeclineInvitation()
  const refresh = useRefreshInvitations()
  const needsAnswers = (job?.screeningQuestions ?? []).some((question) => question.required)

  const apply = () => {
    if (!jobId || !flow.ready(jobId)) return
    if (needsAnswers) return flow.start(jobId, { hasQuestions: true })
    flow.send({ jobId }, () => void refresh())
  }

  return (
    <article aria-labelledby={titleId} className="flex w-full min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-start gap-1.5 text-sm font-medium text-stone-600">
            <Store className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{invitation.shopName}</span>
          </p>
          <h2 id={titleId} className="mt-1 text-lg leading-snug font-semibold break-words text-stone-900">
            {open && jobId ? (
              <AppLink to={`/vagas/${jobId}`} className="hover:underline">
                {invitation.jobTitle}
              </AppLink>
            ) : (
              invitation.jobTitle
            )}
          </h2>
        </div>
        <InvitationStatusBadge status={invitation.status} open={open} audience="barber" />
      </div>
      {invitation.note && (
        <p className="flex gap-2 rounded-lg bg-stone-50 p-3 text-sm whitespace-pre-line text-stone-800">
          <MessageSquareQuote className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="min-w-0 break-words">{invitation.note}</span>
        </p>
      )}
      <p className="text-xs text-stone-600">Recebido em {formatDate(invitation.createdAt)}</p>
      {invitation.status === 'sent' && open && (
        <div className="mt-auto flex flex-col gap-2 sm:flex-row">
          <Button className="sm:flex-1" loading={flow.pendingJobId === jobId} loadingText="Enviando..." onClick={apply}>
            Candidatar-se
          </Button>
          <Button
            variant="outline"
            className="sm:flex-1"
            loading={decline.isPending}
            loadingText="Recusando..."
            onClick={() =>
              decline.mutate(invitation.id, {
                onSuccess: () => toast.message(invitationMessages.declined),
                onError: (error) => toast.error('Não foi possível recusar o convite', { description: messageOr(error, 'Tente novamente.') }),
              })
            }
          >
            Recusar<span className="sr-only"> o convite de {invitation.shopName}</span>
          </Button>
        </div>
      )}
    </article>
  )
}
