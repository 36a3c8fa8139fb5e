import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import { legalMessages } from '#domain/legal'
import type { LegalDocument } from '#payload-types'

/**
 * A new version of a legal document gets the next number and today's date, whatever the client
 * sent. Two editors publishing at the same instant get the same number; the unique index on
 * (document, version) refuses the second, which is told the number is taken.
 */
export const numberLegalVersion: CollectionBeforeChangeHook<LegalDocument> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { docs } = await req.payload.find({
    collection: 'legal-documents',
    where: { document: { equals: data.document } },
    sort: '-version',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { version: true },
    req,
  })
  const version = (docs[0]?.version ?? 0) + 1
  if (version > 1 && !data.changes?.trim()) throw new DomainError('invalid', legalMessages.changesRequired, { field: 'changes' })
  return { ...data, version, publishedAt: new Date().toISOString(), changes: data.changes?.trim() || null }
}
