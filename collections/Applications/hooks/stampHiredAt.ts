import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { isLocked } from '#domain/account'
import type { Application } from '#payload-types'
import { relationId } from '#utilities/requestUser'

/** Whether the account `id` could hire at this moment (not locked), read in the request's transaction. */
async function unlockedNow(req: PayloadRequest, id: number | string | undefined): Promise<boolean> {
  if (id === undefined) return false
  const account = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return account !== null && !isLocked(account)
}

/**
 * The moment of the hire starts the reviews' double-blind window and the next day's review e-mail
 * (decision 0026), so it is recorded once, when the status first becomes hired. With it, whether
 * each side's account could hire then: what a locked account keeps of the pair's contacts is
 * decided by its status at the hire, not rebuilt later from its dates (decisions 0030, 0051).
 */
export const stampHiredAt: CollectionBeforeChangeHook<Application> = async ({ data, originalDoc, req }) => {
  if (data?.status === 'hired' && originalDoc?.status !== 'hired' && !originalDoc?.hiredAt) {
    const [barberUnlockedAtHire, shopUnlockedAtHire] = await Promise.all([
      unlockedNow(req, relationId(data.barberUser ?? originalDoc?.barberUser)),
      unlockedNow(req, relationId(data.shopUser ?? originalDoc?.shopUser)),
    ])
    return { ...data, hiredAt: data.hiredAt ?? new Date().toISOString(), barberUnlockedAtHire, shopUnlockedAtHire }
  }
  return data
}
