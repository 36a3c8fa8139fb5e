import fc from 'fast-check'

/** Phone numbers the numbering plans allow, without country code, for property tests. */

export const digitString = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })

/** The 67 area codes (DDD) Brazil's numbering plan assigns: 11–99 without zeros leaves some out (23, 25, 26, 29…). */
const BRAZILIAN_AREA_CODES = (
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 ' +
  '71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'
).split(' ')
export const dddArb = fc.constantFrom(...BRAZILIAN_AREA_CODES)
export const brMobileArb = fc.tuple(dddArb, digitString(8)).map(([ddd, rest]) => `${ddd}9${rest}`)
export const brLandlineArb = fc.tuple(dddArb, fc.constantFrom('2', '3', '4', '5'), digitString(7)).map(([ddd, first, rest]) => `${ddd}${first}${rest}`)
/** Portuguese mobiles are 91, 92, 93 and 96; landlines start with 2. */
export const ptMobileArb = fc.tuple(fc.constantFrom('91', '92', '93', '96'), digitString(7)).map(([network, rest]) => `${network}${rest}`)
/** Lisbon's and Porto's landlines: other 2x prefixes are only partly assigned. */
const ptLandlineArb = fc.tuple(fc.constantFrom('21', '22'), digitString(7)).map(([area, rest]) => `${area}${rest}`)
export const ptArb = fc.oneof(ptMobileArb, ptLandlineArb)
