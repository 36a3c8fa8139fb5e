import type { RequestHandler, Response } from 'express'
import type { Pool } from 'pg'
import { earlyAccessMessages } from '#domain/messages/jobs'
import { ACCOUNT_SECURITY_PATH } from '#domain/session'
import { EARLY_ACCESS_UNSUBSCRIBE_DAYS, EARLY_ACCESS_UNSUBSCRIBE_PATH, readEarlyAccessUnsubscribeToken } from '#infra/jobAlerts/earlyAccessOptOut'
import { turnOffEarlyAccessEmails } from '#infra/users/store'
import { emailLinkPage, escapeHtml } from '../http/emailLinkPage'

/**
 * The unsubscribe link of the annual plan's 'Nova vaga em {cidade}' e-mails, as the alerts' one
 * (./unsubscribe.ts, decision 0037): a mail client's one-click POST (`List-Unsubscribe=One-Click`)
 * turns the e-mails off at once; a person who opens the link gets a page with one button, because
 * a GET never changes anything (scanners and link previews open links on their own). The account's
 * `earlyAccessEmails` turns them on again, on /conta/seguranca (decision 0068).
 */
const settingsLink = `<a class="button" href="${ACCOUNT_SECURITY_PATH}">Abrir Segurança da conta</a>`
const page = (res: Response, status: number, body: string) => emailLinkPage(res, status, earlyAccessMessages.unsubscribeTitle, body)

function refuse(res: Response, problem: 'invalid' | 'expired') {
  const text = problem === 'expired' ? earlyAccessMessages.unsubscribeExpired(EARLY_ACCESS_UNSUBSCRIBE_DAYS) : earlyAccessMessages.unsubscribeInvalid
  page(res, problem === 'expired' ? 410 : 400, `<p role="alert">${escapeHtml(text)}</p>${settingsLink}`)
}

/** GET of the link: a page with one button. */
export function earlyAccessUnsubscribePage(secret: string): RequestHandler {
  return (req, res) => {
    const check = readEarlyAccessUnsubscribeToken(secret, req.query.token)
    if ('problem' in check) return refuse(res, check.problem)
    page(
      res,
      200,
      `<p>${escapeHtml(earlyAccessMessages.unsubscribeAsk)}</p><form method="post" action="${EARLY_ACCESS_UNSUBSCRIBE_PATH}">` +
        `<input type="hidden" name="token" value="${escapeHtml(String(req.query.token))}"><button type="submit">${escapeHtml(earlyAccessMessages.unsubscribeConfirm)}</button></form>`,
    )
  }
}

/** The POST: the mail client's carries the token in the header's URL; the page's button, in its form. */
export function confirmEarlyAccessUnsubscribe(secret: string, pool: Pool): RequestHandler {
  return async (req, res) => {
    const check = readEarlyAccessUnsubscribeToken(secret, (req.body as { token?: unknown } | undefined)?.token ?? req.query.token)
    if ('problem' in check) return refuse(res, check.problem)
    // A deleted account has nothing to turn off; the answer is the same, so the link reveals nothing.
    await turnOffEarlyAccessEmails(pool, check.userId)
    page(
      res,
      200,
      `<p role="status">${escapeHtml(earlyAccessMessages.unsubscribeDone)}</p><p>${escapeHtml(earlyAccessMessages.unsubscribeUndo)}</p>${settingsLink}`,
    )
  }
}
