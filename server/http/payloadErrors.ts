import { genericMessages, resetMessages } from '../../domain/messages'

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

type FieldError = { message?: unknown }
type ErrorEntry = { message?: unknown; data?: { errors?: FieldError[] } & Record<string, unknown> } & Record<string, unknown>
type ErrorBody = { message?: unknown; errors?: ErrorEntry[] } & Record<string, unknown>

const translated = <T extends { message?: unknown }>(item: T): T =>
  typeof item.message === 'string' ? { ...item, message: translateMessage(item.message) } : item

/**
 * A Payload error body in Portuguese, its shape kept (field errors stay where the forms look for
 * them). Payload's unknown-route reply becomes our 404; a 5xx never shows Payload's own text.
 * Returns undefined when the answer needs no change.
 */
export function translatePayloadError(status: number, body: unknown): { status: number; body: ErrorBody } | undefined {
  if (status >= 500) return { status, body: { errors: [{ message: genericMessages.internal }] } }
  if (!body || typeof body !== 'object') return undefined
  const error = body as ErrorBody
  if (status === 404 && typeof error.message === 'string' && error.message.startsWith('Route not found')) {
    return { status, body: { errors: [{ message: genericMessages.notFound }] } }
  }
  if (!Array.isArray(error.errors)) return undefined
  const errors = error.errors.map((entry) => {
    const fieldErrors = entry.data?.errors
    return translated(Array.isArray(fieldErrors) ? { ...entry, data: { ...entry.data, errors: fieldErrors.map(translated) } } : entry)
  })
  const next = { ...error, errors }
  return JSON.stringify(next) === JSON.stringify(error) ? undefined : { status, body: next }
}
