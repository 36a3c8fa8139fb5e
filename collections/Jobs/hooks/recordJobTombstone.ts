import type { CollectionAfterDeleteHook } from 'payload'
import type { Job } from '#payload-types'
import { recordTombstone } from '../store'

/** A deleted job's id is kept, in the deletion's own transaction, so its page answers 410 Gone (search engines drop it) rather than 404. */
export const recordJobTombstone: CollectionAfterDeleteHook<Job> = async ({ id, req }) => {
  await recordTombstone(req, Number(id))
}
