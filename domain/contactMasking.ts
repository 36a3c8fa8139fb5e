import { findEmails, findLinks, findUnlistedEndings } from './contactDetection/addresses'
import { findBase64, findReversedText, findRot13, type OriginalSpan, type ReadDerived } from './contactDetection/encoded'
import { BARRIER, HIDDEN, INVISIBLE, JOINER, fold, foldedAt, withoutJoiners, type Folded } from './contactDetection/fold'
import { findHandles, findMentions, type Mention } from './contactDetection/handles'
import type { ContactKnowledge } from './contactDetection/knowledge'
import {
  AREA_CODE,
  PHONE_CALLED,
  PHONE_WORDS,
  digitRuns,
  findPhones,
  findReversedPhones,
  isPhone,
  joined,
  type DigitRun,
  type Group,
} from './contactDetection/phones'
import { SITE_SAID, readable } from './contactDetection/readable'
import type { ContactKind, Span } from './contactDetection/spans'
import { FUNCTION_WORDS, phrasesIn } from './contactDetection/tokens'

/**
 * Contacts hidden before the hire (issues 11, 23, 37). Until a barbershop and a barber have a hired
 * application, phone numbers, e-mail addresses, links and social handles in their chat, and in every
 * text one person writes for others to read (bios, descriptions, reviews), are replaced by a
 * placeholder. This module reads the text (folded, look-alike characters and numbers in words
 * undone) and masks the matching spans of the original, so a text with no contact comes back exactly
 * as written. What it knows of the world (numbering plans, top-level domains, words) comes in a
 * `ContactKnowledge`: the server's, from maintained data, is `maskContacts` in infra/contactMasking.ts;
 * the composer's preview is domain/contactPreview.ts.
 * docs/decisions/0019-contact-masking.md and 0053-contact-detection-with-maintained-data.md.
 */

export type { ContactKind }
export type { ContactKnowledge }

type MaskedMessage = {
  /** The message as the other party sees it: each hidden span is `chatMessages.contactHidden`. */
  text: string
  masked: boolean
  /** What was hidden, each kind once, in the order phone, email, link, handle. */
  reasons: ContactKind[]
  /**
   * This message completes a contact begun in the sender's earlier messages: digits of a phone given
   * in pieces ("11 9", "8765", "4321", or one digit per message), the domain of an address whose
   * mailbox came before, the handle a network named before announced. Its part is hidden here; the
   * earlier ones were delivered as they were and stay so. The server flags the conversation.
   */
  completesSplitContact: boolean
}

/** An earlier message of the conversation, as written (not masked), and whether the other party wrote it. */
export type PreviousMessage = { text: string; fromOtherParty?: boolean }

type MaskingContext = {
  /**
   * The conversation's latest messages before this one, oldest first. A string is the sender's own;
   * the other party's messages are stepped over, so a contact split around their reply is still joined.
   */
  previousMessages?: readonly (string | PreviousMessage)[]
}

export type MaskContacts = (text: string, context?: MaskingContext) => MaskedMessage

const KIND_ORDER: ContactKind[] = ['phone', 'email', 'link', 'handle']

// ---------------------------------------------------------------------------------------------
// One reading of a text.
// ---------------------------------------------------------------------------------------------

type Reading = {
  readable: Folded
  runs: DigitRun[]
  phoneWords: boolean
  splitWords: boolean
  spans: Span[]
  phoneGroups: Set<Group>
  /** Runs written in disguise (words, keycaps, other scripts): nobody disguises a price or an order number. */
  disguisedRuns: Set<DigitRun>
  decoded: OriginalSpan[]
}

/** Words that give a number in parts: "termina em 4321, começa com 11 98765". */
const SPLIT_WORDS =
  /(?<![a-z])(?:comec\w*|inici\w*|primeir\w*|termin\w*|acab\w*|final|fim|ultim\w*|meio|resto|depois|antes|parte|metade|seguid\w*|ddd|prefixo|sufixo|contrari\w*)(?![a-z])/
/** What may part a channel's name from the contact it goes with: punctuation, "é", "o meu", "no". */
const MENTION_GAP = /^[^\p{L}\p{N}]*(?:(?:eh|e|o|a|meu|minha|no|na|pelo|numero)(?![a-z])[^\p{L}\p{N}]*){0,3}$/u

/** The text with what is already found blanked out, in one pass: span by span, a text of many contacts would be copied once per contact. */
function withoutSpans(text: string, spans: Span[]): string {
  if (!spans.length) return text
  const blank = new Uint8Array(text.length)
  for (const { start, end } of spans) blank.fill(1, start, end)
  let blanked = ''
  for (let index = 0; index < text.length; index++) blanked += blank[index] ? BARRIER : text[index]
  return blanked
}

/** A network's name beside a contact goes with it: "zap: 11 98765-4321", "11 98765-4321 (whats)". */
function mentionsBesideContacts(text: string, mentions: Mention[], spans: Span[]): Span[] {
  return mentions
    .filter((mention) =>
      spans.some(
        (span) =>
          (span.start >= mention.end && MENTION_GAP.test(text.slice(mention.end, span.start))) ||
          (span.end <= mention.start && MENTION_GAP.test(text.slice(span.end, mention.start))),
      ),
    )
    .map((mention) => ({ start: mention.start, end: mention.end, kind: 'handle' as const }))
}

/** Whether some digit of the folded span was written otherwise in the original (a keycap, a word, another script). */
function disguisedDigits(folded: Folded, original: string, start: number, end: number): boolean {
  if (start >= end) return false
  return DISGUISE.test(original.slice(folded.from[start], folded.to[end - 1]))
}
/** Letters (digits in words), marks (keycaps), format characters and any non-ASCII letter or digit. */
const DISGUISE = /[\p{L}\p{M}\p{Cf}]|[^\p{ASCII}\s\p{P}\p{Z}\p{S}]/u
/** Digits drawn as emoji only: keycaps (9️⃣), circled and dingbat digits (①, ❾, ➓), 🔟. */
const EMOJI_DIGIT = /[0-9]\ufe0f?\u20e3|[\u2460-\u2473\u24ea-\u24ff\u2776-\u2793\u{1f10b}\u{1f10c}\u{1f51f}]/gu
const ONLY_EMOJI_DIGITS = /^(?:[0-9]\ufe0f?\u20e3|[\u2460-\u2473\u24ea-\u24ff\u2776-\u2793\u{1f10b}\u{1f10c}\u{1f51f}])+$/u

/** Whether every digit of a group is drawn as an emoji, the keycap's marks after its last digit (which folding dropped) included. */
function drawnAsEmoji(folded: Folded, original: string, group: Group): boolean {
  const end = folded.to[group.end - 1]
  const written = original.slice(folded.from[group.start], end) + (/^\ufe0f?\u20e3/.exec(original.slice(end, end + 2))?.[0] ?? '')
  return ONLY_EMOJI_DIGITS.test(written) && written.match(EMOJI_DIGIT)?.length === group.digits.length
}

/**
 * Groups in a row, eight digits or more, every one drawn as an emoji ("9️⃣9️⃣ 1️⃣2️⃣3️⃣4️⃣ 0️⃣0️⃣9️⃣9️⃣"): nobody writes a price, a date
 * or a code so, whatever the numbering plans say of the digits; it is a number hidden from a filter.
 */
function emojiDigitSpans(folded: Folded, original: string, run: DigitRun): Group[][] {
  const found: Group[][] = []
  let drawn: Group[] = []
  const close = () => {
    if (joined(drawn).length >= 8) found.push(drawn)
    drawn = []
  }
  for (const group of run.groups) {
    if (drawnAsEmoji(folded, original, group)) drawn.push(group)
    else close()
  }
  close()
  return found
}

/**
 * How many distinct candidates one reading asks the numbering plans about: on the server each question
 * costs tens of microseconds, no message of the bench's corpus asks more than eight, and a text of a thousand
 * digits with separators between them, built to hold a send's lock, would ask thousands. Past the
 * bound a candidate is judged by its length alone (a phone's 8 to 15 digits count as one): such a
 * text is hidden rather than read slowly, and a number put at its end does not slip through.
 */
const PHONE_QUESTIONS_PER_READING = 40

function withPhoneBudget(knowledge: ContactKnowledge): ContactKnowledge {
  const asked = new Set<string>()
  return {
    ...knowledge,
    phone(digits, international) {
      const key = international ? `+${digits}` : digits
      if (asked.size >= PHONE_QUESTIONS_PER_READING && !asked.has(key)) return digits.length >= 8 && digits.length <= 15 ? 'valid' : undefined
      asked.add(key)
      return knowledge.phone(digits, international)
    },
  }
}

/** One reading; what it decodes (base64, backwards, ROT13) is read within the same budget of questions. */
const ACCOUNT_IN_LINK = /\/@[a-z0-9._-]{2,}/
const FOLLOW_BEFORE = new RegExp(
  String.raw`(?<![a-z])(?:segue|siga|segue-me|me\s+segue|me\s+siga|sigam)(?![a-z])[^a-z0-9.]{0,6}(?:[a-z0-9_]{1,30}[\s${JOINER}]{1,3}){0,3}$`,
)

/** Digits and what lays a phone out, ending a span (after the network's name that began it). */
const ONLY_DIGITS_LAID_OUT = /(?<![a-z0-9_.@])[(+]*\d[\d\s()./+-]*$/

function read(text: string, plain: ContactKnowledge, derived = true, knowledge = withPhoneBudget(plain)): Reading {
  const folded = readable(text, knowledge)
  const spans: Span[] = []
  findEmails(folded, knowledge, spans)
  findLinks(folded, text, knowledge, spans)
  // A profile's address that names the account ("youtube.com/@cortesdogui", "tiktok.com/@rafa"): a link and a handle both.
  for (const span of spans.filter((found) => found.kind === 'link' && ACCOUNT_IN_LINK.test(folded.text.slice(found.start, found.end))))
    spans.push({ ...span, kind: 'handle' })
  // "segue-me: tiago.navalha.pt": a name with an ending, no scheme or path, right after "follow me", is the account to follow.
  for (const span of spans.filter((found) => found.kind === 'link' && /^[a-z0-9._-]+$/.test(folded.text.slice(found.start, found.end))))
    if (FOLLOW_BEFORE.test(folded.text.slice(Math.max(0, span.start - 40), span.start)) && !SITE_SAID.test(folded.text)) spans.push({ ...span, kind: 'handle' })
  const mentions = findMentions(folded.text, knowledge)
  findHandles(folded, text, knowledge, spans, mentions)
  // A "name" after a network made of digits only that make a phone ("me add no zap 11 98765 4321") is that phone.
  for (const span of spans) {
    const written = span.kind === 'handle' ? (ONLY_DIGITS_LAID_OUT.exec(folded.text.slice(span.start, span.end))?.[0] ?? '') : ''
    if (written && isPhone(knowledge, written.replace(/\D/g, ''), written.includes('+'), true)) span.kind = 'phone'
  }
  findUnlistedEndings(folded.text, knowledge, spans)
  // Numbers are read with what is already hidden blanked out, as a second masking would see them.
  const runs = digitRuns(withoutSpans(folded.text, spans), (digits) => isPhone(knowledge, digits, false, false))
  const phoneWords = mentions.length > 0 || folded.text.search(PHONE_WORDS) >= 0
  const phoneCalled = mentions.length > 0 || PHONE_CALLED.test(folded.text)
  const phoneGroups = findPhones(knowledge, runs, phoneWords, spans, (start, end) => disguisedDigits(folded, text, start, end), phoneCalled)
  findReversedPhones(knowledge, folded.text, runs, phoneGroups, spans)
  for (const run of runs)
    for (const groups of emojiDigitSpans(folded, text, run))
      if (!groups.some((group) => phoneGroups.has(group))) {
        groups.forEach((group) => phoneGroups.add(group))
        spans.push({ start: groups[0].start, end: groups.at(-1)!.end, kind: 'phone' })
      }
  if (spans.some((span) => span.kind === 'phone'))
    for (const match of folded.text.matchAll(AREA_CODE)) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'phone' })
  spans.push(...mentionsBesideContacts(folded.text, mentions, spans))
  const readDerived: ReadDerived = (derivedText) => {
    const reading = read(withoutJoiners(derivedText), plain, false, knowledge)
    return reading.spans.map((span) => ({
      kind: span.kind,
      start: reading.readable.from[span.start],
      end: reading.readable.to[span.end - 1],
      written: reading.readable.text.slice(span.start, span.end),
    }))
  }
  const decoded = derived
    ? [...findBase64(text, readDerived), ...findReversedText(text, folded.text, readDerived), ...findRot13(text, folded.text, readDerived)]
    : []
  const disguisedRuns = new Set(runs.filter((run) => disguisedDigits(folded, text, run.start, run.end)))
  return { readable: folded, runs, phoneWords, splitWords: SPLIT_WORDS.test(folded.text), spans, phoneGroups, disguisedRuns, decoded }
}

// ---------------------------------------------------------------------------------------------
// Numbers given in parts: across messages, and out of order with words between.
// ---------------------------------------------------------------------------------------------

const ONLY_PUNCTUATION = /^[^\p{L}\p{N}]*$/u
const withoutRun = (text: string, run: DigitRun) => text.slice(0, run.start) + text.slice(run.end)

/** The digits a message ends with, and whether it holds nothing else (then the number may have begun further back). */
function trailingFragment({ readable: { text }, runs, phoneGroups }: Reading): { groups: Group[]; whole: boolean } | undefined {
  const run = runs.at(-1)
  if (!run || !ONLY_PUNCTUATION.test(text.slice(run.end)) || run.groups.some((group) => phoneGroups.has(group))) return undefined
  return { groups: run.groups, whole: ONLY_PUNCTUATION.test(text.slice(0, run.start)) }
}

/**
 * Whether the digits this message starts with complete a phone begun at the end of the sender's
 * earlier ones (newest last), joining fragments back while each earlier message holds only digits:
 * "11 9", "8765", "4321", or one digit per message.
 */
function leadingRunCompletingPhone(current: Reading, earlier: Reading[], knowledge: ContactKnowledge): DigitRun | undefined {
  const run = current.runs[0]
  if (!run || !ONLY_PUNCTUATION.test(current.readable.text.slice(0, run.start)) || run.groups.some((group) => current.phoneGroups.has(group))) return undefined
  let groups = run.groups
  // Words anywhere in what the sender wrote lately say a phone is coming ("me liga", "98765", "4321").
  let phoneWords = current.phoneWords || earlier.some((previous) => previous.phoneWords)
  // So do digits written in words in every piece ("nove oito sete", "um um dois", "quatro zero seis").
  let disguised = current.disguisedRuns.has(run)
  // And one digit per message, eight times or more: nobody answers a question so ("9", "8", "7", … "1").
  const oneDigit = (groups: Group[]) => groups.length === 1 && groups[0].digits.length === 1
  let digitByDigit = oneDigit(run.groups) && ONLY_PUNCTUATION.test(withoutRun(current.readable.text, run))
  for (let index = earlier.length - 1; index >= 0; index--) {
    const previous = earlier[index]
    const fragment = trailingFragment(previous)
    if (!fragment) return undefined
    groups = [...fragment.groups, ...groups]
    phoneWords ||= previous.phoneWords
    disguised &&= previous.disguisedRuns.has(previous.runs.at(-1)!)
    digitByDigit &&= fragment.whole && oneDigit(fragment.groups)
    // The layout of digits split across messages says nothing (2019, then 2023): only words hint, or a digit a message.
    if (isPhone(knowledge, joined(groups), false, phoneWords || disguised || (digitByDigit && groups.length >= 8))) return run
    if (!fragment.whole || joined(groups).length > 15) return undefined
  }
  return undefined
}

type Fragment = { digits: string; run?: DigitRun; taken: boolean }

/** Runs of two digits or more: the pieces a number given in parts is made of. Those a detector took count in this message. */
const fragmentsOf = (reading: Reading, current: boolean): Fragment[] =>
  reading.runs
    .map((run) => ({ digits: joined(run.groups), run: current ? run : undefined, taken: run.groups.some((group) => reading.phoneGroups.has(group)) }))
    .filter((piece) => piece.digits.length >= 2 && (current || !piece.taken))

const loose = (pieces: Fragment[]) => pieces.some((piece) => piece.run && !piece.taken)

/** A mobile with its area code (BR) or a Portuguese mobile, with or without the country code: no job talk joins into one by chance. */
const MOBILE = /^(?:(?:00)?55)?[1-9][1-9]9\d{8}$|^(?:(?:00)?351)?9[1236]\d{7}$/

/**
 * The runs of this message that, with others of it or of the sender's earlier messages, in any order,
 * make a valid mobile ("termina em 4321, começa com 11 98765"); only where words say a number comes
 * in parts. A landline also counts where a phone word stands. With `anyOrder` false, only the pieces
 * as they were written, and only a mobile: "meu zap: corte 11, barba 97, pigmento 342, sobrancelha 8810".
 */
function runsOfNumberInParts(current: Reading, earlier: Reading[], knowledge: ContactKnowledge, anyOrder = true): { runs: DigitRun[]; withEarlier: boolean } {
  const all = [...earlier.flatMap((reading) => fragmentsOf(reading, false)), ...fragmentsOf(current, true)]
  const found = new Set<DigitRun>()
  let withEarlier = false
  const phoneWords = current.phoneWords || earlier.some((reading) => reading.phoneWords)
  const tryOrder = (order: Fragment[]) => {
    if (!loose(order)) return
    const digits = order.map((piece) => piece.digits).join('')
    if (digits.length < 9 || digits.length > 13 || knowledge.phone(digits, false) !== 'valid') return
    if (MOBILE.test(digits) || (anyOrder && phoneWords && digits.length >= 10)) {
      for (const piece of order) if (piece.run) found.add(piece.run)
      withEarlier ||= order.some((piece) => !piece.run)
    }
  }
  // With earlier messages, the latest eight pieces: the number ends in this message. Alone, every eight in a row, so that a
  // text of many numbers in parts is read once, not once per number hidden (each reading would find only the last one).
  const ends = earlier.length ? [all.length] : Array.from({ length: all.length }, (_, index) => index + 1)
  for (const end of ends) {
    const pieces = all.slice(Math.max(0, end - 8), end)
    // The pieces as they came: "começa com 48", "depois 9 9", "depois 173", "termina 6 6 0 8"; or with the last one first,
    // an area code said after the number ("começa com 98 depois 455 depois 0193. ddd 31").
    for (let first = pieces.length - 2; first >= 0; first--) {
      tryOrder(pieces.slice(first))
      if (pieces.length - first > 2) tryOrder([pieces.at(-1)!, ...pieces.slice(first, -1)])
    }
    // In any order, within the eight (every fourth window: each four pieces in a row share one).
    if (!anyOrder || (end !== all.length && end % 4 !== 0)) continue
    for (const [i, a] of pieces.entries())
      for (const [j, b] of pieces.entries()) {
        if (i === j) continue
        tryOrder([a, b])
        for (const [k, c] of pieces.entries()) if (k !== i && k !== j) tryOrder([a, b, c])
      }
  }
  return { runs: [...found], withEarlier }
}

/**
 * A mobile given in order over the sender's latest messages, whatever words and replies come between
 * ("zap 11 98", "765", "só anota", "4321 junta tudo"): only a whole mobile with its area code or a
 * Portuguese one counts, which no job talk makes by chance, from the digits each earlier message ends with. Within this message alone, only where a
 * phone word stands ("meu zap: corte 11, barba 97, …").
 */
function inOrderAcrossMessages(current: Reading, earlier: Reading[], knowledge: ContactKnowledge): { runs: DigitRun[]; withEarlier: boolean } {
  // Of an earlier message, only the digits it ends with: "trabalho há 11 anos", "98 cortes por semana" are counts.
  const ends = earlier
    .slice(-5)
    .map((reading) => ({ ...reading, runs: reading.runs.filter((run) => ONLY_PUNCTUATION.test(reading.readable.text.slice(run.end))) }))
  const found = runsOfNumberInParts(current, ends, knowledge, false)
  return found.withEarlier || current.phoneWords ? found : { runs: [], withEarlier: false }
}

// ---------------------------------------------------------------------------------------------
// Masking.
// ---------------------------------------------------------------------------------------------

type OriginalContact = { start: number; end: number; kinds: Set<ContactKind> }

/** Spans of the original text, merged when they overlap or only spaces and punctuation part them ("zap: 11 9…"). */
function originalSpans({ readable, spans, decoded }: Reading, original: string): OriginalContact[] {
  const mapped = [...spans.map((span) => ({ start: readable.from[span.start], end: readable.to[span.end - 1], kind: span.kind })), ...decoded].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  )
  const merged: OriginalContact[] = []
  for (const span of mapped) {
    while (/^[+(]$/.test(foldedAt(original, span.start - 1))) span.start--
    if (foldedAt(original, span.end) === ')' && fold(original.slice(span.start, span.end)).text.includes('(')) span.end++
    // The marks folding dropped after the last character read (the keycap of 1️⃣) go with it.
    while (span.end < original.length && INVISIBLE.test(String.fromCodePoint(original.codePointAt(span.end)!)))
      span.end += original.codePointAt(span.end)! > 0xffff ? 2 : 1
    const last = merged.at(-1)
    if (last && span.start <= last.end + 3 && ONLY_PUNCTUATION.test(original.slice(last.end, span.start))) {
      // A span inside one found by a surer detector (the link inside an e-mail) adds no reason; one found alike by two
      // ("vitinho.barber" after "meu @ é", a site in ROT13 read as a name too) gives both.
      if (span.end > last.end || (span.start === last.start && span.end === last.end)) last.kinds.add(span.kind)
      last.end = Math.max(last.end, span.end)
    } else merged.push({ start: span.start, end: span.end, kinds: new Set([span.kind]) })
  }
  return merged
}

const textOf = (message: string | PreviousMessage) => (typeof message === 'string' ? message : message.text)
const fromSender = (message: string | PreviousMessage) => typeof message === 'string' || !message.fromOtherParty

/**
 * How much of an earlier message is read: only its end can hold the start of what a later message
 * completes (a number's first digits, a mailbox's name, the network a handle goes with). Read whole,
 * a conversation's latest messages at the chat's length would cost a send as many readings of the
 * longest texts (a third of a second, measured, with texts built for it).
 */
const EARLIER_TAIL = 300

function tailOf(text: string): string {
  if (text.length <= EARLIER_TAIL) return text
  const tail = text.slice(-EARLIER_TAIL)
  // From a word's start, so that no word is read cut.
  const space = tail.search(/\s/)
  return space >= 0 ? tail.slice(space + 1) : tail
}

/** How many of the sender's latest messages may hold the start of a number given in pieces: a +55 number one digit per message. */
const SENDER_MESSAGES_READ = 14
/** A part of a contact sent after the other party's reply is short ("@gmail.com", "rafa.cortes90", "arroba gmail ponto com"). */
const FRAGMENT_WORDS = 6
/** How many of the sender's latest messages are read with a short one: a contact in pieces ("meu site", "cortesdoleo", "ponto com ponto br"). */
const PIECES_READ = 4

/** A message of nothing but short words ("isso", "sim", "blz"): it says nothing of the contact around it, like the other party's reply. */
function onlyFunctionWords(text: string): boolean {
  const { text: folded } = fold(text)
  // Words and spaces only: ".com" and ".me/" are pieces of an address, not confirmations.
  return /^\s*[a-z]+(?:\s+[a-z]+)*[!?.]*\s*$/.test(folded) && folded.match(/[a-z]+/g)!.every((word) => FUNCTION_WORDS.has(word))
}

/**
 * The sender's latest messages, joined as one text (each part's end, newest last), that a short message
 * may complete; confirmations between the pieces are stepped over. Read at most to `EARLIER_TAIL` characters.
 */
function recentPieces(senders: readonly (string | PreviousMessage)[]): string | undefined {
  const pieces: string[] = []
  let length = 0
  for (let index = senders.length - 1; index >= 0 && pieces.length < PIECES_READ && length < EARLIER_TAIL; index--) {
    const text = textOf(senders[index])
    if (onlyFunctionWords(text) || JOIN_INSTRUCTION.test(fold(text).text)) continue
    const piece = tailOf(withoutJoiners(text))
    pieces.unshift(piece)
    length += piece.length + 1
  }
  return pieces.length ? pieces.join(JOINER) : undefined
}

/**
 * Each message of a conversation is read again as an earlier one for every message after it: the
 * readings of earlier messages are kept, a few hundred per masker (they are never changed once made).
 */
const EARLIER_READINGS_KEPT = 300
const earlierReadings = new WeakMap<ContactKnowledge, Map<string, Reading>>()

function readEarlier(text: string, knowledge: ContactKnowledge): Reading {
  let kept = earlierReadings.get(knowledge)
  if (!kept) earlierReadings.set(knowledge, (kept = new Map()))
  const found = kept.get(text)
  if (found) return found
  if (kept.size >= EARLIER_READINGS_KEPT) kept.delete(kept.keys().next().value!)
  const reading = read(text, knowledge, false)
  kept.set(text, reading)
  return reading
}

/**
 * What the sender's latest messages and this one say together ("joao.cortes90", the other's reply,
 * "@gmail.com"; "me segue no insta", "rafa.cortes90"; "meu site", "cortesdoleo", "ponto com ponto br"):
 * the contacts that reach into this message and that it does not hold alone (spans of this message's
 * text), and whether one began in an earlier message. `previous` is those messages joined by `JOINER`.
 */
function completedWithPrevious(
  text: string,
  previous: string,
  alone: OriginalContact[],
  knowledge: ContactKnowledge,
): { contacts: OriginalContact[]; crosses: boolean } {
  const offset = previous.length + 1
  const together = `${previous}${JOINER}${text}`
  const reaching = originalSpans(read(together, knowledge), together).filter(
    (span) => span.end > offset && /[^\s]/.test(together.slice(Math.max(offset, span.start), span.end)),
  )
  const contacts: OriginalContact[] = []
  for (const span of reaching) {
    const [start, end] = [Math.max(0, span.start - offset), span.end - offset]
    // Found alone too: what the earlier message adds is what it is ("rafa_cortes" after "no hotmail" is an address).
    const same = alone.find((found) => start >= found.start && end <= found.end)
    if (same) span.kinds.forEach((kind) => same.kinds.add(kind))
    else if (start < end) contacts.push({ start, end, kinds: span.kinds })
  }
  return { contacts, crosses: reaching.some((span) => span.start < offset) }
}

/** A message that only says to join the pieces ("tens de juntar", "junta tudo", "sem espaço"): no piece itself. */
const JOIN_INSTRUCTION =
  /^\s*(?:(?:tens|tem|temos|voce tem|vc tem)\s+(?:de|que)\s+|(?:eh\s+)?so\s+)?(?:juntar|junta|junte|colar|cola|tudo\s+junto|sem\s+espacos?)(?:\s+(?:tudo|isso|as\s+partes))?\s*[.!]?\s*$/

/** Words that say the rest of a contact follows, then a colon: "ai ta o resto:", "e o final:", "falta isso:". */
const REST_FOLLOWS = /^\s*(?:[a-z\s,]{0,20}?\s)?(?:o\s+)?(?:resto|final|fim|continua\w*|falta(?:va)?(?:\s+isso)?|segunda\s+parte)\s*[:=-]\s*(?=\S)/

/** A mark that joins a name's pieces, ending the sender's piece before: "@tiago_", "do-", a lone ".", "… ponto", "fim: .". */
const JOINS_FIRMLY = /(?:[_@-]|(?:^|\s)\.|(?<![a-z])(?:ponto|dot|underline|underscore|arroba))\s*$/
/** A mark that may end a sentence as well: "@tiago." glued, a handle, or a provider named last ("é gmail"). */
const JOINS_LOOSELY = /(?:[a-z0-9]\.|@[a-z0-9._]+)\s*$/
/** What says the contact goes on after the other party could not find it: "falta o fim", "faltou o final". */
const GOES_ON = /^\s*(?:(?:falt\w*|vem)\s+(?:o\s+|um\s+)?(?:fim|final|resto|ponto)|o resto|continua)\W*$/
/** A name's piece: one to three words, the first shaped like part of a handle or a mailbox (".raiz.zl", "c-o-r-t-e-s", "lx"). */
const NAME_PIECE = /^\s*[._-]?[a-z0-9][a-z0-9._-]*(?:\s+[a-z0-9._-]+){0,2}\s*$/
/** Letters or digits one by one with single spaces between them, four or more: a word spelled out. */
const SPACED_ONE_BY_ONE = /^\s*[a-z0-9](?: [a-z0-9]){3,}\s*$/
/** A provider's ending after its name, spoken or written: " ponto pt", ".com.br", " ponto com ponto br". */
const PROVIDER_ENDING = /(?:\s*\.|\s+ponto\s+)(?:com|pt|br)(?:(?:\s*\.|\s+ponto\s+)br)?\s*$/
/** Words before a name's piece that say where it goes: "antes do arroba:", "e antes vem", "o que vem depois do @ é". */
const PLACEMENT = /^\s*((?:e\s+)?(?:o\s+que\s+)?(?:vem\s+)?(?:antes|depois)\s+(?:vem|(?:do|da|de)\s+(?:arroba|@))(?:\s+(?:vem|eh))?)\s*[:,-]?\s+(\S.*)$/
const ANNOUNCES_ADDRESS = /(?<![a-z])(?:e-?mail|mail|correio)(?![a-z])/

/**
 * The end of a handle or a mailbox sent alone, after the sender's piece ended in a mark that joins it
 * ("insta: @dieguinho_", the other's "não achei", "faltou o final", "navalhada"; "email: l-u-c-a-s",
 * "ponto", "c-o-r-t-e-s"), or starting with one (".raiz.zl" after "no insta procura por barbearia"),
 * where the sender's latest messages announce that contact. The whole message is the piece. Where the
 * mark may end a sentence too ("@tiago."), a word common enough to be a reply ("valeu") is not a piece;
 * after a firm mark even a word that never names alone is ("oficial" after "ze_cortes_").
 */
function namePieceCompleting(text: string, senders: readonly (string | PreviousMessage)[], knowledge: ContactKnowledge): OriginalContact | undefined {
  // Spaced letter by letter ("r a f a q u i n t e l a"), the piece is the word they make.
  // "antes do arroba: duarte.corta", "e antes vem edsoncortes81": the piece says where it goes, and is the name after the words.
  const placed = PLACEMENT.exec(fold(text).text)
  // "ai ta o resto: .cortes", "e o final: _fade": words that say the rest follows, the piece after them.
  const rest = placed ? null : REST_FOLLOWS.exec(fold(text).text)
  const written = placed ? placed[2] : rest ? fold(text).text.slice(rest[0].length) : fold(text).text
  const folded = SPACED_ONE_BY_ONE.test(written) ? written.replace(/\s+/g, '') : written
  if (!NAME_PIECE.test(folded) || !/[a-z]/.test(folded)) return undefined
  const lately = senders.slice(-PIECES_READ).map((message) => fold(tailOf(withoutJoiners(textOf(message)))).text)
  const goesOn = lately.some((piece) => GOES_ON.test(piece))
  const pieces = lately.filter((piece) => !onlyFunctionWords(piece) && !GOES_ON.test(piece))
  const latest = pieces.at(-1)
  if (!latest) return undefined
  const first = folded.trim().split(/\s+/)[0]
  // The provider named last, its ending spoken or written or not ("é gmail", "é iol ponto pt", "do sapo.pt").
  const provider = knowledge.vocabulary.mailProviders.includes(latest.replace(PROVIDER_ENDING, '').trim().split(/\s+/).at(-1) ?? '')
  // A mailbox after its provider is shaped like one: "joao ponto fadezinho" after "é gmail".
  const firmly =
    placed !== null ||
    (rest !== null && /^\s*[._@-]/.test(written)) ||
    goesOn ||
    /^\s*[._-]/.test(folded) ||
    JOINS_FIRMLY.test(latest) ||
    (provider && /[._]|\sponto\s/.test(folded))
  if (!firmly && (FUNCTION_WORDS.has(first) || !(JOINS_LOOSELY.test(latest) || provider) || knowledge.isCommonWord(first.replace(/[._-]/g, ''))))
    return undefined
  const together = pieces.join(' \n ')
  const reading = read(together, knowledge, false)
  const kind: ContactKind | undefined =
    ANNOUNCES_ADDRESS.test(together) || provider || /arroba|@/.test(placed?.[1] ?? '')
      ? 'email'
      : findMentions(reading.readable.text, knowledge).length
        ? 'handle'
        : reading.spans[0]?.kind
  if (!kind) return undefined
  const start = text.search(/\S/)
  return { start, end: text.trimEnd().length, kinds: new Set([kind]) }
}

/** One letter or digit, or a few spaced one by one: a piece of a name spelled across messages ("m", "a", "o s f a d e"). */
const LETTERS_ALONE = /^\s*[a-z0-9](?: [a-z0-9])*\s*[.!]?\s*$/
const ONE_LETTER = /^\s*[a-z0-9]\s*[.!]?\s*$/

/**
 * A name spelled one letter per message after a network or "segue" ("segue lá", "ig", "m", "a", "r", "c", "o s f a d e"):
 * from the third such message on, each is the handle's next piece. A letter or two alone after a network is a reply.
 */
function letterByLetterAfterNetwork(text: string, senders: readonly (string | PreviousMessage)[], knowledge: ContactKnowledge): OriginalContact | undefined {
  if (!LETTERS_ALONE.test(fold(text).text)) return undefined
  let letters = 0
  while (letters < senders.length && ONE_LETTER.test(fold(textOf(senders[senders.length - 1 - letters])).text)) letters++
  if (letters < 2) return undefined
  const before = senders
    .slice(Math.max(0, senders.length - letters - 2), senders.length - letters)
    .map((message) => fold(textOf(message)).text)
    .join(' \n ')
  const { networks, weakHandleIntents, strongHandleIntents } = knowledge.vocabulary
  const announced =
    before.match(/[a-z0-9]+/g)?.some((word) => word.length >= 2 && networks.includes(word)) ||
    findMentions(before, knowledge).length > 0 ||
    phrasesIn(before, [...weakHandleIntents, ...strongHandleIntents.filter((intent) => intent !== '@')]).length > 0
  if (!announced) return undefined
  const start = text.search(/\S/)
  return { start, end: text.trimEnd().length, kinds: new Set(['handle']) }
}

/** One word, or a joining mark alone: a piece of a name sent one per message. */
const ONE_WORD = /^\s*[a-z0-9]{1,30}\s*$/
const MARK_ALONE = /^\s*[._-]\s*$/

/**
 * A name sent one word per message after a network or "procura", with a joining mark sent alone among the pieces
 * ("procura no insta", "degrade", "do", "jota", "_", "zn"): the mark says the words are one name; from the mark on, each
 * word after it is the name's next piece.
 */
function wordByWordAfterNetwork(text: string, senders: readonly (string | PreviousMessage)[], knowledge: ContactKnowledge): OriginalContact | undefined {
  if (!ONE_WORD.test(fold(text).text)) return undefined
  let pieces = 0
  let mark = -1
  for (; pieces < Math.min(senders.length, 6); pieces++) {
    const piece = fold(textOf(senders[senders.length - 1 - pieces])).text
    if (MARK_ALONE.test(piece)) mark = mark < 0 ? pieces : mark
    else if (!ONE_WORD.test(piece)) break
  }
  // Right after the mark, or a word of no language further on ("zn"): "legal" after the name is a comment.
  if (mark < 0 || pieces < 3 || (mark > 0 && knowledge.isWord(fold(text).text.trim()))) return undefined
  const before = fold(textOf(senders[senders.length - 1 - pieces] ?? '')).text
  const { weakHandleIntents, strongHandleIntents } = knowledge.vocabulary
  const announced =
    findMentions(before, knowledge).length > 0 ||
    phrasesIn(before, [...weakHandleIntents, ...strongHandleIntents.filter((intent) => intent !== '@')]).length > 0
  if (!announced) return undefined
  const start = text.search(/\S/)
  return { start, end: text.trimEnd().length, kinds: new Set(['handle']) }
}

/** The other party asking about a network: "vc tem insta?", "tens tiktok?", "qual o teu ig?". */
const ASKS = /\?\s*$|^\s*(?:vc\s+|voce\s+|tu\s+)?(?:tem|tens|qual)(?![a-z])/
/** A yes with one name after it: "tenho sim, hair.renan14", "claro: fadebyduda". */
const ANSWER_WITH_NAME = /^\s*(?:tenho(?:\s+sim)?|sim|claro|tenho\s+claro|eh\s+o|eh)\s*[,:;-]?\s+([a-z0-9][a-z0-9._-]{2,29})\s*[.!]?\s*$/

/**
 * A handle given in answer to the other party asking about a network ("vc tem insta?", then "tenho sim,
 * hair.renan14"): the name alone is one where it is shaped like a handle or is no word.
 */
function handleInAnswer(text: string, previousMessages: readonly (string | PreviousMessage)[], knowledge: ContactKnowledge): OriginalContact | undefined {
  const asked = previousMessages.at(-1)
  if (!asked || fromSender(asked)) return undefined
  const question = fold(textOf(asked)).text
  // Asked, a network's short name needs no more context ("vc tem tg?"): one letter ("x") is too little.
  const network = (word: string) => word.length >= 2 && knowledge.vocabulary.networks.includes(word)
  if (!ASKS.test(question) || !(findMentions(question, knowledge).length || question.match(/[a-z0-9]+/g)?.some(network))) return undefined
  const folded = fold(text)
  const answer = ANSWER_WITH_NAME.exec(folded.text)
  if (!answer) return undefined
  const name = answer[1]
  if (FUNCTION_WORDS.has(name) || (!/[._\d]/.test(name) && knowledge.isWord(name))) return undefined
  // The name is the last word of the answer: what follows it is spaces and a full stop at most.
  const start = answer.index + answer[0].lastIndexOf(name)
  return { start: folded.from[start], end: folded.to[start + name.length - 1], kinds: new Set(['handle']) }
}

function replaceSpans(text: string, contacts: OriginalContact[], kinds: Set<ContactKind>): string {
  let masked = ''
  let copied = 0
  for (const span of [...contacts].sort((a, b) => a.start - b.start)) {
    if (span.end <= copied) continue
    masked += text.slice(copied, Math.max(copied, span.start)) + HIDDEN
    copied = span.end
    span.kinds.forEach((kind) => kinds.add(kind))
  }
  return masked + text.slice(copied)
}

/** One reading of the text: the spans found replaced by the placeholder, with the kinds found. */
function maskOnce(
  text: string,
  previousMessages: readonly (string | PreviousMessage)[],
  kinds: Set<ContactKind>,
  knowledge: ContactKnowledge,
): { text: string; split: boolean } {
  const reading = read(withoutJoiners(text), knowledge)
  let split = false
  const senders = previousMessages.filter(fromSender).slice(-SENDER_MESSAGES_READ)
  // The sender's earlier messages are read for digits only when this one holds loose digits to join them with
  // (one digit alone is one: a number may come one digit per message).
  const onlyDigits = reading.runs.length === 1 && ONLY_PUNCTUATION.test(withoutRun(reading.readable.text, reading.runs[0]))
  if (senders.length && (loose(fragmentsOf(reading, true)) || onlyDigits)) {
    // The sender's confirmations between the pieces ("o fixo é 22", the other's "Porto?", "sim", "508 4471") join nothing and part nothing.
    const earlier = senders
      .filter((message) => !onlyFunctionWords(textOf(message)))
      .map((message) => readEarlier(tailOf(withoutJoiners(textOf(message))), knowledge))
    // Joining pieces in every order asks about hundreds of sequences at most: one budget for them all.
    const joining = withPhoneBudget(knowledge)
    const leading = leadingRunCompletingPhone(reading, earlier, joining)
    const inParts =
      reading.splitWords || earlier.some((previous) => previous.splitWords)
        ? runsOfNumberInParts(reading, earlier.slice(-5), joining)
        : inOrderAcrossMessages(reading, earlier, joining)
    for (const run of leading ? [leading, ...inParts.runs] : inParts.runs) reading.spans.push({ start: run.start, end: run.end, kind: 'phone' })
    split = Boolean(leading) || inParts.withEarlier
  } else if (reading.splitWords || reading.phoneWords) {
    for (const run of runsOfNumberInParts(reading, [], withPhoneBudget(knowledge), reading.splitWords).runs)
      reading.spans.push({ start: run.start, end: run.end, kind: 'phone' })
  }
  const contacts = originalSpans(reading, text)
  const recent = recentPieces(senders)
  if (recent && (text.match(/\S+/g)?.length ?? 0) <= FRAGMENT_WORDS) {
    const completed = completedWithPrevious(withoutJoiners(text), recent, contacts, knowledge)
    contacts.push(...completed.contacts)
    split ||= completed.contacts.length > 0 || completed.crosses
  }
  // A piece that says where it goes is read with the pieces before, whatever this message alone showed ("antes do arroba: …").
  if (senders.length && (!contacts.length || PLACEMENT.test(fold(text).text))) {
    const piece = namePieceCompleting(text, senders, knowledge)
    if (piece) contacts.push(piece)
    split ||= Boolean(piece)
  }
  if (!contacts.length && senders.length) {
    const spelled = letterByLetterAfterNetwork(text, senders, knowledge) ?? wordByWordAfterNetwork(text, senders, knowledge)
    if (spelled) contacts.push(spelled)
    split ||= Boolean(spelled)
  }
  if (!contacts.length) {
    const answer = handleInAnswer(text, previousMessages, knowledge)
    if (answer) contacts.push(answer)
    split ||= Boolean(answer)
  }
  if (!contacts.length) {
    const named = nameInCapitalsGoingOn(text, previousMessages, knowledge)
    if (named) contacts.push(named)
    split ||= Boolean(named)
  }
  return { text: replaceSpans(text, contacts, kinds), split }
}

/** One to four words, each starting with a capital: a piece of a name to look up ("Valdir", "Cortes Barbearia"). */
const WORDS_IN_CAPITALS = /^\s*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s*[.!]?\s*$/u

/**
 * A name in capitals sent in pieces after a network to look it up ("me acha no face", "Valdir", "Cortes Barbearia"):
 * where the sender's last message is a piece in capitals too, the two read together as one message after the ones
 * before; if that is a contact, this message is its end.
 */
function nameInCapitalsGoingOn(
  text: string,
  previousMessages: readonly (string | PreviousMessage)[],
  knowledge: ContactKnowledge,
): OriginalContact | undefined {
  const last = previousMessages.at(-1)
  if (!last || !fromSender(last) || !WORDS_IN_CAPITALS.test(text) || !WORDS_IN_CAPITALS.test(textOf(last))) return undefined
  const together = `${textOf(last).trim()} ${text.trim()}`
  const kinds = new Set<ContactKind>()
  const joined = maskOnce(together, previousMessages.slice(0, -1), kinds, knowledge)
  if (joined.text === together || !kinds.has('handle') || joined.text.endsWith(text.trim())) return undefined
  const start = text.search(/\S/)
  return { start, end: text.trimEnd().length, kinds: new Set(['handle']) }
}

/**
 * The masking, given what it knows: hides the phones, e-mail addresses, links and social handles of
 * a chat message or any text one person writes for another. Pure: the same text and context always
 * give the same result. Without a context (a bio, a description) the text is read alone.
 */
export function createContactMasker(knowledge: ContactKnowledge): MaskContacts {
  return (text, { previousMessages = [] } = {}) => {
    const kinds = new Set<ContactKind>()
    const first = maskOnce(text, previousMessages, kinds, knowledge)
    // Hiding a span can take away what kept a neighbour from reading as a contact, so the result is read
    // again until nothing more is found. Each round hides characters for good: it ends.
    let masked = first.text
    let before = text
    while (masked !== before) {
      before = masked
      masked = maskOnce(masked, [], kinds, knowledge).text
    }
    return { text: masked, masked: kinds.size > 0, reasons: KIND_ORDER.filter((kind) => kinds.has(kind)), completesSplitContact: first.split }
  }
}
