import type { Request, RequestHandler, Response } from 'express'
import type { Pool } from 'pg'
import { ACCOUNT_SECURITY_PATH } from '#domain/session'
import { emailLinkPage, escapeHtml } from './emailLinkPage'

/**
 * The page a person who opens an unsubscribe link from an e-mail gets: what the button does, and
 * the button, whose POST carries the link's token back. A GET never changes anything, because mail
 * scanners and link previews open links on their own.
 */
export const confirmButtonPage = (action: string, token: unknown, ask: string, confirm: string) =>
  `<p>${escapeHtml(ask)}</p><form method="post" action="${action}">` +
  `<input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit">${escapeHtml(confirm)}</button></form>`

/** An unsubscribe POST's token: in the page's form, or in the URL of a mail client's one-click POST (RFC 8058). */
export const postedToken = (req: Request) => (req.body as { token?: unknown } | undefined)?.token ?? req.query.token

type TokenCheck = { userId: number } | { problem: 'invalid' | 'expired' }

/** One of an account's e-mail switches, turned off from a signed link in the e-mail. */
export type SwitchOffLink = {
  path: string
  title: string
  ask: string
  confirm: string
  /** What the page says once the switch is off, a paragraph each: the first is the news. */
  done: readonly string[]
  invalid: string
  expired: string
  /** 410 where the link's age is its own answer; the chat's older link answers 400. */
  expiredStatus: 400 | 410
  /** Whether the token may come in the URL of the POST, as a mail client's one click sends it. */
  oneClick: boolean
  read: (secret: string, token: unknown) => TokenCheck
  turnOff: (pool: Pool, userId: number) => Promise<unknown>
}

const settingsLink = `<a class="button" href="${ACCOUNT_SECURITY_PATH}">Abrir Segurança da conta</a>`

/**
 * The two handlers of a switch's link (the chat's unread e-mail, the annual plan's early access,
 * the shops' invitations): GET, a page with one button; POST, the switch off. A deleted account has
 * nothing to turn off and gets the same answer, so a link reveals nothing. Each switch turns on
 * again only on /conta/seguranca, where every page sends the reader.
 */
export function switchOffLink(link: SwitchOffLink): { page: (secret: string) => RequestHandler; confirm: (secret: string, pool: Pool) => RequestHandler } {
  const answer = (res: Response, status: number, body: string) => emailLinkPage(res, status, link.title, body)
  const refuse = (res: Response, problem: 'invalid' | 'expired') =>
    answer(
      res,
      problem === 'expired' ? link.expiredStatus : 400,
      `<p role="alert">${escapeHtml(problem === 'expired' ? link.expired : link.invalid)}</p>${settingsLink}`,
    )
  return {
    page: (secret) => (req, res) => {
      const check = link.read(secret, req.query.token)
      if ('problem' in check) return refuse(res, check.problem)
      answer(res, 200, confirmButtonPage(link.path, req.query.token, link.ask, link.confirm))
    },
    confirm: (secret, pool) => async (req, res) => {
      const check = link.read(secret, link.oneClick ? postedToken(req) : (req.body as { token?: unknown } | undefined)?.token)
      if ('problem' in check) return refuse(res, check.problem)
      await link.turnOff(pool, check.userId)
      const [news, ...rest] = link.done
      answer(res, 200, `<p role="status">${escapeHtml(news ?? '')}</p>${rest.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${settingsLink}`)
    },
  }
}
