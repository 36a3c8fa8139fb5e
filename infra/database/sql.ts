import { sql as drizzleSql } from '@payloadcms/db-postgres'
import { UNACCENT } from './searchIndexes'

/** A user's text taken literally inside a LIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The LIKE pattern for "contains `term`". */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`

/**
 * `expression` matches the LIKE `pattern` (a placeholder such as `$1`) ignoring case and accents:
 * "sao paulo" finds "São Paulo". Written exactly as the trigram indexes are built
 * (infra/database/searchIndexes.ts), so PostgreSQL can use them.
 */
export const matches = (expression: string, pattern: string) => `${UNACCENT}(${expression}) ILIKE ${UNACCENT}(${pattern})`

/**
 * A job `j` whose title, shop name or city contains the LIKE `pattern` (a placeholder), ignoring
 * case and accents: its `search_text` holds the three folded on write (infra/database/searchIndexes.ts),
 * so only the pattern is folded here.
 */
export const jobMatches = (pattern: string) => `j.search_text LIKE lower(${UNACCENT}(${pattern}))`

/** Positional parameters for a statement built piece by piece: `param(value)` answers `$n`. */
export function parameters() {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  return { params, param }
}

/** A statement written with positional parameters (`$1`…), for Drizzle's execute inside Payload's transactions. */
export function drizzleStatement(text: string, values: unknown[]) {
  const parts = text.split(/\$(\d+)\b/)
  return drizzleSql.join(parts.map((part, index) => (index % 2 ? drizzleSql`${values[Number(part) - 1]}` : drizzleSql.raw(part))))
}
