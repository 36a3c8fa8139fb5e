import { Gift, ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { billingMessages } from '#domain/messages/billing'
import { hasRole } from '#domain/roles'
import type { UserType } from '#domain/roles'
import { messageOr } from '../api/client'
import { useSession } from '../auth/session'
import { PlanCard } from '../landing/PlanCard'
import { usePlanCountry } from '../landing/planCountry'
import { PlanCountrySwitch, priceNotes } from '../landing/PlanCountrySwitch'
import { usePlans } from '../landing/queries'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Button } from '../ui/Button'
import { toast } from '../ui/toast'
import { useConfirmCheckout, useStartCheckout, useSubscription } from './queries'
import { SubscriptionCard } from './SubscriptionCard'
import { withNext } from '#domain/signInPages'
import { useSay } from '../ui/wording'

const titles: Record<UserType, string> = { barber: 'Planos para Barbeiros', barbershop: 'Planos para Barbearias' }

/** Spec §2 'Plans': shop prices for barbershops, barber prices for everyone else; subscribing needs a login. */
export function PlansPage() {
  const say = useSay()
  const { data: session } = useSession()
  const user = session?.user ?? null
  const audience: UserType = user && hasRole(user, 'barbershop') ? 'barbershop' : 'barber'
  const { data: plans } = usePlans()
  const { country, choose } = usePlanCountry()
  const { data: subscription } = useSubscription(Boolean(user))
  const checkout = useStartCheckout()
  const navigate = useNavigate()
  useCheckoutReturn(Boolean(user))

  const shown = (plans ?? []).filter((plan) => plan.audience === audience && plan.country === country).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
  // The browser is on its way to Checkout once the session exists: the button stays busy until it leaves.
  const processing = checkout.isPending || checkout.isSuccess ? checkout.variables : undefined
  const subscribed = Boolean(subscription?.subscribed)

  const subscribe = (planId: number) => {
    if (!user) {
      toast.error(billingMessages.loginRequired, { description: billingMessages.loginRequiredDetail })
      navigate(withNext('/auth', '/planos'))
      return
    }
    checkout.mutate(planId, {
      onError: (error) => toast.error(billingMessages.checkoutFailed, { description: messageOr(error, billingMessages.unavailable) }),
    })
  }

  return (
    <Page>
      <PageHeader title={titles[audience]} description="Escolha o plano que combina com o seu momento. Todos renovam automaticamente e podem ser cancelados." />
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3.5 py-1 text-sm font-semibold text-brand-900">
        <Gift className="size-4" aria-hidden="true" />3 dias grátis para testar
      </p>

      {subscription && subscription.status !== 'none' && <SubscriptionCard subscription={subscription} className="mt-6" />}
      {choose ? (
        <PlanCountrySwitch value={country} onChange={choose} align="start" className="mt-8" />
      ) : (
        // Portuguese prices to consumers are shown with IVA; a member in Brazil sees the page as before.
        country === 'PT' && <p className="mt-4 text-sm text-stone-600">{priceNotes.PT}</p>
      )}

      {/* Each card's name is a level-3 heading (as under the landing's "Planos"): the section gets its level 2, for readers only (Lighthouse's heading-order, issue 29). */}
      <h2 id="planos-lista" className="sr-only">
        Planos
      </h2>
      <section aria-labelledby="planos-lista" aria-busy={plans === undefined} className="mt-12 grid items-stretch gap-8 md:grid-cols-3 md:gap-6">
        {plans === undefined
          ? [1, 2, 3].map((placeholder) => (
              <div key={placeholder} className="h-[28rem] animate-pulse rounded-2xl bg-stone-200/70">
                {placeholder === 1 && <span className="sr-only">Carregando planos...</span>}
              </div>
            ))
          : shown.map((plan) => {
              const current = subscribed && subscription?.plan?.id === plan.id
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  action={
                    current ? (
                      <Button variant="outline" size="lg" className="w-full" disabled>
                        Seu plano atual
                      </Button>
                    ) : subscribed ? null : (
                      <Button
                        variant={plan.highlight ? 'primary' : 'secondary'}
                        size="lg"
                        className="w-full"
                        loading={processing === plan.id}
                        loadingText={billingMessages.processing}
                        disabled={processing !== undefined}
                        onClick={() => subscribe(plan.id)}
                        // The name says which plan; while processing, the text 'Processando...' is the name.
                        aria-label={processing === plan.id ? undefined : `Assinar o plano ${plan.name}`}
                      >
                        Assinar
                      </Button>
                    )
                  }
                />
              )
            })}
      </section>

      <aside aria-labelledby="garantia-titulo" className="mt-10 flex gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6">
        <ShieldCheck className="mt-0.5 size-7 shrink-0 text-emerald-800" aria-hidden="true" />
        <div>
          <h2 id="garantia-titulo" className="font-bold text-emerald-950">
            Garantia de 3 dias grátis
          </h2>
          <p className="mt-1 text-sm text-emerald-950">{say(billingMessages.trialIncludes[audience], billingMessages.trialIncludesPortugal[audience])}</p>
          <p className="mt-2 text-sm text-emerald-950">{say(billingMessages.trialCancellation, billingMessages.trialCancellationPortugal)}</p>
        </div>
      </aside>
    </Page>
  )
}

/**
 * The return from Checkout (?checkout=sucesso&session_id=...): confirms the session with the
 * provider at once, so the account unlocks even before the webhook, then tidies the address.
 */
function useCheckoutReturn(signedIn: boolean) {
  const [params, setParams] = useSearchParams()
  const confirm = useConfirmCheckout()
  const handled = useRef(false)
  const outcome = params.get('checkout')
  const sessionId = params.get('session_id')

  useEffect(() => {
    if (handled.current || !outcome || !signedIn) return
    handled.current = true
    setParams({}, { replace: true })
    if (outcome === 'cancelado') {
      toast.message('Pagamento cancelado', { description: 'Nenhuma cobrança foi feita. Escolha um plano quando quiser.' })
      return
    }
    if (outcome !== 'sucesso' || !sessionId) return
    confirm.mutate(sessionId, {
      onSuccess: (summary) =>
        summary.subscribed
          ? toast.success('Assinatura confirmada!', { description: summary.plan ? `Plano ${summary.plan.name} ativo. Bom trabalho!` : 'Seu plano está ativo.' })
          : toast.message('Pagamento em processamento', { description: 'Seu plano será ativado assim que o pagamento for confirmado.' }),
      onError: (error) => toast.error('Erro ao confirmar pagamento', { description: messageOr(error, 'Tente novamente em instantes.') }),
    })
  }, [confirm, outcome, sessionId, setParams, signedIn])
}
