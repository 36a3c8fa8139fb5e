import type { AfterErrorHook } from 'payload'
import { genericMessages } from '../domain/messages'

/** The SQLSTATE of a PostgreSQL error, wherever the database adapter wrapped it. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, hops = 0; current && hops < 5; current = (current as { cause?: unknown }).cause, hops++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** Database refusals caused by what the client sent: a 4xx with our message, not a 500. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  // A relationship to a document that does not exist (or was removed meanwhile).
  '23503': { status: 400, message: genericMessages.relatedMissing },
  '23502': { status: 400, message: genericMessages.invalidRequest },
  '22P02': { status: 400, message: genericMessages.invalidRequest },
  '22007': { status: 400, message: genericMessages.invalidRequest },
  '22008': { status: 400, message: genericMessages.invalidRequest },
  '22003': { status: 400, message: genericMessages.invalidRequest },
  '22001': { status: 400, message: genericMessages.invalidRequest },
  '23505': { status: 409, message: genericMessages.valueTaken },
}

/**
 * Registered for the whole config, after each collection's own hooks: a constraint or a type
 * check PostgreSQL enforced (a saved job pointing at a job that was just deleted, a date that is
 * not a date) answers as the client's mistake it is. Anything else stays a 500.
 */
export const explainDatabaseError: AfterErrorHook = ({ error, result }) => {
  if ((result as { errors?: unknown[] } | undefined)?.errors?.length && Number((error as { status?: number }).status) < 500) return
  const known = CLIENT_ERRORS[sqlState(error) ?? '']
  if (!known) return
  return { status: known.status, response: { errors: [{ message: known.message }] } }
}
