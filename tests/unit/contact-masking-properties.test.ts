import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PreviousMessage } from '#domain/contactMasking'
import { previewContacts } from '#domain/contactPreview'
import { chatMessages } from '#domain/messages/chat'
import { maskContacts, publicText } from '#infra/contactMasking'
import { brMobileArb, ptArb } from '../helpers/phoneArbitraries'

/**
 * Issue 37: whatever it is given, the masking is idempotent (a masked text has nothing left to
 * mask) and never makes a text longer than a bound: each placeholder stands for at least one
 * character, so the result is at most `HIDDEN.length` times as long. Bios, descriptions, reviews,
 * notifications and the chat all go through the same detector.
 */

const HIDDEN = chatMessages.contactHidden
const root = path.resolve(import.meta.dirname, '../..')
/** No lone surrogate: with the u flag, \p{Cs} matches only a half of a pair left alone. */
const wellFormed = (text: string) => !/\p{Cs}/u.test(text)

/** What breaks naive code: replacement patterns, SQL wildcards, escapes, the last BMP code point, lone surrogates, direction and zero-width marks. */
const ODD = ['$&', "$'", '$`', '$<x>', '$$', '%', '_', '\\', '\uffff', '\ud800', '\udfff', '\u202e', '\u200f', '\u200b', '\u2060', '\ufeff', '\u0000'.slice(1)]
const PIECES = [
  ...ODD,
  ...['11', '9', '98765', '4321', '(11)', '+55', '+351', '912', '345', '678', '2026-1187-4432', 'R$ 2.500,00', '01310-100', '12/03', '9h'],
  ...['nove', 'meia', 'onze', 'mil', 'zap', 'insta', 'uatsap', '📸', 'arroba', 'ponto', 'com', 'br', 'gmail', '@', '.', '·', '@rafa_cortes'],
  ...['rafa.cortes', 'me segue', 'perfil:', 'bit ly', '/', 'barra', 'tznvy.pbz', '1️⃣', '９', '𝟖', '⠁', '🕐', 'ᴢᴀᴘ', HIDDEN, ':', '-', '\n', ' '],
]
const pieceTextArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((pieces) => pieces.join(''))
const spacedPiecesArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((pieces) => pieces.join(' '))
const anyUtf16Arb = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 200 }).map((units) => String.fromCharCode(...units))
const phoneTextArb = fc
  .tuple(fc.oneof(brMobileArb, ptArb), fc.constantFrom(...ODD), fc.constantFrom(...ODD))
  .map(([phone, before, after]) => `${before}${phone}${after}`)
const longArb = fc.tuple(pieceTextArb, fc.integer({ min: 20, max: 60 })).map(([text, times]) => text.repeat(times).slice(0, 4000))
const textArb = fc.oneof(pieceTextArb, spacedPiecesArb, anyUtf16Arb, fc.string({ unit: 'grapheme', maxLength: 120 }), phoneTextArb, longArb)
const previousArb = fc.array(
  fc.record({ text: fc.oneof(pieceTextArb, fc.constantFrom('11', '9', '8765', 'me segue no insta', 'joao.cortes90', 'oi?')), fromOtherParty: fc.boolean() }),
  { maxLength: 8 },
)

describe('the masking, over any text', () => {
  it('is idempotent: what it returns has nothing left to mask, alone or in its conversation', () => {
    fc.assert(
      fc.property(textArb, previousArb, (text, previousMessages: PreviousMessage[]) => {
        const once = maskContacts(text)
        expect(maskContacts(once.text).text).toBe(once.text)
        const inChat = maskContacts(text, { previousMessages })
        expect(maskContacts(inChat.text).text).toBe(inChat.text)
      }),
      { numRuns: 600 },
    )
  })

  it('never makes a text longer than the placeholder’s length times its own, nor breaks a well-formed text’s code points', () => {
    fc.assert(
      fc.property(textArb, previousArb, (text, previousMessages: PreviousMessage[]) => {
        for (const result of [maskContacts(text), maskContacts(text, { previousMessages }), previewContacts(text)]) {
          expect(result.text.length).toBeLessThanOrEqual(HIDDEN.length * Math.max(1, text.length))
          if (wellFormed(text)) expect(wellFormed(result.text)).toBe(true)
          if (!result.masked) expect(result.text).toBe(text)
        }
      }),
      { numRuns: 600 },
    )
  })

  it('hides the number a person writes whatever odd characters stand around it', () => {
    fc.assert(
      fc.property(fc.oneof(brMobileArb, ptArb), fc.constantFrom(...ODD.filter((odd) => !/[\d]/.test(odd))), (phone, odd) => {
        expect(maskContacts(`${odd} ${phone} ${odd}`).text).not.toContain(phone)
      }),
    )
  })
})

describe('one detector for every text written for others', () => {
  it('is what the public form of bios, descriptions and reviews is made with', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(publicText(text)).toBe(maskContacts(text).text)
      }),
      { numRuns: 200 },
    )
  })

  it.each([
    ['hooks/maskPublicTexts.ts', /import \{ publicValue \} from '#infra\/contactMasking'/, 'bios, names, descriptions, jobs, reviews, captions'],
    ['server/chat/store.ts', /import \{ maskContacts \} from '#infra\/contactMasking'/, 'the chat'],
    ['infra/push/sendPushTask.ts', /import \{ publicText \} from '\.\.\/contactMasking'/, 'notifications'],
    [
      'infra/database/remaskPublicTexts.ts',
      /import \{ publicText as currentPublicText \} from '\.\.\/contactMasking'/,
      'the sweep that masks stored texts again',
    ],
    ['collections/Jobs/hooks/structureJobPay.ts', /import \{ maskContacts \} from '#infra\/contactMasking'/, 'a job’s pay note'],
  ])('%s masks with infra/contactMasking.ts (%s)', (file, pattern) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toMatch(pattern)
  })
})
