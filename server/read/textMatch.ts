import { UNACCENT } from '../../collections/searchIndexes'

/** A user's text taken literally inside a LIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The LIKE pattern for "contains `term`". */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`

/**
 * `expression` matches the LIKE `pattern` (a placeholder such as `$1`) ignoring case and accents:
 * "sao paulo" finds "São Paulo". Written exactly as the trigram indexes are built
 * (collections/searchIndexes.ts), so PostgreSQL can use them.
 */
export const matches = (expression: string, pattern: string) => `${UNACCENT}(${expression}) ILIKE ${UNACCENT}(${pattern})`
