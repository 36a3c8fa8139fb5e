/**
 * The open-jobs list reads created_at as text and writes it as toISOString would
 * (infra/database/isoTimestamps.ts, issue 42): for any instant and any of PostgreSQL's ways of
 * writing it, the same text as pg's own parser followed by toISOString.
 */
import fc from 'fast-check'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isoTimestamp, isoTimestampTypes } from '#infra/database/isoTimestamps'

const viaDate = (text: string) => (pg.types.getTypeParser(1184) as (text: string) => Date)(text).toISOString()

/** An instant as PostgreSQL writes a timestamptz in a UTC session: the fraction's trailing zeros dropped, none when whole. */
const postgresText = fc
  .tuple(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), fc.integer({ min: 0, max: 999_999 }), fc.boolean())
  .map(([ms, micros, microsecondPrecision]) => {
    const iso = new Date(Math.floor(ms / 1000) * 1000).toISOString()
    const fraction = microsecondPrecision ? String(micros).padStart(6, '0') : String(ms % 1000).padStart(3, '0')
    const trimmed = fraction.replace(/0+$/, '')
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${trimmed ? `.${trimmed}` : ''}+00`
  })

describe('a timestamptz written as toISOString writes it', () => {
  it('is the same text as pg’s parser and toISOString, for any instant', () => {
    fc.assert(
      fc.property(postgresText, (text) => {
        expect(isoTimestamp(text)).toBe(viaDate(text))
      }),
      { numRuns: 5000 },
    )
  })

  it('keeps the parser’s reading of fractions a float cannot hold', () => {
    for (const text of [
      '2026-12-07 10:28:25.57+00',
      '2026-12-07 10:28:25.29+00',
      '2026-12-07 10:28:25+00',
      '2026-12-07 10:28:25.999999+00',
      '0099-01-01 00:00:00.1+00',
    ])
      expect(isoTimestamp(text)).toBe(viaDate(text))
  })

  it('leaves other writings to pg’s parser: other zones, BC', () => {
    for (const text of ['2026-12-07 07:28:25.526-03', '2026-12-07 11:28:25.5+01', '2026-12-07 16:13:25.5+05:45', '0044-03-15 12:00:00+00 BC'])
      expect(isoTimestamp(text)).toBe(viaDate(text))
  })

  it('only for timestamptz in text', () => {
    expect(isoTimestampTypes.getTypeParser(1184, 'text')).toBe(isoTimestamp)
    expect(isoTimestampTypes.getTypeParser(23, 'text')).toBe(pg.types.getTypeParser(23, 'text'))
    expect(isoTimestampTypes.getTypeParser(1184, 'binary')).toBe(pg.types.getTypeParser(1184, 'binary'))
  })
})
