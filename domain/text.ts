/**
 * Names, titles and other one-line texts are shown to other people, so they are kept to what
 * displays: characters that draw nothing but change how the rest looks are removed. A
 * right-to-left override (U+202E) shows "Corte fotogpj.exe" as "Corte fotoexe.jpg", zero-width
 * spaces make two identical-looking shop names differ, a Hangul filler (U+3164) makes a blank name.
 *
 * Removed: control characters (Cc); format characters (Cf: the bidi controls U+061C, U+200E/F,
 * U+202A–U+202E, U+2066–U+2069, the zero-width U+200B–U+200D, U+FEFF, the soft hyphen, tags);
 * every other default-ignorable code point (variation selectors, Hangul fillers, the combining
 * grapheme joiner); lone surrogates. Line breaks and tabs become spaces; the result is trimmed.
 *
 * Kept, because emoji are drawn with them: a zero-width joiner between two pictographs (the
 * family, rainbow-flag and profession emoji), the text and emoji presentation selectors
 * (U+FE0E, U+FE0F) after a character that has both forms (a red heart, keycaps), and the tag
 * characters of a subdivision flag (Scotland's, Wales's). Scripts that need a joiner or
 * non-joiner between letters (Persian, the Indic scripts) lose it: not the names this
 * marketplace serves.
 */

const EMOJI_JOINER = String.raw`(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})`
const PRESENTATION_SELECTOR = String.raw`(?<=\p{Emoji})[\uFE0E\uFE0F]`
const SUBDIVISION_FLAG = String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}`
const LINE_BREAK = String.raw`[\t\n\v\f\r\u0085\u2028\u2029]`
const INVISIBLE = String.raw`[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]`

/** Alternatives in order: what emoji need is matched (and kept) before the catch-all. */
const DISPLAY = new RegExp(`(${EMOJI_JOINER}|${PRESENTATION_SELECTOR}|${SUBDIVISION_FLAG})|(${LINE_BREAK})|${INVISIBLE}`, 'gu')

/** The text as it will be stored and shown: one line, nothing invisible, trimmed. */
export function cleanDisplayText(text: string): string {
  return text.replace(DISPLAY, (_match, kept: string | undefined, lineBreak: string | undefined) => kept ?? (lineBreak ? ' ' : '')).trim()
}
