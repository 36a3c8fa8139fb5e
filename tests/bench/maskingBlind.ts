import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ContactKind, MaskContacts, PreviousMessage } from '#domain/contactMasking'

/**
 * The blind set of issue 37: attempts and ordinary messages written by someone who never read the
 * detector, frozen in tests/fixtures/masking-blind/ (attempts.json, ordinary.json) and never tuned
 * on. The bench reads it when it is there and reports it apart, per family. When a miss from it is
 * fixed, the message moves to the tuning corpus and a new blind set is written.
 */

const BLIND_FAMILIES = ['phone', 'email', 'handle', 'link', 'split'] as const
export type BlindFamily = (typeof BLIND_FAMILIES)[number]

type BlindPrevious = { text: string; fromOtherParty: boolean }
type BlindAttempt = {
  id: string
  family: BlindFamily
  reason: ContactKind
  country: string
  text: string
  previous?: BlindPrevious[]
  /** Parts that must be gone from what the other party reads (a mailbox's name, both halves of a number). */
  mustHide: string[]
}
type BlindOrdinary = { id: string; category: string; country: string; text: string; previous?: BlindPrevious[] }
export type BlindSet = { attempts: BlindAttempt[]; ordinary: BlindOrdinary[] }

const KINDS: readonly string[] = ['phone', 'email', 'handle', 'link']

const isPrevious = (value: unknown): value is BlindPrevious[] =>
  Array.isArray(value) && value.every((item) => typeof item?.text === 'string' && typeof item?.fromOtherParty === 'boolean')

function checkedAttempt(item: Record<string, unknown>, index: number): BlindAttempt {
  const where = `attempts.json[${index}]`
  if (typeof item.id !== 'string' || typeof item.text !== 'string' || typeof item.country !== 'string')
    throw new Error(`${where}: id, country and text are strings`)
  if (!(BLIND_FAMILIES as readonly string[]).includes(item.family as string)) throw new Error(`${where}: family is one of ${BLIND_FAMILIES.join(', ')}`)
  if (!KINDS.includes(item.reason as string)) throw new Error(`${where}: reason is one of ${KINDS.join(', ')}`)
  if (!Array.isArray(item.mustHide) || !item.mustHide.every((part) => typeof part === 'string')) throw new Error(`${where}: mustHide is a list of strings`)
  if (item.previous !== undefined && !isPrevious(item.previous)) throw new Error(`${where}: previous is a list of { text, fromOtherParty }`)
  return item as unknown as BlindAttempt
}

function checkedOrdinary(item: Record<string, unknown>, index: number): BlindOrdinary {
  const where = `ordinary.json[${index}]`
  if (['id', 'category', 'country', 'text'].some((key) => typeof item[key] !== 'string'))
    throw new Error(`${where}: id, category, country and text are strings`)
  if (item.previous !== undefined && !isPrevious(item.previous)) throw new Error(`${where}: previous is a list of { text, fromOtherParty }`)
  return item as unknown as BlindOrdinary
}

function readList(file: string): Record<string, unknown>[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(parsed)) throw new Error(`${path.basename(file)} holds a list`)
  return parsed as Record<string, unknown>[]
}

/** The blind set in `folder`, or nothing when it is not there yet; a file in another shape is an error, not an empty set. */
export function loadBlindSet(folder: string): BlindSet | undefined {
  const [attemptsFile, ordinaryFile] = [path.join(folder, 'attempts.json'), path.join(folder, 'ordinary.json')]
  if (!existsSync(attemptsFile) && !existsSync(ordinaryFile)) return undefined
  return {
    attempts: existsSync(attemptsFile) ? readList(attemptsFile).map(checkedAttempt) : [],
    ordinary: existsSync(ordinaryFile) ? readList(ordinaryFile).map(checkedOrdinary) : [],
  }
}

const asContext = (previous: BlindPrevious[] | undefined): { previousMessages?: PreviousMessage[] } => (previous ? { previousMessages: previous } : {})

/** Caught: something masked, the reason among the reasons, and no part that must be hidden left in what comes back. */
function blindCaught(mask: MaskContacts, attempt: BlindAttempt): boolean {
  const result = mask(attempt.text, asContext(attempt.previous))
  return result.masked && result.reasons.includes(attempt.reason) && attempt.mustHide.every((part) => !result.text.includes(part))
}

const blindAltered = (mask: MaskContacts, message: BlindOrdinary) => mask(message.text, asContext(message.previous)).text !== message.text

export type BlindFigures = {
  families: { family: BlindFamily; total: number; caught: number; missed: BlindAttempt[] }[]
  ordinary: { total: number; altered: BlindOrdinary[] }
}

/** Per family how many attempts were caught, and which ordinary messages were altered. */
export function blindFigures(mask: MaskContacts, set: BlindSet): BlindFigures {
  return {
    families: BLIND_FAMILIES.map((family) => {
      const attempts = set.attempts.filter((attempt) => attempt.family === family)
      const missed = attempts.filter((attempt) => !blindCaught(mask, attempt))
      return { family, total: attempts.length, caught: attempts.length - missed.length, missed }
    }),
    ordinary: { total: set.ordinary.length, altered: set.ordinary.filter((message) => blindAltered(mask, message)) },
  }
}
