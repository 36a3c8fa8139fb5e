import type { AfterErrorHook } from 'payload'
import { DomainError } from '#domain/errors'

/**
 * Registered first for the whole config: a `DomainError` a hook threw answers in Payload's own
 * error body with its details as `data`, which the bridge (payloadErrors.ts) lifts beside the
 * message, so a hook's refusal reaches the client exactly as a route's would. Payload already
 * takes the status from the error (`status`), and shows its message because it is below 500.
 */
export const answerDomainError: AfterErrorHook = ({ error }) => (error instanceof DomainError ? inPayloadShape(error) : undefined)

/**
 * The one place a Payload-shaped error body is built: a `DomainError` as Payload answers its own,
 * several fields' errors as Payload's field list (`data.errors`), which the bridge reads the same way.
 */
export function inPayloadShape(error: DomainError) {
  const data = error.fieldErrors ? { errors: error.fieldErrors.map(({ field, message }) => ({ path: field, message })) } : error.details
  return { status: error.status, response: { errors: [{ name: error.name, message: error.message, data }] } }
}
