/** A relationship value is an id or, when populated, a document with an id. */
export function relationId(value: unknown): number | string | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'object') return (value as { id?: number | string }).id
  return value as number | string
}
