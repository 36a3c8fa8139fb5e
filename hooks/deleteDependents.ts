import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

export type Dependent = { collection: CollectionSlug; field: string }

/**
 * What cannot exist without a document goes with it, in the same transaction: a job's applications
 * and saved copies, an application's reviews, a profile's conversations... Each dependent is deleted
 * through Payload, so its own dependents and stored files go too. (The database's foreign keys only
 * set references to null, which the required fields refuse.)
 */
export const deleteDependents =
  (dependents: Dependent[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of dependents) {
      await req.payload.delete({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true, depth: 0 })
    }
  }
