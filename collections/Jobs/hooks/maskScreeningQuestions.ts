import type { CollectionBeforeChangeHook } from 'payload'
import type { Job } from '#payload-types'
import { publicText } from '#infra/contactMasking'

type Question = NonNullable<Job['screeningQuestions']>[number]

/**
 * A screening question is read by every barber before a hire, so it follows the contact policy
 * like the job's other texts (decision 0029): `text` holds its public form and `originalText` the
 * words as the shop wrote them (read by the shop and admins). As maskPublicTexts does for a field,
 * a row sent back with the public text it read (the console echoing a record) keeps its original;
 * a different text becomes the new original. Every write masks them all again, so a job marked as
 * masked under the current rules is wholly so; the re-mask sweep does the same for older rows.
 */
export const maskScreeningQuestions: CollectionBeforeChangeHook<Job> = ({ data, originalDoc }) => {
  if (!data?.screeningQuestions) return data
  const stored = new Map((originalDoc?.screeningQuestions ?? []).filter((row) => row.id).map((row) => [row.id!, row]))
  data.screeningQuestions = data.screeningQuestions.map((row: Question) => {
    const before = row.id ? stored.get(row.id) : undefined
    const original = before && row.text === before.text ? (before.originalText ?? before.text) : row.text
    return { ...row, text: publicText(original), originalText: original }
  })
  return data
}
