import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { DomainError } from '#domain/errors'
import { jobExpiryMessages, jobMessages } from '#domain/messages/jobs'
import { hasRole } from '#domain/roles'
import { relationId } from '#utilities/requestUser'
import { requestTransaction } from '#utilities/requestTransaction'
import { requireUser } from '../http/auth'
import { documentId } from '../http/documentId'
import { inTransaction } from '../http/transaction'
import { lockJobForRenewal } from './store'

/**
 * POST /api/my-jobs/:id/renew, 'Renovar' (issue 40, decision 0068): the job is open again for 60 days
 * from now. An open job keeps its status and gets a new publication date; a closed or expired one
 * is reopened, as its shop reopening it would (the quota and the trial lock count it as publishing).
 * The update runs with the shop's own rights (overrideAccess: false), so only its shop or an
 * admin renews it; `context.renewJob`, which no REST body can carry, is what stamps the date
 * (collections/Jobs/hooks/stampJobPublication.ts). The job's row is locked before it is read, so
 * renewals at once are counted one after another.
 */
export function renewJob(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const id = documentId(req.params.id)
    if (id === undefined) throw new DomainError('notFound', jobMessages.notFound)
    const job = await inTransaction(payload, user, async (transaction) => {
      // The row first: a renewal read before another's commit would reopen the job a second time.
      await lockJobForRenewal(await requestTransaction(transaction, 'a renovação da vaga'), id)
      const found = await payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: false, user, disableErrors: true, req: transaction })
      if (!found) throw new DomainError('notFound', jobMessages.notFound)
      if (!hasRole(user, 'admin') && relationId(found.shopUser) !== user.id) throw new DomainError('forbidden', jobExpiryMessages.onlyOwnShop)
      return payload.update({
        collection: 'jobs',
        id,
        data: { status: 'active' },
        context: { renewJob: true },
        depth: 0,
        overrideAccess: false,
        user,
        req: transaction,
      })
    })
    res.json({ doc: job, message: jobExpiryMessages.renewed })
  }
}
