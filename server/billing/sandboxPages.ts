import type { RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { hasPaidAccess } from '#domain/account'
import { subscriptionTerm, subscriptionTermText } from '#domain/billing'
import { billingMessages } from '#domain/messages/billing'
import { PRODUCT_NAME } from '#domain/messages/common'
import { formatMoney } from '#domain/money'
import type { Plan } from '#payload-types'
import { accountCountry } from './account'
import type { Billing } from './setup'
import { readSandboxSession, SANDBOX_PAGE_PATH, sandboxSubscription, type SandboxSession } from './sandboxProvider'

/**
 * The sandbox's checkout and customer-portal pages: plain server-rendered HTML standing where
 * Stripe's hosted pages stand, with no script, clearly marked as a demonstration. Their buttons
 * post back here and fulfil through server/billing/store.ts, as a verified webhook does.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#1c1917;min-height:100vh;display:flex;flex-direction:column}
  .notice{background:#fef3c7;color:#78350f;border-bottom:1px solid #fcd34d;padding:.75rem 1rem;text-align:center;font-weight:600;font-size:.95rem}
  main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem}
  .card{width:100%;max-width:28rem;background:#fff;border:1px solid #e7e5e4;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.06);padding:1.75rem}
  .brand{font-weight:800;font-size:1.25rem;letter-spacing:-.01em;margin:0 0 1.25rem}
  h1{font-size:1.35rem;margin:0 0 .25rem}p{margin:.25rem 0;color:#57534e;line-height:1.5}
  .price{font-size:2rem;font-weight:800;color:#1c1917;margin:1rem 0 .25rem}
  .row{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
  button,a.button{font:inherit;font-weight:600;border-radius:.6rem;padding:.8rem 1rem;border:1px solid transparent;cursor:pointer;width:100%;text-align:center;text-decoration:none;display:block}
  .primary{background:#1c1917;color:#fff}.primary:hover{background:#292524}
  .secondary{background:#fff;color:#1c1917;border-color:#d6d3d1}.secondary:hover{background:#f5f5f4}
  .danger{background:#b91c1c;color:#fff}.danger:hover{background:#991b1b}
  button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  .fine{font-size:.85rem;margin-top:1.25rem}
`

function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .setHeader('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escape(title)} · ${PRODUCT_NAME}</title><style>${STYLE}</style></head><body>` +
        `<p class="notice" role="note">${escape(billingMessages.sandboxNotice)}</p><main><div class="card">` +
        `<p class="brand">${PRODUCT_NAME}</p>${body}</div></main></body></html>`,
    )
}

function expired(res: Response) {
  page(
    res,
    400,
    'Sessão expirada',
    `<h1>Sessão expirada</h1><p>${escape(billingMessages.sandboxSessionExpired)}</p><div class="row"><a class="button primary" href="/planos">Ver Planos</a></div>`,
  )
}

const hidden = (token: string) => `<input type="hidden" name="sessao" value="${escape(token)}">`

/** The demonstration provider's checkout and portal pages under SANDBOX_PAGE_PATH; none with another provider. */
export function sandboxPages({ payload, billing }: { payload: Payload; billing: Billing }): SandboxPages | null {
  const { fulfilment, provider } = billing
  if (provider?.kind !== 'sandbox' || !fulfilment) return null
  const session = (token: unknown, kind: SandboxSession['kind']) => {
    const found = readSandboxSession(payload.secret, token)
    return found?.kind === kind ? found : null
  }
  const planOf = (found: SandboxSession): Promise<Plan | null> =>
    found.planId ? payload.findByID({ collection: 'plans', id: found.planId, depth: 0, overrideAccess: true, disableErrors: true }) : Promise.resolve(null)

  const checkout: RequestHandler = async (req, res) => {
    const token = req.query.sessao
    const found = session(token, 'checkout')
    const plan = found && (await planOf(found))
    if (!found || !plan) return expired(res)
    page(
      res,
      200,
      'Pagamento',
      `<h1>Plano ${escape(plan.name)}</h1><p>Assinatura renovada a cada ${plan.months} ${plan.months === 1 ? 'mês' : 'meses'}.</p>` +
        `<p class="price">${escape(formatMoney(plan.priceCents, plan.currency))}</p>` +
        `<p>Nenhum cartão é pedido: concluir ativa o plano como um pagamento aprovado.</p>` +
        `<div class="row"><form method="post" action="${SANDBOX_PAGE_PATH}/concluir">${hidden(String(token))}<button class="primary" type="submit">Concluir pagamento</button></form>` +
        `<form method="post" action="${SANDBOX_PAGE_PATH}/cancelar">${hidden(String(token))}<button class="secondary" type="submit">Cancelar e voltar</button></form></div>`,
    )
  }

  const complete: RequestHandler = async (req, res) => {
    const token = req.body?.sessao
    const found = session(token, 'checkout')
    const plan = found && (await planOf(found))
    if (!found || !plan) return expired(res)
    await fulfilment.applySnapshot(sandboxSubscription(found.userId, plan))
    res.redirect(
      303,
      found.successUrl.replace('{CHECKOUT_SESSION_ID}', () => encodeURIComponent(String(token))),
    )
  }

  const cancel: RequestHandler = (req, res) => {
    const found = session(req.body?.sessao, 'checkout')
    if (!found) return expired(res)
    res.redirect(303, found.cancelUrl)
  }

  /**
   * The portal as Stripe's behaves with billing:sync's configuration: the plan and the day it renews
   * or ends (subscriptionTerm, the computation /planos shows), a cancellation that takes effect at
   * the end of the paid period, and a way to take it back before then.
   */
  const portal: RequestHandler = async (req, res) => {
    const token = req.query.sessao
    const found = session(token, 'portal')
    if (!found) return expired(res)
    const user = await payload.findByID({ collection: 'users', id: found.userId, depth: 1, overrideAccess: true, disableErrors: true })
    const plan = user && typeof user.subscriptionPlan === 'object' ? user.subscriptionPlan : null
    const term = user && hasPaidAccess(user) ? subscriptionTerm(user, await accountCountry(payload, user)) : null
    const action = (path: string, style: string, label: string) =>
      `<form method="post" action="${SANDBOX_PAGE_PATH}/portal/${path}">${hidden(String(token))}<button class="${style}" type="submit">${label}</button></form>`
    page(
      res,
      200,
      'Gerenciar assinatura',
      `<h1>Gerenciar assinatura</h1>` +
        (term && plan ? `<p>Plano ${escape(plan.name)}.</p><p>${escape(subscriptionTermText(term))}</p>` : `<p>Nenhuma assinatura ativa.</p>`) +
        `<div class="row">` +
        (term?.kind === 'ends' ? action('renovar', 'primary', 'Renovar assinatura') : term ? action('cancelar', 'danger', 'Cancelar assinatura') : '') +
        `<a class="button secondary" href="${escape(found.successUrl)}">Voltar ao ${PRODUCT_NAME}</a></div>` +
        (term && term.kind !== 'ends' ? `<p class="fine">Ao cancelar, o plano continua até o fim do período pago e não é renovado.</p>` : '') +
        `<p class="fine">No Stripe, este portal também troca o cartão e mostra as faturas.</p>`,
    )
  }

  /** The subscription of the portal session's account, as the provider has it now; null without one. */
  const portalSubscription = async (found: SandboxSession) => {
    const user = await payload.findByID({ collection: 'users', id: found.userId, depth: 0, overrideAccess: true, disableErrors: true })
    return user?.stripeSubscriptionId ? provider.readSubscription(user.stripeSubscriptionId) : null
  }

  const portalCancel: RequestHandler = async (req, res) => {
    const found = session(req.body?.sessao, 'portal')
    if (!found) return expired(res)
    const current = await portalSubscription(found)
    // Stripe's portal cancels at the period's end: the subscription stays active and paid until then.
    if (current && current.status !== 'canceled') await fulfilment.applySnapshot({ ...current, cancelAt: current.currentPeriodEnd })
    res.redirect(303, found.successUrl)
  }

  const portalRenew: RequestHandler = async (req, res) => {
    const found = session(req.body?.sessao, 'portal')
    if (!found) return expired(res)
    const current = await portalSubscription(found)
    const resumed = current && (await provider.resumeSubscription(current.id))
    if (resumed) await fulfilment.applySnapshot(resumed)
    res.redirect(303, found.successUrl)
  }
  return { checkout, complete, cancel, portal, portalCancel, portalRenew }
}

/** The handlers of the sandbox's pages, by what each does (registered by ./routes.ts). */
export type SandboxPages = Record<'checkout' | 'complete' | 'cancel' | 'portal' | 'portalCancel' | 'portalRenew', RequestHandler>
