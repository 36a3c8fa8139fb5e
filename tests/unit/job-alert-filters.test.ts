/**
 * An alert's filters (domain/jobAlertFilters.ts) for any input a client can send: never a throw,
 * either the filters or a Portuguese refusal naming its field, and a search by distance always
 * kept whole (point at two decimals within range, a radius in the API's range) or not at all.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkJobAlertFilters } from '#domain/jobAlertFilters'
import { NEAR_LABEL_MAX } from '#domain/jobAlerts'
import { NEAR_RADIUS_MAX, NEAR_RADIUS_MIN } from '#domain/nearby'

const value = fc.oneof(
  fc.double(),
  fc.double({ min: -90, max: 90, noNaN: true }),
  fc.double({ min: -90, max: 90, noNaN: true }).map(String),
  fc.integer({ min: -400, max: 400 }),
  fc.string({ maxLength: 90 }),
  fc.constantFrom('', '-23.55', '-46.63', '25', 'abc', null, true, [], {}),
)
const filters = fc.dictionary(fc.constantFrom('q', 'country', 'state', 'lat', 'lng', 'raioKm', 'nearLabel', 'contractType', 'outro'), value, {
  maxKeys: 6,
})

describe('checkJobAlertFilters', () => {
  it('answers every input with filters or a Portuguese refusal, and keeps a search by distance whole', () => {
    fc.assert(
      fc.property(fc.oneof(filters, value), (input) => {
        const check = checkJobAlertFilters(input)
        if ('problem' in check) {
          expect(check.problem).toMatch(/\p{L}{3,}/u)
          expect(check.field).toMatch(/^filters/)
          return
        }
        const { lat, lng, raioKm, nearLabel } = check.filters
        expect(lat === undefined).toBe(lng === undefined)
        if (lat === undefined) {
          expect(raioKm === undefined && nearLabel === undefined).toBe(true)
          return
        }
        for (const [coordinate, limit] of [
          [lat, 90],
          [lng!, 180],
        ] as const) {
          expect(Math.abs(coordinate)).toBeLessThanOrEqual(limit)
          expect(Math.round(coordinate * 100) / 100).toBe(coordinate)
        }
        expect(raioKm).toBeGreaterThanOrEqual(NEAR_RADIUS_MIN)
        expect(raioKm).toBeLessThanOrEqual(NEAR_RADIUS_MAX)
        if (nearLabel !== undefined) expect(nearLabel.length).toBeLessThanOrEqual(NEAR_LABEL_MAX)
      }),
      { numRuns: 2000 },
    )
  })
})
