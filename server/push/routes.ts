import { Router } from 'express'
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

/**
 * Web Push under /api/push (issue 30, decision 0040): the public key browsers subscribe with, the
 * signed-in person's subscriptions (opt in from the panel, opt out) and their switches per kind
 * (/conta). Answers are never cached: they are the person's own.
 */
export function pushRoutes({ payload, pool, settings }: AppContext): Router {
  const router = Router()
  const json = jsonBody(8 * 1024)

  router.get('/public-key', async (_req, res) => {
    res.setHeader('cache-control', 'no-cache')
    res.json({ publicKey: (await vapidKeys(pool)).publicKey })
  })

  router.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store')
    next()
  })

  router.post('/subscriptions', json, async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = pushSubscriptionSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw firstProblem(parsed.error.issues)
    // The server will connect to this address: only a browser's push service (decision 0052).
    const problem = pushEndpointProblem(parsed.data.endpoint, settings.pushServiceHosts)
    if (problem) throw new DomainError('invalid', problem, { field: 'endpoint' })
    await saveSubscription(pool, user.id, parsed.data)
    res.status(201).json({ subscribed: true })
  })

  router.delete('/subscriptions', json, async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = pushUnsubscribeSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw firstProblem(parsed.error.issues)
    await removeSubscription(pool, user.id, parsed.data.endpoint)
    res.status(204).end()
  })

  router.get('/preferences', async (req, res) => {
    const user = await requireUser(payload, req)
    res.json({ preferences: await preferencesOf(pool, user.id) })
  })

  router.put('/preferences', json, async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = pushPreferencesSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw firstProblem(parsed.error.issues)
    res.json({ preferences: await savePreferences(pool, user.id, parsed.data) })
  })

  return router
}
