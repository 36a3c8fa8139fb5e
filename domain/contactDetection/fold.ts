import { confusablesMap } from 'confusables'
import { chatMessages } from '../messages/chat'

/**
 * The folded text the detectors read: one character per character read, each remembering the span
 * of the original it came from, so what is found there is hidden in the original.
 */
export type Folded = { text: string; from: number[]; to: number[] }

export const HIDDEN = chatMessages.contactHidden
/** What a placeholder already in the text folds to: nothing reads across it, so masking twice changes nothing. */
export const BARRIER = '\u0001'
/**
 * What joins messages read together: a paragraph separator, so words read across it as across a space
 * ("me segue no insta" · "rafa.cortes", "bit.ly" · "/agenda"); digits do not. One typed in a text is
 * read as a line break (`withoutJoiners`), so only the join puts it there.
 */
export const JOINER = '\u2029'
export const withoutJoiners = (text: string) => (text.includes(JOINER) ? text.replaceAll(JOINER, '\n') : text)

/** Zero-width and formatting characters, combining marks (accents, keycaps), the blank fillers used as invisible text and Braille's number sign. */
export const INVISIBLE = /^[\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800\u283c]$/u
const DECIMAL_DIGIT = /^\p{Nd}$/u
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u
const COMBINING_MARKS = /\p{M}/gu
/** Regional indicators (🇼🇭🇦🇹🇸), negative circled (🅦) and negative squared (🆆) letters, and parenthesised ⒲: A to Z in a row. */
const LETTER_BLOCKS = [0x1f1e6, 0x1f150, 0x1f170, 0x249c]
/** Braille's digits are its letters a to j (⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚), after the number sign or not. */
const BRAILLE_DIGITS = new Map([...'⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚'].map((cell, index) => [cell.codePointAt(0)!, String((index + 1) % 10)]))
/** Middle dots, bullets and katakana dots stand for a dot between a domain's labels ("site·com·br"). */
const DOT_LIKE = new Set([0xb7, 0x2022, 0x2219, 0x22c5, 0x30fb, 0xff65, 0x2027, 0x3002, 0xff61, 0xff0e])

/** Unicode encodes each set of decimal digits as ten consecutive code points, 0 to 9. */
function decimalDigitValue(codePoint: number): string {
  let first = codePoint
  while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first--
  return String((codePoint - first) % 10)
}

/** Dingbat and circled digits NFKD leaves alone, clock faces (🕐 one o'clock … 🕛 twelve, and the half hours) and 🔟. */
function emojiDigits(codePoint: number): string | undefined {
  if (codePoint >= 0x2776 && codePoint <= 0x2793) return String(((codePoint - 0x2776) % 10) + 1)
  if (codePoint >= 0x24f5 && codePoint <= 0x24fe) return String(codePoint - 0x24f4)
  if (codePoint >= 0x24eb && codePoint <= 0x24f4) return String(codePoint - 0x24eb + 11)
  if (codePoint === 0x24ff || codePoint === 0x1f10b || codePoint === 0x1f10c) return '0'
  if (codePoint === 0x1f51f) return '10'
  if (codePoint >= 0x1f550 && codePoint <= 0x1f567) {
    const hour = ((codePoint - 0x1f550) % 12) + 1
    return hour === 10 ? '0' : String(hour)
  }
  return BRAILLE_DIGITS.get(codePoint)
}

/**
 * One code point, folded: lower case, no accents, compatibility forms (fullwidth, mathematical,
 * superscript, circled) undone by NFKD, digits of other scripts as ASCII digits, and letters drawn
 * like Latin ones (small capitals, Cyrillic, Greek) through Unicode's confusables as the
 * `confusables` package keeps them.
 */
function foldCodePoint(codePoint: number): string {
  if (codePoint < 0x80) return String.fromCharCode(codePoint >= 65 && codePoint <= 90 ? codePoint + 32 : codePoint)
  const char = String.fromCodePoint(codePoint)
  if (INVISIBLE.test(char)) return ''
  // 1º and 2ª are ordinals: folded to o and a they would read as digits beside a 1.
  if (codePoint === 0xba || codePoint === 0xaa) return '°'
  if (DOT_LIKE.has(codePoint)) return '.'
  const digits = emojiDigits(codePoint)
  if (digits) return digits
  for (const first of LETTER_BLOCKS) if (codePoint >= first && codePoint < first + 26) return String.fromCharCode(97 + codePoint - first)
  const folded = char.normalize('NFKD').toLowerCase().replace(COMBINING_MARKS, '')
  if (folded.codePointAt(0)! > 0x7f && DECIMAL_DIGIT.test(folded)) return decimalDigitValue(folded.codePointAt(0)!)
  if (folded.length !== 1 || folded.charCodeAt(0) < 0x80 || !LETTER_OR_NUMBER.test(folded)) return folded
  return (confusablesMap.get(folded) ?? folded).toLowerCase()
}

export const foldedAt = (text: string, index: number) => (index >= 0 && index < text.length ? foldCodePoint(text.codePointAt(index)!) : '')

export function fold(text: string): Folded {
  let folded = ''
  const from: number[] = []
  const to: number[] = []
  for (let index = 0; index < text.length;) {
    let next: number
    let piece: string
    if (text[index] === '[' && text.startsWith(HIDDEN, index)) {
      next = index + HIDDEN.length
      piece = BARRIER
    } else {
      const codePoint = text.codePointAt(index)!
      next = index + (codePoint > 0xffff ? 2 : 1)
      piece = foldCodePoint(codePoint)
    }
    for (let k = 0; k < piece.length; k++) {
      from.push(index)
      to.push(next)
    }
    folded += piece
    index = next
  }
  return { text: folded, from, to }
}

/** Replaces every match of `pattern`; the replacement's characters stand for the whole matched span of the original. */
export function rewrite(source: Folded, pattern: RegExp, replace: (match: RegExpExecArray) => string): Folded {
  const matches = [...source.text.matchAll(pattern)]
  if (!matches.length) return source
  let text = ''
  const from: number[] = []
  const to: number[] = []
  let copied = 0
  const copyUpTo = (end: number) => {
    text += source.text.slice(copied, end)
    for (let i = copied; i < end; i++) {
      from.push(source.from[i])
      to.push(source.to[i])
    }
  }
  for (const match of matches) {
    const end = match.index + match[0].length
    const replacement = replace(match)
    if (replacement === match[0]) continue
    copyUpTo(match.index)
    for (let k = 0; k < replacement.length; k++) {
      from.push(source.from[match.index])
      to.push(source.to[end - 1])
    }
    text += replacement
    copied = end
  }
  copyUpTo(source.text.length)
  return { text, from, to }
}
