import express, { Router } from 'express'
import type { AppContext } from '../context'
import { confirmUnsubscribe, unsubscribePage } from './unsubscribe'
import { confirmEarlyAccessUnsubscribe, earlyAccessUnsubscribePage } from './earlyAccessOptOut'

/** The unsubscribe link of the job alerts' e-mails, under JOB_ALERT_UNSUBSCRIBE_PATH (./unsubscribe.ts). */
export function jobAlertUnsubscribeRoutes({ payload, pool }: AppContext): Router {
  const form = express.urlencoded({ extended: false, limit: '2kb' })
  return Router().get('/', unsubscribePage(payload.secret, pool)).post('/', form, confirmUnsubscribe(payload.secret, pool))
}

/** The unsubscribe link of the annual plan's new-job e-mails, under EARLY_ACCESS_UNSUBSCRIBE_PATH (./earlyAccessOptOut.ts). */
export function earlyAccessUnsubscribeRoutes({ payload, pool }: AppContext): Router {
  const form = express.urlencoded({ extended: false, limit: '2kb' })
  return Router().get('/', earlyAccessUnsubscribePage(payload.secret)).post('/', form, confirmEarlyAccessUnsubscribe(payload.secret, pool))
}
