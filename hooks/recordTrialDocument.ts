import { createHmac } from 'node:crypto'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import type { DocumentKind } from '#domain/documents'
import { postgresAdapter } from '#infra/database/adapter'
import type { Drizzle } from '#infra/database/drizzle'
import { claimTrialDocument, endTrialOfUsedDocument } from '#infra/users/store'
import { relationId } from '#utilities/requestUser'

/**
 * The keyed hash that stands for a document number in `trial_documents` (decision 0035):
 * HMAC-SHA256 with the server's secret over the number's digits (and letters, for a NIF), so the
 * table cannot be turned back into numbers without the secret, and a CPF typed with or without its
 * dots is the same.
 */
export function trialDocumentHash(secret: string, documentNumber: string): string {
  return createHmac('sha256', secret)
    .update(documentNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase())
    .digest('hex')
}

async function transactionOf(req: PayloadRequest): Promise<Drizzle> {
  const id = await req.transactionID
  const adapter = postgresAdapter(req.payload)
  return (id !== undefined ? adapter.sessions[String(id)]?.db : undefined) ?? adapter.drizzle
}

/**
 * Every account gets one free trial per document (issue 25): a profile given a document that an
 * earlier account already had starts, or goes on, without trial days, and its panel says why.
 */
export const recordTrialDocument =
  (kinds: DocumentKind[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    const userId = Number(relationId(doc.user))
    if (!Number.isInteger(userId)) return doc
    for (const kind of kinds) {
      const value = doc[kind] as string | null | undefined
      if (!value || (operation === 'update' && previousDoc?.[kind] === value)) continue
      const db = await transactionOf(req)
      if (await claimTrialDocument(db, trialDocumentHash(req.payload.secret, value), userId)) await endTrialOfUsedDocument(db, userId)
    }
    return doc
  }
