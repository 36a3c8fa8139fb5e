import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { announcePageChange } from '#infra/pages/pageChanges'

/**
 * Public pages are kept rendered (docs/decisions/0027-html-cache-and-invalidation.md): a collection
 * or global whose content any public page shows adds these, so the next request after its write
 * commits renders the page again, on every instance.
 */
export const refreshPublicPagesAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await announcePageChange(req)
  return doc
}

export const refreshPublicPagesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await announcePageChange(req)
  return doc
}

export const refreshPublicPagesAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await announcePageChange(req)
  return doc
}
