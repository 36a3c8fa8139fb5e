import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { LEGAL_DOCUMENTS, type LegalDocumentKind } from '#domain/legal'
import { requestTransaction } from '#utilities/requestTransaction'

/** Advisory lock class of "a version of this legal document is being published" ("legl" in ASCII); the key is the document's index. */
const PUBLISHING_LOCK = 0x6c65676c

/**
 * Claims the right to number the next version of `document` until the request's transaction ends,
 * on every instance (the lock lives in PostgreSQL). False when another publication of the same
 * document holds it: that one's number is not committed yet, so any number read now would be taken.
 */
export async function claimLegalPublication(req: PayloadRequest, document: LegalDocumentKind): Promise<boolean> {
  const db = await requestTransaction(req, 'a numeração da versão')
  const { rows } = await db.execute(sql`SELECT pg_try_advisory_xact_lock(${PUBLISHING_LOCK}, ${LEGAL_DOCUMENTS.indexOf(document)}) AS claimed`)
  return rows[0]?.claimed === true
}
