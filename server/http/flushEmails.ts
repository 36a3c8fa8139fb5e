import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { flushEmailQueue } from '#infra/email/queueRunner'

/**
 * E-mails a change queued (inside its transaction) leave as soon as the response is sent, that
 * is after the commit; the scheduled run catches whatever this misses.
 */
export function flushEmailsAfterWrites(payload: Payload): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.once('finish', () => {
        if (res.statusCode < 400) flushEmailQueue(payload)
      })
    }
    next()
  }
}
