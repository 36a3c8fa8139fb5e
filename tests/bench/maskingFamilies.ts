import type { MaskContacts } from '#domain/contactMasking'
import { DEFAULT_VOCABULARY, type Vocabulary } from '#domain/contactDetection/knowledge'
import { fold } from '#domain/contactDetection/fold'
import { createContactMasker } from '#domain/contactMasking'
import { serverKnowledge } from '#infra/contactMasking'
import type { Attempt, Ordinary } from '../fixtures/chatCorpusTemplates'
import type { SetFamily } from '../fixtures/maskingSet'

/**
 * The tuning corpus split by template family (the class each generator of
 * tests/fixtures/chatCorpusTemplates.ts, and each hand-written list beside it, labels its lines
 * with), and the leave-one-family-out run over it.
 *
 * What "held out" means for this detector: it has no weights to retrain. What it learnt from the
 * corpus is of two kinds. The lists of domain/contactDetection/knowledge.ts (networks and their
 * nicknames, emoji, descriptions, words that announce a handle or an address, mail providers,
 * shorteners, words of the trade) are data, and for each family in turn they are rebuilt without
 * every entry that only that family's lines contain: an entry no other family shows would not have
 * been written without it. The rules in code (number words, "meia", spoken area codes, numbers in
 * parts, how a network's name sounds by ear) cannot be taken apart that way; they were written
 * knowing every family, and for the families they cover the held-out figure is an upper bound. The
 * blind set (maskingBlind.ts) is what measures them.
 */

/** The family an attempt counts in: a contact split across messages is "split", any other its kind. */
const familyOf = (attempt: Attempt): SetFamily => (attempt.previous?.length ? 'split' : attempt.reason === 'email' ? 'email' : attempt.reason)

const foldedText = (text: string) => fold(text).text

/** Whether a list's entry stands in a text: as a word for a word, anywhere for an emoji or an arrow. */
function shows(text: string, entry: string): boolean {
  const bare = entry.replace(/\ufe0f/g, '')
  if (!/^[a-z0-9]/.test(bare)) return text.includes(bare)
  return new RegExp(`(?<![a-z0-9])${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`).test(text)
}

type ListName = { [K in keyof Vocabulary]: Vocabulary[K] extends readonly string[] ? K : never }[keyof Vocabulary]

/** The vocabulary without the entries that only the held-out lines show; and what was taken out. */
function vocabularyWithout(heldOut: string[], rest: string[], vocabulary: Vocabulary = DEFAULT_VOCABULARY): { vocabulary: Vocabulary; removed: string[] } {
  const held = heldOut.map(foldedText)
  const others = rest.map(foldedText)
  const removed: string[] = []
  const rebuilt = { ...vocabulary }
  for (const name of Object.keys(vocabulary) as ListName[]) {
    rebuilt[name] = vocabulary[name].filter((entry) => {
      const onlyHere = held.some((text) => shows(text, entry)) && !others.some((text) => shows(text, entry))
      if (onlyHere) removed.push(entry)
      return !onlyHere
    })
  }
  return { vocabulary: rebuilt, removed }
}

export type HeldOutRow = { family: string; kind: 'attempts' | 'ordinary'; total: number; counted: number; removed: string[]; missed: string[] }
export type HeldOutRun = { rows: HeldOutRow[]; caughtWhenHeldOut: Set<Attempt> }

const textsOf = (item: { text: string; previous?: (string | { text: string })[] }) => [
  item.text,
  ...(item.previous ?? []).map((message) => (typeof message === 'string' ? message : message.text)),
]

/**
 * Every family in turn held out: the masker is built with the vocabulary rebuilt without it, and
 * measured on that family alone (recall for attempts, messages altered for job talk).
 */
export function leaveOneFamilyOut(
  attempts: Attempt[],
  ordinary: Ordinary[],
  caught: (mask: MaskContacts, attempt: Attempt) => boolean,
  altered: (mask: MaskContacts, message: Ordinary) => boolean,
): HeldOutRun {
  const caughtWhenHeldOut = new Set<Attempt>()
  const items: { family: string; kind: 'attempts' | 'ordinary'; item: Attempt | Ordinary }[] = [
    ...attempts.map((item) => ({ family: item.class as string, kind: 'attempts' as const, item })),
    ...ordinary.map((item) => ({ family: item.class as string, kind: 'ordinary' as const, item })),
  ]
  const families = [...new Set(items.map(({ kind, family }) => `${kind}\u0000${family}`))]
  const rows = families.map((key) => {
    const [kind, family] = key.split('\u0000') as ['attempts' | 'ordinary', string]
    const inFamily = items.filter((entry) => entry.kind === kind && entry.family === family)
    const rest = items.filter((entry) => !(entry.kind === kind && entry.family === family))
    const { vocabulary, removed } = vocabularyWithout(
      inFamily.flatMap(({ item }) => textsOf(item)),
      rest.flatMap(({ item }) => textsOf(item)),
    )
    const mask = createContactMasker(serverKnowledge(vocabulary))
    const counted = inFamily.filter(({ item }) => (kind === 'attempts' ? caught(mask, item as Attempt) : altered(mask, item as Ordinary)))
    if (kind === 'attempts') counted.forEach(({ item }) => caughtWhenHeldOut.add(item as Attempt))
    const missed = kind === 'attempts' ? inFamily.filter((entry) => !counted.includes(entry)) : counted
    return { family, kind, total: inFamily.length, counted: counted.length, removed, missed: missed.map(({ item }) => item.text) }
  })
  return { rows, caughtWhenHeldOut }
}

/** Attempts caught per detector family (phone, email, handle, link, split), given how each one fared. */
export function byFamily(attempts: Attempt[], wasCaught: (attempt: Attempt) => boolean): { family: SetFamily; total: number; caught: number }[] {
  const rows = new Map<SetFamily, { family: SetFamily; total: number; caught: number }>()
  for (const attempt of attempts) {
    const family = familyOf(attempt)
    const row = rows.get(family) ?? { family, total: 0, caught: 0 }
    row.total++
    if (wasCaught(attempt)) row.caught++
    rows.set(family, row)
  }
  return [...rows.values()]
}
