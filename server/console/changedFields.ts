import { genericMessages } from '#domain/messages/common'
import { DomainError } from '#domain/errors'

/** Kept by the server, or added by the facade for display (`account`, see accounts.ts). */
const SERVER_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'globalType', 'account'])

/** A populated relationship (`{ id, ... }`) compares and is written as its id, as the stored value is. */
function asStored(value: unknown, stored: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value && (typeof stored === 'number' || typeof stored === 'string')) {
    return (value as { id: unknown }).id
  }
  if (Array.isArray(value) && Array.isArray(stored) && stored.every((item) => typeof item === 'number' || typeof item === 'string')) {
    return value.map((item) => asStored(item, stored[0] ?? 0))
  }
  return value
}

/**
 * The top-level fields of `body` that differ from the stored document: react-admin sends a whole
 * record on every save, and writing fields it only echoes back (virtual, populated, or read-only
 * for this user) would either fail or pretend to change them.
 */
export function changedFields(body: unknown, current: Record<string, unknown>): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('invalid', genericMessages.invalidRequest)
  const changed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    if (SERVER_FIELDS.has(key)) continue
    const stored = current[key]
    const normalized = asStored(value, stored)
    if (JSON.stringify(normalized ?? null) !== JSON.stringify(stored ?? null)) changed[key] = normalized
  }
  return changed
}
