import { createHmac, timingSafeEqual } from 'node:crypto'
import express, { Router, type Response } from 'express'
import type { Pool } from 'pg'
import { jobAlertMessages, PRODUCT_NAME } from '../../domain/messages'

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

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#1c1917}
main{display:flex;justify-content:center;padding:2rem 1rem}.card{width:100%;max-width:28rem;background:#fff;border:1px solid #e7e5e4;border-radius:1rem;padding:1.75rem}
.brand{font-weight:800;font-size:1.25rem;color:#b45309;margin:0 0 1.25rem}h1{font-size:1.25rem;margin:0 0 .5rem}p{color:#57534e;line-height:1.5;margin:.5rem 0}
button,a.button{font:inherit;font-weight:600;border-radius:.6rem;padding:.8rem 1rem;border:0;cursor:pointer;width:100%;display:block;text-align:center;text-decoration:none;margin-top:1.25rem;background:#1c1917;color:#fff}
button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`

function page(res: Response, status: number, body: string) {
  res
    .status(status)
    .type('html')
    .setHeader('cache-control', 'no-store')
    .setHeader('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escape(jobAlertMessages.unsubscribeTitle)} · ${PRODUCT_NAME}</title><style>${STYLE}</style></head>` +
        `<body><main><div class="card"><p class="brand">${PRODUCT_NAME}</p><h1>${escape(jobAlertMessages.unsubscribeTitle)}</h1>${body}</div></main></body></html>`,
    )
}

const alertsLink = `<a class="button" href="/alertas">Abrir Meus alertas</a>`

export function jobAlertUnsubscribeRoutes({ secret, pool }: { secret: string; pool: Pool }): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '2kb' })

  router.get('/', (req, res) => {
    const token = req.query.token
    if (!readJobAlertUnsubscribeToken(secret, token)) return page(res, 400, `<p role="alert">${escape(jobAlertMessages.unsubscribeInvalid)}</p>${alertsLink}`)
    page(
      res,
      200,
      `<p>${escape(jobAlertMessages.unsubscribeAsk)}</p><form method="post" action="${JOB_ALERT_UNSUBSCRIBE_PATH}">` +
        `<input type="hidden" name="token" value="${escape(String(token))}"><button type="submit">${escape(jobAlertMessages.unsubscribeConfirm)}</button></form>`,
    )
  })

  // The mail client's one-click POST carries the token in the URL of the List-Unsubscribe header;
  // the page's button, in its form.
  router.post('/', form, async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token ?? req.query.token
    const alertIds = readJobAlertUnsubscribeToken(secret, token)
    if (!alertIds) return page(res, 400, `<p role="alert">${escape(jobAlertMessages.unsubscribeInvalid)}</p>${alertsLink}`)
    // A deleted alert has nothing to pause; the answer is the same, so the link reveals nothing.
    await pool.query('UPDATE job_alerts SET paused = true, updated_at = now() WHERE id = ANY($1::int[])', [alertIds])
    page(res, 200, `<p role="status">${escape(jobAlertMessages.unsubscribeDone)}</p>${alertsLink}`)
  })

  return router
}
