import type { CollectionAfterChangeHook } from 'payload'
import type { Job } from '#payload-types'
import { drizzleStatement } from '#infra/database/sql'
import { MATCH_JOB_SQL } from '#infra/jobAlerts/matchJob'
import { requestTransaction } from '#utilities/requestTransaction'

/**
 * A job published (created active) or reopened (inactive → active) is matched against the saved
 * alerts in its own transaction (infra/jobAlerts/matchJob.ts): what it finds is written as due
 * deliveries, e-mailed by the sweep (server/alerts/store.ts), never inline. Trusted imports
 * (the demo seed) pass `context: { notify: false }`.
 */
export const queueJobAlerts: CollectionAfterChangeHook<Job> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.notify === false || doc.status !== 'active') return doc
  if (operation !== 'create' && previousDoc?.status === 'active') return doc
  const db = await requestTransaction(req, 'os alertas de vagas')
  await db.execute(drizzleStatement(MATCH_JOB_SQL, [doc.id, new Date().toISOString()]))
  return doc
}
