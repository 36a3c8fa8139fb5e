import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import { legalMessages } from '#domain/legal'
import type { LegalDocument } from '#payload-types'
import { claimLegalPublication } from '../store'

/**
 * A new version of a legal document gets the next number and today's date, whatever the client
 * sent. One publication of a document is numbered at a time: one that starts while another is
 * still being written is refused with a 409 saying so (its editor wrote 'O que mudou' against a
 * version that is about to stop being the one in force), rather than queued behind it or left to
 * the unique index on (document, version), whose refusal read 'Este valor já está em uso.'.
 */
export const numberLegalVersion: CollectionBeforeChangeHook<LegalDocument> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  if (data.document && !(await claimLegalPublication(req, data.document))) throw new DomainError('conflict', legalMessages.publishedMeanwhile)
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
