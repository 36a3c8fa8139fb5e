import fc from 'fast-check'

/** Phone numbers the numbering plans allow, without country code, for property tests. */

export const digitString = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })

/** A DDD 11–99 without zeros, as the rule requires. */
const dddArb = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })).map(([a, b]) => `${a}${b}`)
export const brMobileArb = fc.tuple(dddArb, digitString(8)).map(([ddd, rest]) => `${ddd}9${rest}`)
export const brLandlineArb = fc.tuple(dddArb, fc.constantFrom('2', '3', '4', '5'), digitString(7)).map(([ddd, first, rest]) => `${ddd}${first}${rest}`)
/** Portuguese mobiles are 91, 92, 93 and 96; landlines start with 2. */
export const ptMobileArb = fc.tuple(fc.constantFrom('91', '92', '93', '96'), digitString(7)).map(([network, rest]) => `${network}${rest}`)
const ptLandlineArb = digitString(8).map((rest) => `2${rest}`)
export const ptArb = fc.oneof(ptMobileArb, ptLandlineArb)
