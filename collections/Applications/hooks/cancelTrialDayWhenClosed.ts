import type { CollectionAfterChangeHook } from 'payload'
import type { Application } from '#payload-types'
import { trialDayMessages } from '#domain/messages/trialDays'
import { cancelTrialDayOfClosedApplication } from '#infra/trialDays/cancel'
import { requestTransaction } from '#utilities/requestTransaction'

/**
 * A withdrawn or rejected application cancels its open test day in the same transaction, and the
 * other party hears of it (decision 0069): a test day lives only while its application is accepted
 * (or, once scheduled, until its outcome after a hire).
 */
export const cancelTrialDayWhenClosed: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status === doc.status) return doc
  if (doc.status !== 'withdrawn' && doc.status !== 'rejected') return doc
  const db = await requestTransaction(req, 'o teste prático')
  const withdrawn = doc.status === 'withdrawn'
  await cancelTrialDayOfClosedApplication(
    req,
    db,
    doc.id,
    withdrawn ? 'barber' : 'shop',
    withdrawn ? trialDayMessages.applicationWithdrawn : trialDayMessages.applicationRejected,
  )
  return doc
}
