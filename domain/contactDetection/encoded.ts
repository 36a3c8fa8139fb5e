import type { ContactKind } from './spans'
import { HIDDEN } from './fold'

/** Spans of the original text, found by reading something derived from it (base64, backwards, ROT13). */
export type OriginalSpan = { start: number; end: number; kind: ContactKind }

/** What reading a derived text gives: the spans of what was found, on that text as written, each with its kind. */
export type ReadDerived = (text: string) => { kind: ContactKind; start: number; end: number; written: string }[]

/** Base64 has both cases; words and plain numbers do not. */
const BASE64_TOKEN = /(?<![\w+/=])(?=[\w+/]*[A-Z])(?=[\w+/]*[a-z])[A-Za-z0-9+/]{12,}={0,2}(?![\w+/=])/g
/** Decoded bytes that are no text: control characters other than line breaks and tabs, and invalid sequences. */
const CONTROL_CHARACTERS = /(?![\t\n\r])[\p{Cc}\ufffd]/u

function decodeBase64(token: string): string | undefined {
  try {
    const bare = token.replace(/=+$/, '')
    const binary = atob(bare.padEnd(Math.ceil(bare.length / 4) * 4, '='))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    return CONTROL_CHARACTERS.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** A contact in base64 ("MTE5ODc2NTQzMjE=" is 11987654321): the token goes whole. */
export function findBase64(text: string, read: ReadDerived): OriginalSpan[] {
  const found: OriginalSpan[] = []
  for (const match of text.matchAll(BASE64_TOKEN)) {
    const decoded = decodeBase64(match[0])
    if (!decoded) continue
    for (const kind of new Set(read(decoded).map((span) => span.kind))) found.push({ start: match.index, end: match.index + match[0].length, kind })
  }
  return found
}

/** What an address, a link or a handle written backwards shows: "moc.liamg@", "rb.moc.", "//:sptth", "setroc@". From a word's start (inside a long word, it would read the rest of it from every letter). */
const REVERSED_MARKS = /(?<![a-z])[a-z]{2,}\.(?:moc|ten|gro|rb|tp|yl)(?![a-z])|\/\/\s?:\s?s?ptth|\.www|@/
/** Backwards, only what no sentence forms by chance: an address, an @handle, a link with a scheme, www or a common ending. */
const REVERSED_LINK = /^(?:https?|www)|\.(?:com|net|org|br|pt|ly)(?![a-z])/

export function findReversedText(text: string, folded: string, read: ReadDerived): OriginalSpan[] {
  if (!REVERSED_MARKS.test(folded)) return []
  const points = Array.from(text)
  const ends: number[] = []
  let offset = 0
  for (const point of points) ends.push((offset += point.length))
  // Each UTF-16 unit of the reversed text, mapped to the start and end of its code point in the original.
  const starts: number[] = []
  const stops: number[] = []
  for (let i = points.length - 1; i >= 0; i--)
    for (let k = 0; k < points[i].length; k++) {
      starts.push(ends[i] - points[i].length)
      stops.push(ends[i])
    }
  const found: OriginalSpan[] = []
  for (const span of read(points.reverse().join(''))) {
    const kept =
      span.kind === 'email' || (span.kind === 'link' && REVERSED_LINK.test(span.written)) || (span.kind === 'handle' && /^@[a-z0-9._]{3}/.test(span.written))
    if (kept) found.push({ start: starts[span.end - 1], end: stops[span.start], kind: span.kind })
  }
  return found
}

/**
 * ROT13 keeps every letter in its place, so what is found in the decoded text is found at the same
 * place in the original. Read only where the text says so or shows a provider, a network, "arroba"
 * or ".com" in ROT13 ("tznvy", "vafgn", "neebon", ".pbz").
 */
const ROT13_MARKS =
  /(?<![a-z])(?:rot\s?-?13|tznvy|ubgznvy|bhgybbx|lnubb|jungfncc|jungf|vafgn|vafgnten|gryrtenz|gvxgbx|snprobbx|neebon|mnc)(?![a-z])|\.(?:pbz|arg|oe|cg)(?![a-z])/

const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => String.fromCharCode(((letter.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (letter <= 'Z' ? 65 : 97)))

/** ROT13 said in words ("ig em rot13: …"): what comes before the words is plain, only what follows is encoded (the words themselves read as nothing). */
const ROT13_SAID = /(?<![a-z])(?:(?:em|in|no|na|com)\s+)?rot\s?-?13(?![a-z0-9])/i

export function findRot13(written: string, folded: string, read: ReadDerived): OriginalSpan[] {
  if (!ROT13_MARKS.test(folded)) return []
  // What is already hidden is no letters to decode: read encoded, the placeholder would be a name, hidden again and again.
  const text = written.replaceAll(HIDDEN, ' '.repeat(HIDDEN.length))
  const whole = read(rot13(text)).filter((span) => span.kind !== 'phone')
  const said = ROT13_SAID.exec(text)
  if (!said) return whole.map(({ start, end, kind }) => ({ start, end, kind }))
  // The words left out, what follows them decoded: "ig em rot13: pbegrfqbanaqb" reads "ig: cortesdonando".
  const after = said.index + said[0].length
  const head = text.slice(0, said.index).trimEnd()
  const shift = after - head.length
  const back = (index: number) => (index >= head.length ? index + shift : index)
  const decoded = read(head + rot13(text.slice(after))).map((span) => ({ ...span, start: back(span.start), end: back(span.end) }))
  return [...whole, ...decoded]
    .filter((span) => span.kind !== 'phone' && span.end > after)
    .map(({ start, end, kind }) => ({ start: Math.max(start, after), end, kind }))
}
