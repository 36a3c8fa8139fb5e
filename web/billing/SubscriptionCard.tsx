import { CreditCard } from 'lucide-react'
import { subscriptionTermText, type SubscriptionSummary } from '#domain/billing'
import { billingMessages } from '#domain/messages/billing'
import { messageOr } from '../api/client'
import { Badge } from '../ui/Badge'
import { Button } from '../ui/Button'
import { cn } from '../ui/cn'
import { toast } from '../ui/toast'
import { useReaderCountry } from '../ui/wording'
import { useOpenPortal, useResumeSubscription } from './queries'

/** A subscriber's plan, the day it renews or ends (or until when a failing payment keeps access), the customer portal, and a way to resume a cancelled plan. */
export function SubscriptionCard({ subscription, className }: { subscription: SubscriptionSummary; className?: string }) {
  const portal = useOpenPortal()
  const resume = useResumeSubscription()
  const { term } = subscription
  const country = useReaderCountry()
  const portugal = country === 'PT'
  const failing = subscription.status === 'past_due'
  const ending = subscription.subscribed && term?.kind === 'ends'
  const open = () =>
    portal.mutate(undefined, { onError: (error) => toast.error('Erro ao abrir o portal', { description: messageOr(error, billingMessages.unavailable) }) })
  const takeBack = () =>
    resume.mutate(undefined, {
      onSuccess: (summary) => toast.success(billingMessages.resumed, { description: summary.term ? subscriptionTermText(summary.term, country) : undefined }),
      onError: (error) => toast.error(billingMessages.resumeFailed, { description: messageOr(error, billingMessages.unavailable) }),
    })

  return (
    <section
      aria-labelledby="assinatura-titulo"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6',
        failing || ending ? 'border-amber-300' : 'border-stone-200',
        className,
      )}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CreditCard className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="assinatura-titulo" className="text-lg font-bold text-stone-900">
            {subscription.plan ? `Plano ${subscription.plan.name}` : portugal ? 'A sua assinatura' : 'Sua assinatura'}
          </h2>
          <Badge tone={failing || ending ? 'warning' : subscription.subscribed ? 'success' : 'neutral'}>
            {failing ? 'Pagamento pendente' : ending ? billingMessages.renewalCancelled : subscription.subscribed ? 'Ativa' : 'Encerrada'}
          </Badge>
        </div>
        {term && <p className="mt-1 text-sm text-stone-700">{subscriptionTermText(term, country)}</p>}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {ending && (
          <Button onClick={takeBack} loading={resume.isPending} loadingText={portugal ? 'A retomar...' : 'Retomando...'} className="w-full sm:w-auto">
            {billingMessages.resume}
          </Button>
        )}
        {subscription.manageable && (
          <Button
            variant="outline"
            onClick={open}
            loading={portal.isPending || portal.isSuccess}
            loadingText={portugal ? 'A abrir...' : 'Abrindo...'}
            className="w-full sm:w-auto"
          >
            {portugal ? billingMessages.managePortugal : billingMessages.manage}
          </Button>
        )}
      </div>
    </section>
  )
}
