import type { CollectionBeforeChangeHook } from 'payload'
import type { Application } from '#payload-types'
import { publicText } from '#infra/contactMasking'

/**
 * A text answer to a screening question is read by the shop before any hire, so it follows the
 * contact policy like the message beside it (decision 0029): stored in its public form, the words
 * as written in `originalAnswer` for the barber and admins. Every write masks them again from the
 * originals, as maskPublicTexts does for the row's other texts, so a row it marks as masked under
 * the current rules is wholly so; the re-mask sweep (infra/database/remaskPublicTexts.ts) does the
 * same for rows of an older version.
 */
export const maskApplicationAnswers: CollectionBeforeChangeHook<Application> = ({ data, operation, originalDoc }) => {
  if (!data) return data
  const rows = operation === 'create' ? data.answers : (originalDoc?.answers ?? data.answers)
  if (!rows?.length) return data
  data.answers = rows.map((row) => {
    if (row.kind !== 'text') return { ...row, originalAnswer: null }
    const written = operation === 'create' ? row.answer : (row.originalAnswer ?? row.answer)
    return typeof written === 'string' ? { ...row, answer: publicText(written), originalAnswer: written } : row
  })
  return data
}
