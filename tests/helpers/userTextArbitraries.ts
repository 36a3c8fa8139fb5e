import fc from 'fast-check'

/**
 * Text people type, at its worst for a page or an image: every String.replace replacement
 * pattern, markup, the page template's own markers, odd Unicode (non-characters, bidi and
 * zero-width marks, line separators, surrogate halves), never NUL.
 */
const AWKWARD_PIECES = [
  '$&',
  "$'",
  '$`',
  '$<x>',
  '$$',
  '$1',
  '$',
  '<',
  '>',
  '&',
  '"',
  "'",
  '%',
  '_',
  '\\',
  '\uFFFF',
  '\uFFFE',
  '\uFDD0',
  '\u{1FFFF}',
  '\uD800',
  '\uDFFF',
  '\u200F',
  '\u202E',
  '\u200B',
  '\uFEFF',
  '\u2028',
  '\u0001',
  '\u001B',
  '\u007F',
  '\n',
  ' ',
  '</script>',
  '<!--',
  '-->',
  '<title>',
  '</title>',
  '<!doctype html>',
  '</head>',
  '<div id="root"></div>',
  '<!--bootstrap-->',
  ']]>',
  '&amp;',
  'Barbeiro',
  'pleno',
  'ção',
]

/**
 * What PostgreSQL gives back: never a NUL, and the text through UTF-8, as the driver sends it (a
 * lone surrogate half becomes U+FFFD).
 */
const asStored = (text: string) => Buffer.from(text.split('\0').join(''), 'utf8').toString('utf8')

/**
 * Up to `maxLength` characters of awkward pieces and random code points; now and then one piece
 * repeated to the limit (a 5,000-character description of `` $`$' `` made a 339 MB page).
 */
export function awkwardText({ maxLength, minLength = 0 }: { maxLength: number; minLength?: number }): fc.Arbitrary<string> {
  const fit = (text: string) => asStored(text.slice(0, maxLength)).padEnd(minLength, '$')
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .array(fc.oneof(fc.constantFrom(...AWKWARD_PIECES), fc.string({ unit: 'binary', maxLength: 30 })), { maxLength: 400 })
        .map((parts) => fit(parts.join(''))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...AWKWARD_PIECES, "$`$'").map((piece) => fit(piece.repeat(Math.ceil(maxLength / piece.length)))) },
  )
}
