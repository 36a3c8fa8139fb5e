import { Router, type RequestHandler } from 'express'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import type { Settings } from '#infra/settings'
import { pushEndpointProblem, pushPreferencesSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '#domain/push'
import { preferencesOf, removeSubscription, savePreferences, saveSubscription } from '#infra/push/subscriptions'
import { vapidKeys } from '#infra/push/vapidKeys'
import { requireUser } from '../http/auth'
import { DomainError } from '#domain/errors'
import { jsonBody } from '../http/requestInput'
import type { AppContext } from '../context'

const firstProblem = (issues: { message: string; path: PropertyKey[] }[]) => {
  const issue = issues[0]!
  return new DomainError('invalid', issue.message, issue.path.length ? { field: issue.path.join('.') } : undefined)
}

type PushDeps = { payload: Payload; pool: Pool }

/** GET /api/push/public-key: the key browsers subscribe with. */
const publicKey =
  (pool: Pool): RequestHandler =>
  async (_req, res) => {
    res.setHeader('cache-control', 'no-cache')
    res.json({ publicKey: (await vapidKeys(pool)).publicKey })
  }

/** Everything after the public key is the person's own: never stored. */
const notStored: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store')
  next()
}

/** POST /api/push/subscriptions: opts a browser in, only at a browser's push service (decision 0052). */
const subscribe =
  ({ payload, pool }: PushDeps, pushServiceHosts: Settings['pushServiceHosts']): RequestHandler =>
  async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = pushSubscriptionSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw firstProblem(parsed.error.issues)
    // The server will connect to this address: only a browser's push service (decision 0052).
    const problem = pushEndpointProblem(parsed.data.endpoint, pushServiceHosts)
    if (problem) throw new DomainError('invalid', problem, { field: 'endpoint' })
    await saveSubscription(pool, user.id, parsed.data)
    res.status(201).json({ subscribed: true })
  }

/** DELETE /api/push/subscriptions: opts a browser out. */
const unsubscribe =
  ({ payload, pool }: PushDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = pushUnsubscribeSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw firstProblem(parsed.error.issues)
    await removeSubscription(pool, user.id, parsed.data.endpoint)
    res.status(204).end()
  }

/** GET /api/push/preferences: the person's switches per kind. */
const readPreferences =
  ({ payload, pool }: PushDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireUser(payload, req)
    res.json({ preferences: await preferencesOf(pool, user.id) })
  }

/** PUT /api/push/preferences: saves the person's switches. */
const writePreferences =
  ({ payload, pool }: PushDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = pushPreferencesSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw firstProblem(parsed.error.issues)
    res.json({ preferences: await savePreferences(pool, user.id, parsed.data) })
  }

/**
 * Web Push under /api/push (issue 30, decision 0040): the public key browsers subscribe with, the
 * signed-in person's subscriptions (opt in from the panel, opt out) and their switches per kind
 * (/conta). Answers are never cached: they are the person's own.
 */
export function pushRoutes({ payload, pool, settings }: AppContext): Router {
  const router = Router()
  const json = jsonBody(8 * 1024)
  router.get('/public-key', publicKey(pool))
  router.use(notStored)
  router.post('/subscriptions', json, subscribe({ payload, pool }, settings.pushServiceHosts))
  router.delete('/subscriptions', json, unsubscribe({ payload, pool }))
  router.get('/preferences', readPreferences({ payload, pool }))
  router.put('/preferences', json, writePreferences({ payload, pool }))
  return router
}
