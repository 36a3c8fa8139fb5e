import { CreditCard } from 'lucide-react'
import type { SubscriptionSummary } from '#domain/billing'
import { billingMessages } from '#domain/messages/billing'
import { messageOr } from '../api/client'
import { Badge } from '../ui/Badge'
import { Button } from '../ui/Button'
import { cn } from '../ui/cn'
import { formatDate } from '../ui/format'
import { toast } from '../ui/toast'
import { useOpenPortal } from './queries'

/** A subscriber's plan, when it renews (or until when a failing payment keeps access), and the customer portal. */
export function SubscriptionCard({ subscription, className }: { subscription: SubscriptionSummary; className?: string }) {
  const portal = useOpenPortal()
  const failing = subscription.status === 'past_due'
  const open = () =>
    portal.mutate(undefined, { onError: (error) => toast.error('Erro ao abrir o portal', { description: messageOr(error, billingMessages.unavailable) }) })

  return (
    <section
      aria-labelledby="assinatura-titulo"
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6',
        failing ? 'border-amber-300' : 'border-stone-200',
        className,
      )}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CreditCard className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="assinatura-titulo" className="text-lg font-bold text-stone-900">
            {subscription.plan ? `Plano ${subscription.plan.name}` : 'Sua assinatura'}
          </h2>
          <Badge tone={failing ? 'warning' : subscription.subscribed ? 'success' : 'neutral'}>
            {failing ? 'Pagamento pendente' : subscription.subscribed ? 'Ativa' : 'Encerrada'}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-stone-700">
          {failing && subscription.grace_ends_at
            ? `Não conseguimos cobrar a renovação. Seu acesso continua até ${formatDate(subscription.grace_ends_at)}: atualize o cartão para não perder o plano.`
            : subscription.subscribed && subscription.subscription_end
              ? `Renova em ${formatDate(subscription.subscription_end)}.`
              : subscription.subscription_end
                ? `Terminou em ${formatDate(subscription.subscription_end)}.`
                : null}
        </p>
      </div>
      {subscription.manageable && (
        <Button variant="outline" onClick={open} loading={portal.isPending || portal.isSuccess} loadingText="Abrindo..." className="w-full sm:w-auto">
          {billingMessages.manage}
        </Button>
      )}
    </section>
  )
}
