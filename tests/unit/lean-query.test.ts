/**
 * The lean reads (server/leanReads.ts) read plain query strings and compute the ETag without
 * Express's own functions; both must give exactly what Express's give.
 */
import express from 'express'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { leanQuery } from '#server/leanReads'
import { weakEtag } from '#server/http/weakEtag'

const app = express()
app.set('query parser', 'extended')
const qsParse: (query: string) => unknown = app.get('query parser fn')
const expressEtag: (body: Buffer) => string = app.get('etag fn')

/** Names and values of the characters a plain query string has, with the edge cases qs treats apart. */
const word = fc.oneof(
  fc.stringMatching(/^[\w.~-]{0,6}$/),
  fc.constantFrom('', 'limit', 'page', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a.b', '0', '1'),
)
const part = fc.oneof(
  word,
  fc.tuple(word, word).map(([name, value]) => `${name}=${value}`),
  fc.tuple(word, word, word).map(([name, a, b]) => `${name}=${a}=${b}`),
)
/**
 * Equal as the reads see them: same prototype, same own names in the same order, same values
 * (toStrictEqual cannot: a parameter named `constructor` fools its check of the two objects' classes).
 */
function expectSameQuery(query: string) {
  const lean = leanQuery(query, qsParse)
  const qs = qsParse(query)
  expect(Object.getPrototypeOf(lean), query).toBe(Object.getPrototypeOf(qs))
  expect(JSON.stringify(lean), query).toBe(JSON.stringify(qs))
}

const plainQuery = fc.array(part, { maxLength: 8 }).map((parts) => parts.join('&'))
const anyQuery = fc.oneof(plainQuery, fc.string({ maxLength: 20 }), fc.stringMatching(/^[\w=&[\]%+.]{0,20}$/))

describe('lean query parsing', () => {
  it('reads every plain query string as qs does', () => {
    fc.assert(
      fc.property(plainQuery, (query) => {
        expectSameQuery(query)
      }),
      { numRuns: 5000 },
    )
  })

  it('reads any query string as qs does (the others go to qs)', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        expectSameQuery(query)
      }),
      { numRuns: 2000 },
    )
  })

  it('leaves more parameters than qs keeps to qs', () => {
    const query = Array.from({ length: 1200 }, (_, i) => `p${i}=${i}`).join('&')
    expectSameQuery(query)
  })
})

describe('lean ETag', () => {
  it("is Express's ETag of the same body", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.json()), (body) => {
        expect(weakEtag(body)).toBe(expressEtag(Buffer.from(body)))
        expect(weakEtag(Buffer.from(body))).toBe(expressEtag(Buffer.from(body)))
      }),
      { numRuns: 2000 },
    )
    expect(weakEtag('')).toBe(expressEtag(Buffer.from('')))
    expect(weakEtag(Buffer.alloc(0))).toBe(expressEtag(Buffer.from('')))
  })
})
