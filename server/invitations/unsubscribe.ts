import type { RequestHandler, Response } from 'express'
import type { Pool } from 'pg'
import { invitationMessages } from '#domain/messages/invitations'
import { ACCOUNT_SECURITY_PATH } from '#domain/session'
import { INVITATION_UNSUBSCRIBE_PATH, readInvitationUnsubscribeToken } from '#infra/invitations/unsubscribeLink'
import { turnOffInvitations } from '#infra/users/store'
import { emailLinkPage, escapeHtml } from '../http/emailLinkPage'

/**
 * One-click unsubscribe of an invitation e-mail (RFC 8058, decision 0067), as the job alerts' link
 * does it (decision 0037): the mail client's POST (`List-Unsubscribe=One-Click`, the token in the
 * header's URL) turns invitations off at once; a person who opens the link gets a page with one
 * button, because a GET never changes anything (scanners and link previews open links by themselves).
 */
const page = (res: Response, status: number, body: string) => emailLinkPage(res, status, invitationMessages.unsubscribeTitle, body)

const settingsLink = `<a class="button" href="${ACCOUNT_SECURITY_PATH}">Abrir Segurança da conta</a>`

const refuse = (res: Response, problem: 'invalid' | 'expired') =>
  page(
    res,
    problem === 'expired' ? 410 : 400,
    `<p role="alert">${escapeHtml(problem === 'expired' ? invitationMessages.unsubscribeExpired : invitationMessages.unsubscribeInvalid)}</p>${settingsLink}`,
  )

export function invitationUnsubscribePage(secret: string): RequestHandler {
  return (req, res) => {
    const check = readInvitationUnsubscribeToken(secret, req.query.token)
    if ('problem' in check) return refuse(res, check.problem)
    page(
      res,
      200,
      `<p>${escapeHtml(invitationMessages.unsubscribeAsk)}</p><form method="post" action="${INVITATION_UNSUBSCRIBE_PATH}">` +
        `<input type="hidden" name="token" value="${escapeHtml(String(req.query.token))}"><button type="submit">${escapeHtml(invitationMessages.unsubscribeConfirm)}</button></form>`,
    )
  }
}

/** The POST that turns invitations off: the token in the form (the page's button) or in the URL (the mail client's one click). */
export function confirmInvitationUnsubscribe(secret: string, pool: Pool): RequestHandler {
  return async (req, res) => {
    const check = readInvitationUnsubscribeToken(secret, (req.body as { token?: unknown } | undefined)?.token ?? req.query.token)
    if ('problem' in check) return refuse(res, check.problem)
    // A deleted account has nothing to turn off; the answer is the same, so the link reveals nothing.
    await turnOffInvitations(pool, check.userId)
    page(res, 200, `<p role="status">${escapeHtml(invitationMessages.unsubscribeDone)}</p>${settingsLink}`)
  }
}
