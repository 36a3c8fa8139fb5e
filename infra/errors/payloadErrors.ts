import { wireErrorBody, type WireError, type WireErrorBody } from '#domain/errors'
import { genericMessages } from '#domain/messages/common'
import { resetMessages } from '#domain/messages/auth'

/** Messages Payload writes in English whatever the language; the rest come translated. */
const EXACT: Record<string, string> = {
  'No User': genericMessages.notSignedIn,
  'Invalid JSON': genericMessages.invalidRequest,
  'Missing required data.': genericMessages.invalidRequest,
  'Token is either invalid or has expired.': resetMessages.linkErrorDefault,
}

const PATTERNS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^The following paths? cannot be queried: (.+)$/, (match) => genericMessages.fieldNotQueryable(match[1])],
  [/^The following fields? (is|are) invalid/, () => genericMessages.invalidFields],
  [/^This relationship field has the following invalid relationships/, () => genericMessages.relatedMissing],
]

function translateMessage(message: string): string {
  if (message in EXACT) return EXACT[message]
  for (const [pattern, translate] of PATTERNS) {
    const match = message.match(pattern)
    if (match) return translate(match)
  }
  return message
}

type FieldError = { path?: unknown; message?: unknown }
type ErrorEntry = { message?: unknown; data?: { errors?: FieldError[] } & Record<string, unknown> } & Record<string, unknown>
type ErrorBody = { message?: unknown; errors?: ErrorEntry[] } & Record<string, unknown>

/**
 * One problem, as every endpoint of ours answers it (`{ errors: WireError[] }`): a Portuguese
 * message, the field it is about when there is one, and whatever the rule added (a `code` for the
 * app to act on, a `title` and `detail` to show, a path to follow).
 */

/** Payload's entry in our shape: a validation error becomes one entry per field, any other keeps its details. */
function toWireErrors(entry: ErrorEntry): WireError[] {
  const fields = Array.isArray(entry.data?.errors) ? entry.data.errors : []
  if (fields.length) return fields.map((field) => ({ field: String(field.path ?? ''), message: translateMessage(String(field.message ?? '')) }))
  const { errors: _fields, collection: _collection, ...details } = entry.data ?? {}
  return [{ ...details, message: typeof entry.message === 'string' ? translateMessage(entry.message) : genericMessages.invalidRequest }]
}

/**
 * A Payload error body in our shape and in Portuguese: `{ errors: [{ message, field? , ...details }] }`,
 * as every other endpoint answers. Payload's unknown-route reply becomes our 404; a 5xx never shows
 * Payload's own text. Returns undefined when the answer is not an error body.
 */
export function translatePayloadError(status: number, body: unknown): { status: number; body: WireErrorBody } | undefined {
  if (status >= 500) return { status, body: wireErrorBody({ message: genericMessages.internal }) }
  if (!body || typeof body !== 'object') return undefined
  const error = body as ErrorBody
  if (status === 404 && typeof error.message === 'string' && error.message.startsWith('Route not found')) {
    return { status, body: wireErrorBody({ message: genericMessages.notFound }) }
  }
  if (!Array.isArray(error.errors)) return undefined
  return { status, body: wireErrorBody(...error.errors.flatMap(toWireErrors)) }
}
