import pg, { type CustomTypesConfig } from 'pg'

const TIMESTAMPTZ = 1184
const parseTimestamp = pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date
/** PostgreSQL's text of a timestamptz in a session on UTC (DateStyle ISO): `2026-12-07 10:28:25.526+00`. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d{1,6})?\+00$/

/**
 * A timestamptz as an answer writes it (`Date#toISOString`), straight from PostgreSQL's text: what
 * pg's parser (postgres-date) and toISOString make of it, without the Date, the parser's three
 * regular expressions and the formatting (issue 42: the open-jobs list's 21 rows a request). The
 * milliseconds are postgres-date's: 1000 × the fraction, cut to a whole number by the Date (`.57`
 * is 569.99… and gives `.569`), kept so. Any other text (another session time zone, BC, infinity)
 * goes through pg's parser as before. tests/unit/iso-timestamps.test.ts holds the two equal.
 */
export function isoTimestamp(text: string): string {
  const match = UTC_TEXT.exec(text)
  if (!match) return parseTimestamp(text).toISOString()
  const ms = match[3] ? Math.trunc(1000 * parseFloat(match[3])) : 0
  return `${match[1]}T${match[2]}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`
}

/** pg's parsers, but timestamptz columns come as toISOString's text (a query's `types`). */
export const isoTimestampTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary' ? isoTimestamp : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
}
