import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, jsonTextProblem } from '#server/http/requestInput'

const NUL = 'Os dados enviados contêm um caractere nulo, que não é aceito.'
const TOO_DEEP = 'Os dados enviados têm níveis demais de aninhamento.'

/** Each object or array is one level, as the scanner counts them. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf))
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf))
  return 0
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (Array.isArray(value)) return value.some(hasNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\0') || hasNul(inner))
  return false
}

/** A JSON value inside `levels` arrays and objects, alternating as the booleans say. */
const nested = fc
  .tuple(fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }), fc.array(fc.boolean(), { maxLength: MAX_JSON_DEPTH + 8 }))
  .map(([inner, levels]) => levels.reduce<unknown>((value, asArray) => (asArray ? [value] : { nível: value }), inner))

describe('jsonTextProblem', () => {
  it('agrees with the parsed value on every JSON text: too deep, a NUL in a key or a string, or nothing', () => {
    fc.assert(
      fc.property(nested, (value) => {
        const problem = jsonTextProblem(JSON.stringify(value))
        const expected = [hasNul(value) && NUL, depthOf(value) > MAX_JSON_DEPTH && TOO_DEEP].filter(Boolean)
        if (expected.length === 0) expect(problem).toBeUndefined()
        else expect(expected).toContain(problem)
      }),
      { numRuns: 2000, seed: 14 },
    )
  })

  it('reads escapes: an escaped backslash before u0000 is text, brackets inside strings are text', () => {
    expect(jsonTextProblem(JSON.stringify({ caminho: 'C:\\u0000\\pasta' }))).toBeUndefined()
    expect(jsonTextProblem(JSON.stringify({ aspas: 'ele disse "[[[[" e "\\"' }))).toBeUndefined()
    expect(jsonTextProblem(JSON.stringify({ texto: 'antes\0depois' }))).toBe(NUL)
    expect(jsonTextProblem('['.repeat(49_000) + ']'.repeat(49_000))).toBe(TOO_DEEP)
    expect(jsonTextProblem('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeUndefined()
  })
})
