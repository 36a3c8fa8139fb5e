import { User } from 'lucide-react'
import type { Barber, Invitation, Job } from '#payload-types'
import { populated, relationId } from '../api/populated'
import { formatDate } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { InvitationStatusBadge } from './InvitationStatusBadge'

/** One invitation a shop sent: the barber, the job, the note as it wrote it, and what the barber answered. */
export function SentInvitationCard({ invitation }: { invitation: Invitation }) {
  const barber = populated<Barber>(invitation.barber)
  const barberId = relationId(invitation.barber)
  const job = populated<Job>(invitation.job)
  const titleId = `convite-enviado-${invitation.id}`
  return (
    <article aria-labelledby={titleId} className="flex w-full min-w-0 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="flex min-w-0 flex-1 items-start gap-1.5 text-lg leading-snug font-semibold text-stone-900">
          <User className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {barberId ? (
            <AppLink to={`/barbeiro/${barberId}`} className="min-w-0 break-words hover:underline">
              {barber?.name ?? 'Barbeiro'}
            </AppLink>
          ) : (
            <span>Conta removida</span>
          )}
        </h2>
        <InvitationStatusBadge status={invitation.status} open={job?.status === 'active'} audience="barbershop" />
      </div>
      <p className="text-sm break-words text-stone-700">Vaga: {invitation.jobTitle}</p>
      {(invitation.original?.note ?? invitation.note) && (
        <p className="text-sm break-words whitespace-pre-line text-stone-600">“{invitation.original?.note ?? invitation.note}”</p>
      )}
      <p className="text-xs text-stone-600">Enviado em {formatDate(invitation.createdAt)}</p>
    </article>
  )
}
