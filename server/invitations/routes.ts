import express, { Router } from 'express'
import type { AppContext } from '../context'
import { confirmInvitationUnsubscribe, invitationUnsubscribePage } from './unsubscribe'

/** The unsubscribe link of the invitation e-mails, under INVITATION_UNSUBSCRIBE_PATH (./unsubscribe.ts); the invitations themselves are Payload's REST API. */
export function invitationUnsubscribeRoutes({ payload, pool }: AppContext): Router {
  const form = express.urlencoded({ extended: false, limit: '2kb' })
  return Router().get('/', invitationUnsubscribePage(payload.secret)).post('/', form, confirmInvitationUnsubscribe(payload.secret, pool))
}
