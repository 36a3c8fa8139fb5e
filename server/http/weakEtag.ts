import { hash } from 'node:crypto'

/**
 * Express's ETag of a body (its default, the `etag` package's weak tag: UTF-8 length in hex and
 * the SHA-1's base64), from the string itself or from its UTF-8 bytes.
 * The lean reads' JSON and the pages kept as rendered (server/pages/stillPages.ts) carry it;
 * the lean-reads test holds it to Express's for every answer.
 */
export function weakEtag(body: string | Buffer): string {
  if (!body.length) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"'
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length
  return `W/"${length.toString(16)}-${hash('sha1', body, 'base64').slice(0, 27)}"`
}
