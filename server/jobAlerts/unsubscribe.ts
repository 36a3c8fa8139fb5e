import { createHmac, timingSafeEqual } from 'node:crypto'
import express, { Router, type Response } from 'express'
import { jobAlertMessages } from '#domain/messages/jobs'
import { emailLinkPage, escapeHtml } from '../http/emailLinkPage'
import type { AppContext } from '../context'

/**
 * One-click unsubscribe of an alert e-mail (RFC 8058, decision 0037). The link names the alerts
 * the e-mail came from, signed with an HMAC keyed by PAYLOAD_SECRET, so it cannot be made for
 * another barber's alerts. A mail client's one-click POST (`List-Unsubscribe=One-Click`) pauses
 * them at once; a person who opens the link gets a page with one button, because a GET never
 * changes anything (scanners and link previews open links in e-mails on their own). Paused, not
 * deleted: the barber can turn it on again in /alertas.
 */
export const JOB_ALERT_UNSUBSCRIBE_PATH = '/api/job-alerts/unsubscribe'

const signature = (secret: string, body: string) => createHmac('sha256', `navalha-job-alert-unsubscribe:${secret}`).update(body).digest('base64url')

export const jobAlertUnsubscribeToken = (secret: string, alertIds: number[]) => {
  const body = [...new Set(alertIds)].sort((a, b) => a - b).join('-')
  return `${body}.${signature(secret, body)}`
}

function readJobAlertUnsubscribeToken(secret: string, token: unknown): number[] | null {
  const match = typeof token === 'string' ? /^(\d{1,10}(?:-\d{1,10}){0,9})\.([\w-]{43})$/.exec(token) : null
  if (!match) return null
  const [, body, given] = match
  if (!timingSafeEqual(Buffer.from(signature(secret, body!)), Buffer.from(given!))) return null
  return body!.split('-').map(Number)
}

export const jobAlertUnsubscribeUrl = (baseUrl: string, secret: string, alertIds: number[]) =>
  `${baseUrl.replace(/\/+$/, '')}${JOB_ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(jobAlertUnsubscribeToken(secret, alertIds))}`

const page = (res: Response, status: number, body: string) => emailLinkPage(res, status, jobAlertMessages.unsubscribeTitle, body)

const alertsLink = `<a class="button" href="/alertas">Abrir Meus alertas</a>`

/** The unsubscribe link of the job alerts' e-mails, under JOB_ALERT_UNSUBSCRIBE_PATH. */
export function jobAlertUnsubscribeRoutes({ payload, pool }: AppContext): Router {
  const { secret } = payload
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '2kb' })

  router.get('/', (req, res) => {
    const token = req.query.token
    if (!readJobAlertUnsubscribeToken(secret, token))
      return page(res, 400, `<p role="alert">${escapeHtml(jobAlertMessages.unsubscribeInvalid)}</p>${alertsLink}`)
    page(
      res,
      200,
      `<p>${escapeHtml(jobAlertMessages.unsubscribeAsk)}</p><form method="post" action="${JOB_ALERT_UNSUBSCRIBE_PATH}">` +
        `<input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit">${escapeHtml(jobAlertMessages.unsubscribeConfirm)}</button></form>`,
    )
  })

  // The mail client's one-click POST carries the token in the URL of the List-Unsubscribe header;
  // the page's button, in its form.
  router.post('/', form, async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token ?? req.query.token
    const alertIds = readJobAlertUnsubscribeToken(secret, token)
    if (!alertIds) return page(res, 400, `<p role="alert">${escapeHtml(jobAlertMessages.unsubscribeInvalid)}</p>${alertsLink}`)
    // A deleted alert has nothing to pause; the answer is the same, so the link reveals nothing.
    await pool.query('UPDATE job_alerts SET paused = true, updated_at = now() WHERE id = ANY($1::int[])', [alertIds])
    page(res, 200, `<p role="status">${escapeHtml(jobAlertMessages.unsubscribeDone)}</p>${alertsLink}`)
  })

  return router
}
