/**
 * One policy for every text a person writes and another reads before a hire (issue 23): bios,
 * specialties, shop names and descriptions, job titles and descriptions, review comments and
 * answers, display names, photo descriptions. The text is masked when it is written and stored in its public form; the
 * original is kept beside it for its author and admins. docs/decisions/0029-contacts-masked-at-write-time.md.
 */

/**
 * The version of the rules that made the stored public texts. Raise it whenever `maskContacts`
 * (infra/contactMasking.ts) may give another result for a stored text: every row masked under an
 * older version is masked again from its original (infra/database/remaskPublicTexts.ts), at boot
 * and by a sweep. tests/unit/contact-policy.test.ts fails when the rules' output changes and this
 * number did not.
 */
export const CONTACT_POLICY_VERSION = 5

/**
 * Per collection, the fields stored in their public form, each with the field of the same row
 * that names its author (who reads the original besides admins): `id` for the account itself.
 * Copies of these texts elsewhere (a job's shop name and district) are copies of the public form.
 */
export const PUBLIC_TEXT_FIELDS = {
  users: { name: 'id' },
  barbers: { name: 'user', bio: 'user', district: 'user', specialties: 'user' },
  barbershops: { name: 'user', description: 'user', address: 'user', district: 'user' },
  jobs: { title: 'shopUser', description: 'shopUser', salary: 'shopUser', schedule: 'shopUser', payNote: 'shopUser' },
  reviews: { comment: 'author', answer: 'subjectUser' },
  /** A shop's photo description is its picture's alt text on the public page; a caption shows under a portfolio or shop photo. */
  media: { alt: 'user', caption: 'user' },
  /** The message a barber sends with an application, read by the shop (issue 40); the text answers are masked the same way (maskApplicationAnswers). */
  applications: { message: 'barberUser' },
  /** The note a shop adds to an invitation, read by the barber (issue 40, decision 0067). */
  invitations: { note: 'shopUser' },
} as const satisfies Record<string, Record<string, string>>

export type PublicTextCollection = keyof typeof PUBLIC_TEXT_FIELDS

/**
 * A record as its author wrote it: the `original` group (which only the author and admins receive)
 * in place of the public forms, for the author's own forms and the admins' console. For anyone
 * else there is no `original`, and the record comes back as it is.
 */
export function asWritten<T extends object>(doc: T): T {
  const { original, ...rest } = doc as T & { original?: Record<string, unknown> | null }
  if (!original || typeof original !== 'object') return doc
  const written = Object.fromEntries(Object.entries(original).filter(([, value]) => value !== undefined))
  return { ...rest, ...written } as T
}
