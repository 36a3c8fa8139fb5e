import { createHmac, timingSafeEqual } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import type { Pool } from 'pg'
import { DAY_MS } from '#domain/account'
import { jobAlertMessages } from '#domain/messages/jobs'
import { documentId } from '../http/documentId'
import { emailLinkPage, escapeHtml } from '../http/emailLinkPage'
import { confirmButtonPage, postedToken } from '../http/switchOffLink'
import { pauseUnchangedAlerts, unchangedAlerts, type AlertVersion } from './store'

/**
 * One-click unsubscribe of an alert e-mail (RFC 8058, decision 0037). The link names the alerts
 * the e-mail came from, each with its version when the e-mail left (./store.ts), and the day it
 * was made, signed with an HMAC keyed by PAYLOAD_SECRET, so it cannot be made for another barber's
 * alerts. A mail client's one-click POST (`List-Unsubscribe=One-Click`) pauses them at once; a
 * person who opens the link gets a page with one button, because a GET never changes anything
 * (scanners and link previews open links in e-mails on their own). Paused, not deleted: the
 * barber can turn it on again in /alertas, and then this old e-mail's link no longer pauses it
 * (issue 36): an alert changed since the e-mail, or a link older than JOB_ALERT_UNSUBSCRIBE_DAYS,
 * gets a page that says so and leaves the alert as it is.
 */
export const JOB_ALERT_UNSUBSCRIBE_PATH = '/api/job-alerts/unsubscribe'

/**
 * How long a link works: two months covers a digest read late, and an e-mail found in an old
 * folder long after cannot switch off an alert whose owner has since forgotten that e-mail.
 */
export const JOB_ALERT_UNSUBSCRIBE_DAYS = 60

const signature = (secret: string, body: string) => createHmac('sha256', `navalha-job-alert-unsubscribe:${secret}`).update(body).digest('base64url')

/** `<issued, in seconds>.<id>_<version>-<id>_<version>.<signature>`: at most 10 alerts, as an e-mail can come from. */
const TOKEN = /^(\d{1,12})\.(\d{1,10}_\d{1,15}(?:-\d{1,10}_\d{1,15}){0,9})\.([\w-]{43})$/

export const jobAlertUnsubscribeToken = (secret: string, alerts: AlertVersion[], issuedAt: Date) => {
  const unique = [...new Map(alerts.map((alert) => [alert.id, alert])).values()].sort((a, b) => a.id - b.id)
  const body = `${Math.floor(issuedAt.getTime() / 1000)}.${unique.map((alert) => `${alert.id}_${alert.version}`).join('-')}`
  return `${body}.${signature(secret, body)}`
}

type ReadToken = { alerts: AlertVersion[]; issuedAt: Date }

function readJobAlertUnsubscribeToken(secret: string, token: unknown): ReadToken | null {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null
  if (!match) return null
  const [, issued, alerts, given] = match
  if (!timingSafeEqual(Buffer.from(signature(secret, `${issued}.${alerts}`)), Buffer.from(given!))) return null
  const read = alerts!.split('-').map((pair) => {
    const [id, version] = pair.split('_')
    return { id: documentId(id), version: Number(version) }
  })
  // Signed, yet naming an id no row can have: a refusal, not the database's out-of-range 500.
  if (read.some((alert) => alert.id === undefined)) return null
  return { issuedAt: new Date(Number(issued) * 1000), alerts: read as AlertVersion[] }
}

const expired = (token: ReadToken, now = Date.now()) => now - token.issuedAt.getTime() > JOB_ALERT_UNSUBSCRIBE_DAYS * DAY_MS

export const jobAlertUnsubscribeUrl = (baseUrl: string, secret: string, alerts: AlertVersion[], issuedAt: Date) =>
  `${baseUrl.replace(/\/+$/, '')}${JOB_ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(jobAlertUnsubscribeToken(secret, alerts, issuedAt))}`

const alertsLink = `<a class="button" href="/alertas">Abrir Meus alertas</a>`
const page = (res: Response, status: number, body: string) => emailLinkPage(res, status, jobAlertMessages.unsubscribeTitle, body)
const refusal = (res: Response, status: number, message: string) => page(res, status, `<p role="alert">${escapeHtml(message)}</p>${alertsLink}`)

/** GET of the unsubscribe link: a page with one button, when the link still names unchanged alerts. */
export function unsubscribePage(secret: string, pool: Pool): RequestHandler {
  return async (req, res) => {
    const token = readJobAlertUnsubscribeToken(secret, req.query.token)
    if (!token) return refusal(res, 400, jobAlertMessages.unsubscribeInvalid)
    if (expired(token)) return refusal(res, 410, jobAlertMessages.unsubscribeExpired(JOB_ALERT_UNSUBSCRIBE_DAYS))
    if (!(await unchangedAlerts(pool, token.alerts)).length) return refusal(res, 410, jobAlertMessages.unsubscribeStale)
    page(res, 200, confirmButtonPage(JOB_ALERT_UNSUBSCRIBE_PATH, req.query.token, jobAlertMessages.unsubscribeAsk, jobAlertMessages.unsubscribeConfirm))
  }
}

/**
 * The POST that pauses the link's alerts: the mail client's one-click POST carries the token in the
 * URL of the List-Unsubscribe header; the page's button, in its form.
 */
export function confirmUnsubscribe(secret: string, pool: Pool): RequestHandler {
  return async (req, res) => {
    const token = readJobAlertUnsubscribeToken(secret, postedToken(req))
    if (!token) return refusal(res, 400, jobAlertMessages.unsubscribeInvalid)
    if (expired(token)) return refusal(res, 410, jobAlertMessages.unsubscribeExpired(JOB_ALERT_UNSUBSCRIBE_DAYS))
    if (!(await pauseUnchangedAlerts(pool, token.alerts))) return refusal(res, 410, jobAlertMessages.unsubscribeStale)
    page(res, 200, `<p role="status">${escapeHtml(jobAlertMessages.unsubscribeDone)}</p>${alertsLink}`)
  }
}
