import type { PayloadRequest } from 'payload'
import { postgresAdapter } from './adapter'

/**
 * Runs `work` once the transaction of `req` has ended, or now when `req` has none (its operation
 * committed already, or ran without one). Payload has no after-commit hook: the PostgreSQL
 * adapter keeps each open transaction as a session whose `resolve` commits it and answers when
 * the commit is done, so `work` is chained to that. A rolled-back transaction never calls
 * `resolve`, and `work` does not run. Meant for telling others about a change (they read the
 * committed state), not for work that must not be lost: a crash between commit and `work` skips it.
 */
export async function afterCommit(req: PayloadRequest, work: () => void): Promise<void> {
  const id = await req.transactionID
  const session = id !== undefined ? postgresAdapter(req.payload).sessions?.[String(id)] : undefined
  if (!session) return work()
  const commit = session.resolve
  session.resolve = () => {
    const done: Promise<void> = commit()
    void done.then(work, () => {})
    return done
  }
}
