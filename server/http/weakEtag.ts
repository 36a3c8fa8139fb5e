import { hash } from 'node:crypto'

/**
 * Express's ETag of a body (its default, the `etag` package's weak tag: UTF-8 length in hex and
 * the SHA-1's base64), computed from the string itself: Express copies the body into a Buffer first.
 * The lean reads' JSON and the pages kept as rendered (server/rendering/stillPages.ts) carry it;
 * the lean-reads test holds it to Express's for every answer.
 */
export function weakEtag(body: string): string {
  if (!body.length) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"'
  return `W/"${Buffer.byteLength(body).toString(16)}-${hash('sha1', body, 'base64').slice(0, 27)}"`
}
