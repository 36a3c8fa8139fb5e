import { wireErrorBody } from '#domain/errors'
import type { AfterErrorHook } from 'payload'
import { genericMessages } from '#domain/messages/common'

/** The SQLSTATE of a PostgreSQL error, wherever the database adapter wrapped it. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, hops = 0; current && hops < 5; current = (current as { cause?: unknown }).cause, hops++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

const UNREACHABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '3D000'])
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** What node-postgres says, with no code, when a connection cannot be had or is gone. */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/

/**
 * Whether an error means the database could not be reached, not that it refused a query: a
 * connection refused, lost, timed out or shut down (SQLSTATE class 08, 57P0x), too many
 * connections, or the database gone. The request may succeed a moment later, so it is a 503.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 5; current = (current as { cause?: unknown }).cause, hops++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (code.startsWith('08') || UNREACHABLE_STATES.has(code) || UNREACHABLE_CODES.has(code))) return true
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true
  }
  return false
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
  // A NUL character, which text cannot hold (URLs and JSON bodies are checked before; a form field is not).
  '22021': { status: 400, message: genericMessages.nulCharacter },
  '23505': { status: 409, message: genericMessages.valueTaken },
}

/** The 4xx a database refusal caused by the client's input deserves, or undefined for anything else. */
export function clientDatabaseError(error: unknown): { status: number; message: string } | undefined {
  return CLIENT_ERRORS[sqlState(error) ?? '']
}

/**
 * Registered for the whole config, after each collection's own hooks: a constraint or a type
 * check PostgreSQL enforced (a saved job pointing at a job that was just deleted, a date that is
 * not a date) answers as the client's mistake it is; a database out of reach is a 503 (the bridge
 * adds `Retry-After`). Anything else stays a 500.
 */
export const explainDatabaseError: AfterErrorHook = ({ error, result }) => {
  if ((result as { errors?: unknown[] } | undefined)?.errors?.length && Number((error as { status?: number }).status) < 500) return
  if (databaseUnreachable(error)) return { status: 503, response: wireErrorBody({ message: genericMessages.unavailable }) }
  const known = clientDatabaseError(error)
  if (!known) return
  return { status: known.status, response: wireErrorBody({ message: known.message }) }
}
