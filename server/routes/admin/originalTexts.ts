/**
 * The console shows admins each text as its author wrote it (decision 0029): a record's `original`
 * group (which Payload gives only to admins and the author) takes the place of the public forms,
 * so an admin reads and edits what was written, and saving it masks it again. Anyone else reads
 * no `original` and gets the record as it is.
 */
export function withOriginalTexts<T extends object>(doc: T): T {
  const { original, ...rest } = doc as T & { original?: Record<string, unknown> | null }
  if (!original || typeof original !== 'object') return doc
  const written = Object.fromEntries(Object.entries(original).filter(([, value]) => value !== undefined))
  return { ...rest, ...written } as T
}
