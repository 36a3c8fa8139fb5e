import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PreviousMessage } from '#domain/contactMasking'
import { maskContacts } from '#infra/contactMasking'
import { chatMessages } from '#domain/messages/chat'
import { brMobileArb, ptMobileArb } from '../helpers/phoneArbitraries'

/**
 * Issue 36, item 8: a contact given across the conversation's window. One digit (or a few) per
 * message, with or without the other party's replies between, and an e-mail or a handle whose parts
 * stand on both sides of the other party's reply. The message that completes it is hidden and says so
 * (`completesSplitContact`), so the server flags the conversation; the other party's words join nothing.
 */

const HIDDEN = chatMessages.contactHidden
const other = (text: string): PreviousMessage => ({ text, fromOtherParty: true })
const REPLIES = ['oi?', 'pode mandar', 'hã?', 'ok', 'calma', 'não entendi', 'tá', 'manda', 'e aí?', 'pera']

/** A number cut into pieces of one to `longest` digits. */
const piecesArb = (number: string, longest: number) =>
  fc.array(fc.integer({ min: 1, max: longest }), { minLength: number.length, maxLength: number.length }).map((sizes) => {
    const pieces: string[] = []
    for (let at = 0, i = 0; at < number.length; i++) {
      pieces.push(number.slice(at, at + sizes[i]!))
      at += sizes[i]!
    }
    return pieces
  })

/** The sender's pieces, each maybe followed by one of the other party's replies; the last piece is the message being sent. */
const conversationArb = (numberArb: fc.Arbitrary<string>, longest: number) =>
  numberArb
    .chain((number) => fc.tuple(fc.constant(number), piecesArb(number, longest)))
    .chain(([number, pieces]) =>
      fc.tuple(
        fc.constant(number),
        fc.constant(pieces),
        fc.array(fc.option(fc.constantFrom(...REPLIES), { nil: undefined }), { minLength: pieces.length, maxLength: pieces.length }),
      ),
    )
    .map(([number, pieces, replies]) => {
      const previousMessages: PreviousMessage[] = []
      pieces.slice(0, -1).forEach((piece, i) => {
        previousMessages.push({ text: piece })
        if (replies[i]) previousMessages.push(other(replies[i]))
      })
      return { number, previousMessages, text: pieces.at(-1)! }
    })

describe('a number given one digit (or a few) per message', () => {
  it('hides the piece that completes a Brazilian mobile, whatever the cut and the replies between', () => {
    fc.assert(
      fc.property(conversationArb(brMobileArb, 2), ({ previousMessages, text }) => {
        const result = maskContacts(text, { previousMessages })
        expect(result.text).toBe(HIDDEN)
        expect(result.reasons).toEqual(['phone'])
        expect(result.completesSplitContact).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it('hides the piece that completes a Portuguese mobile, one digit per message', () => {
    fc.assert(
      fc.property(conversationArb(ptMobileArb, 1), ({ previousMessages, text }) => {
        const result = maskContacts(text, { previousMessages })
        expect(result.text).toBe(HIDDEN)
        expect(result.completesSplitContact).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  it('reads digits spelled one per message too', () => {
    const words = ['um', 'um', 'nove', 'oito', 'sete', 'seis', 'cinco', 'quatro', 'três', 'dois']
    const previousMessages = words.flatMap((word, i) => (i % 3 === 1 ? [{ text: word }, other('oi?')] : [{ text: word }]))
    expect(maskContacts('um', { previousMessages })).toMatchObject({ text: HIDDEN, reasons: ['phone'], completesSplitContact: true })
  })

  it('never joins the other party’s digits, nor counts or answers that make no phone', () => {
    const theirs = [...'1198765432'].map((digit) => other(digit))
    expect(maskContacts('1', { previousMessages: theirs }).masked).toBe(false)
    for (const [previousMessages, text] of [
      [['Quantas cadeiras?', other('6'), 'e barbeiros?', other('4')], '3'],
      [['1', '2', '3', '4', '5', '6', '7', '8', '9'], '10'],
      [['2026', '1187'], '4432'],
      [['Começo dia 5', other('ok'), 'às 9'], '30 minutos antes'],
    ] as [PreviousMessage[], string][])
      expect(maskContacts(text, { previousMessages }).masked).toBe(false)
  })
})

describe('an e-mail or a handle split around the other party’s reply', () => {
  it.each([
    [['meu email é joao.cortes90', other('pode mandar')], 'arroba gmail ponto com', 'email'],
    [['joao.cortes90', other('hã?')], '@gmail.com', 'email'],
    [['meu e-mail é do gmail', other('qual?')], 'joao.cortes90', 'email'],
    [['me manda no hotmail', other('qual o endereço?')], 'rafa_cortes', 'email'],
    [['me segue no insta', other('blz')], 'rafa.cortes90', 'handle'],
    [['meu @ lá é', other('qual?')], 'rafacortes_barber', 'handle'],
    [['me acha no tiktok', other('como?')], '@rafa.navalha', 'handle'],
    [['procura no instagram', other('o quê?'), other('fala')], 'rafacortesbarber', 'handle'],
  ] as [PreviousMessage[], string, string][])('hides %j then %j as the %s it completes', (previousMessages, text, kind) => {
    const result = maskContacts(text, { previousMessages })
    expect(result.text).toBe(HIDDEN)
    expect(result.reasons).toContain(kind)
    expect(result.completesSplitContact).toBe(true)
  })

  it.each([
    [['me segue no insta', other('blz')], 'obrigado!'],
    [['vi vocês no Instagram', other('que bom')], 'Rafael'],
    [['tem e-mail pra mandar o currículo?', other('tem sim')], 'perfeito'],
    [['me chama no zap', other('pode ser')], 'amanhã cedo'],
    [[other('me segue no insta'), 'claro'], 'segui'],
  ] as [PreviousMessage[], string][])('leaves %j then %j as written', (previousMessages, text) => {
    expect(maskContacts(text, { previousMessages })).toMatchObject({ text, masked: false, completesSplitContact: false })
  })
})
