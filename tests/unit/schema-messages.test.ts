import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z as plainZod } from 'zod'

const domainDir = path.resolve(import.meta.dirname, '../../domain')
const domainFiles = readdirSync(domainDir).filter((file) => file.endsWith('.ts'))
const modules = await Promise.all(domainFiles.map(async (file) => [file, (await import(path.join(domainDir, file))) as Record<string, unknown>] as const))
const schemas = modules.flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, plainZod.ZodType] => entry[1] instanceof plainZod.ZodType)
    .map(([name, schema]) => ({ name: `${file}:${name}`, schema })),
)

/** The words of zod's English messages ('Invalid input: expected string, received undefined', 'Too small: …'). */
const ENGLISH = /\b(invalid|expected|received|too (big|small)|unrecognized|must|characters|elements|input|option)\b/i

/** The top-level keys of an object schema, through transforms, defaults and pipes. */
function keysOf(schema: plainZod.ZodType): string[] {
  const definition = schema._zod.def as { type: string; shape?: Record<string, unknown>; in?: plainZod.ZodType; innerType?: plainZod.ZodType }
  if (definition.type === 'object' && definition.shape) return Object.keys(definition.shape)
  const inner = definition.in ?? definition.innerType
  return inner ? keysOf(inner) : []
}

/** Anything a client could send: random values, and objects with the schema's own keys holding random values. */
const inputFor = (schema: plainZod.ZodType) => {
  const keys = keysOf(schema)
  const value = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constantFrom('', ' ', null, undefined, [], {}, 'x'.repeat(3000)))
  return fc.oneof(fc.anything(), keys.length ? fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }) : fc.object())
}

/**
 * No English text from zod reaches a user: every schema of domain/, sent anything at all, words
 * its issues in Portuguese. This file imports no schema helper of its own, only domain/'s modules.
 */
describe('zod messages', () => {
  it('finds the schemas of domain/', () => {
    expect(schemas.map(({ name }) => name)).toEqual(expect.arrayContaining(['profileSchemas.ts:barberProfileSchema', 'signup.ts:signupSchema']))
  })

  it.each(schemas)('$name says everything in Portuguese, whatever it is sent', ({ schema }) => {
    fc.assert(
      fc.property(inputFor(schema), (input) => {
        for (const issue of schema.safeParse(input).error?.issues ?? []) {
          expect(issue.message).toBeTruthy()
          expect(issue.message).not.toMatch(ENGLISH)
        }
      }),
      { numRuns: 300, seed: 13 },
    )
  })

  it('every module of domain/ takes z from domain/validation.ts, so none builds a schema without the messages', () => {
    for (const file of domainFiles.filter((name) => name !== 'validation.ts')) {
      expect(readFileSync(path.join(domainDir, file), 'utf8'), file).not.toMatch(/^import (?!type\b)[^;\n]*from 'zod'/m)
    }
  })
})
