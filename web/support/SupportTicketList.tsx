import { LifeBuoy } from 'lucide-react'
import { supportMessages } from '#domain/support'
import { populated } from '../api/populated'
import { Card } from '../ui/Card'
import { EmptyState } from '../ui/EmptyState'
import { formatDateTime } from '../ui/format'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { useMyTickets, type MyTicket } from './queries'
import { TicketStatusBadge } from './TicketStatusBadge'
import { useSay } from '../ui/wording'

/** What the ticket points at, in words: the job's title, or the application's job and shop. */
function linkText(ticket: MyTicket): string | null {
  const job = populated(ticket.job)
  if (job) return `Vaga: ${job.title}`
  const application = populated(ticket.application)
  if (application) return `Candidatura: ${[application.jobTitle, application.shopName].filter(Boolean).join(' · ')}`
  return null
}

function TicketCard({ ticket }: { ticket: MyTicket }) {
  const link = linkText(ticket)
  return (
    <Card className="flex flex-col gap-3" data-testid="support-ticket">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-stone-900 wrap-anywhere">{ticket.subject}</h3>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className="text-xs text-stone-600">
        Aberto em <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
        {link && <span className="wrap-anywhere"> · {link}</span>}
      </p>
      <p className="whitespace-pre-line text-sm text-stone-800 wrap-anywhere">{ticket.message}</p>
      {ticket.reply && (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-3" data-testid="support-reply">
          <p className="text-xs font-semibold text-emerald-900">
            Resposta do suporte
            {ticket.answeredAt && (
              <>
                {' · '}
                <time dateTime={ticket.answeredAt}>{formatDateTime(ticket.answeredAt)}</time>
              </>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-900 wrap-anywhere">{ticket.reply}</p>
        </div>
      )}
    </Card>
  )
}

/** The user's own tickets, newest first, each with its status and the admin's answer under it. */
export function SupportTicketList({ userId }: { userId: number }) {
  const say = useSay()
  const tickets = useMyTickets(userId)
  if (tickets.isPending) return <PageSpinner />
  if (tickets.isError) return <RetryAlert title={supportMessages.loadFailed} onRetry={() => void tickets.refetch()} />
  if (!tickets.data.length) {
    return (
      <EmptyState icon={<LifeBuoy className="size-10" aria-hidden="true" />} title="Nenhum chamado ainda">
        {say(
          'Quando você abrir um chamado, ele aparece aqui com a resposta da equipe.',
          'Quando abrir um pedido de suporte, ele aparece aqui com a resposta da equipa.',
        )}
      </EmptyState>
    )
  }
  return (
    <ul className="flex flex-col gap-4">
      {tickets.data.map((ticket) => (
        <li key={ticket.id}>
          <TicketCard ticket={ticket} />
        </li>
      ))}
    </ul>
  )
}
