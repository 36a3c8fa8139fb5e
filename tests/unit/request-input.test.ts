import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, jsonTextProblem } from '#server/http/requestInput'

const NUL = 'Os dados enviados contêm um caractere nulo, que não é aceito.'
const TOO_DEEP = 'Os dados enviados têm níveis demais de aninhamento.'
const LONE_SURROGATE = 'Os dados enviados contêm um caractere Unicode incompleto, que não é aceito.'

/** Each object or array is one level, as the scanner counts them. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf))
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf))
  return 0
}

/** Whether a string in the value (a key included) holds what `holds` looks for. */
function anyString(value: unknown, holds: (text: string) => boolean): boolean {
  if (typeof value === 'string') return holds(value)
  if (Array.isArray(value)) return value.some((inner) => anyString(inner, holds))
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => holds(key) || anyString(inner, holds))
  return false
}
const hasNul = (value: unknown) => anyString(value, (text) => text.includes('\0'))
const LONE_SURROGATE_UNIT = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const hasLoneSurrogate = (value: unknown) => anyString(value, (text) => LONE_SURROGATE_UNIT.test(text))

/** A string's code unit: any, and now and then half a surrogate pair. */
const unit = fc.oneof(
  { arbitrary: fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 30 },
)
/** A JSON value inside `levels` arrays and objects, alternating as the booleans say. */
const nested = fc
  .tuple(fc.jsonValue({ maxDepth: 3, stringUnit: unit }), fc.array(fc.boolean(), { maxLength: MAX_JSON_DEPTH + 8 }))
  .map(([inner, levels]) => levels.reduce<unknown>((value, asArray) => (asArray ? [value] : { nível: value }), inner))

describe('jsonTextProblem', () => {
  it('agrees with the parsed value on every JSON text: too deep, a NUL or half a surrogate pair in a key or a string, or nothing', () => {
    fc.assert(
      fc.property(nested, (value) => {
        const problem = jsonTextProblem(JSON.stringify(value))
        const expected = [hasNul(value) && NUL, hasLoneSurrogate(value) && LONE_SURROGATE, depthOf(value) > MAX_JSON_DEPTH && TOO_DEEP].filter(Boolean)
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

  it('refuses half a surrogate pair written as an escape, which PostgreSQL refuses in a JSON column', () => {
    expect(jsonTextProblem('{"resposta":"a\\ud800b"}')).toBe(LONE_SURROGATE)
    expect(jsonTextProblem('{"resposta":"a\\udfffb"}')).toBe(LONE_SURROGATE)
    expect(jsonTextProblem('{"resposta":"\\ud83d\\u0041"}')).toBe(LONE_SURROGATE)
    expect(jsonTextProblem('{"resposta":"\\ud83d\\ude00 e \\\\ud800 como texto"}')).toBeUndefined()
    expect(jsonTextProblem(JSON.stringify({ emoji: '😀', texto: 'ok' }))).toBeUndefined()
  })
})
