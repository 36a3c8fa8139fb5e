import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import type { User } from '#payload-types'
import { flushEmailQueue } from '#infra/email/queueRunner'

/**
 * Runs `work` in one transaction whose request is the user's (so Local API calls given this `req`
 * keep `overrideAccess: false` meaningful), then sends the e-mails it queued.
 */
export async function inTransaction<T>(payload: Payload, user: User | null, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq(user ? { user: { ...user, collection: 'users' } } : {}, payload)
  await initTransaction(req)
  let result: T
  try {
    result = await work(req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  flushEmailQueue(payload)
  return result
}
