import type { MaskContacts, PreviousMessage } from '#domain/contactMasking'
import { SET_FAMILIES, type MaskingSet, type SetAttempt, type SetFamily, type SetOrdinary, type SetPrevious } from '../fixtures/maskingSet'

/**
 * The blind set of issue 37: attempts and ordinary messages written by someone who never read the
 * detector, frozen in tests/fixtures/masking-blind/ (attempts.json, ordinary.json, the format of
 * tests/fixtures/maskingSet.ts) and never tuned on. The bench reads whatever set that folder holds
 * when it runs, and reports it apart, per family. When a miss from it is fixed, the set moves to the
 * tuning corpus (as each round did: tests/fixtures/masking-tuning-round1/ to -round7/) and a new blind set is written.
 */

const asContext = (previous: SetPrevious[] | undefined): { previousMessages?: PreviousMessage[] } => (previous ? { previousMessages: previous } : {})

/** Caught: something masked, the reason among the reasons, and no part that must be hidden left in what comes back. */
function blindCaught(mask: MaskContacts, attempt: SetAttempt): boolean {
  const result = mask(attempt.text, asContext(attempt.previous))
  return result.masked && result.reasons.includes(attempt.reason) && attempt.mustHide.every((part) => !result.text.includes(part))
}

const blindAltered = (mask: MaskContacts, message: SetOrdinary) => mask(message.text, asContext(message.previous)).text !== message.text

export type BlindFigures = {
  families: { family: SetFamily; total: number; caught: number; missed: SetAttempt[] }[]
  ordinary: { total: number; altered: SetOrdinary[] }
}

/** Per family how many attempts were caught, and which ordinary messages were altered. */
export function blindFigures(mask: MaskContacts, set: MaskingSet): BlindFigures {
  return {
    families: SET_FAMILIES.map((family) => {
      const attempts = set.attempts.filter((attempt) => attempt.family === family)
      const missed = attempts.filter((attempt) => !blindCaught(mask, attempt))
      return { family, total: attempts.length, caught: attempts.length - missed.length, missed }
    }),
    ordinary: { total: set.ordinary.length, altered: set.ordinary.filter((message) => blindAltered(mask, message)) },
  }
}
