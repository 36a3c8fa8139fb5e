import { postgresAdapter } from '#infra/database/adapter'
import type { Drizzle } from '#infra/database/drizzle'
import type { PayloadRequest } from 'payload'

export type { Drizzle }

/**
 * The request's own database transaction, for the few rules that need SQL Payload cannot express
 * (advisory locks, counts under them) and must commit or roll back with the document.
 */
export async function requestTransaction(req: PayloadRequest, purpose: string): Promise<Drizzle> {
  const id = await req.transactionID
  const sessions = postgresAdapter(req.payload).sessions
  const session = id !== undefined ? sessions?.[String(id)] : undefined
  if (!session) throw new Error(`${purpose} só é verificada dentro de uma transação`)
  return session.db
}
