import { z } from './validation'
import { INVITATION_NOTE_MAX } from './invitations'
import { invitationMessages } from './messages/invitations'

/**
 * The invitations' forms (decision 0067), apart from domain/invitations.ts so that the screens
 * which only show invitations do not load zod (decision 0050).
 */

/** 'Convidar para uma vaga': one of the shop's active jobs and an optional note. */
export const inviteFormSchema = z.object({
  // The select's value: a job's id as text, empty until one is picked.
  job: z
    .string({ error: invitationMessages.pickJob })
    .regex(/^[1-9]\d{0,9}$/, { error: invitationMessages.pickJob })
    .transform(Number),
  note: z
    .string()
    .trim()
    .max(INVITATION_NOTE_MAX, { error: invitationMessages.noteTooLong(INVITATION_NOTE_MAX) }),
})
export type InviteForm = z.output<typeof inviteFormSchema>

/**
 * `PATCH /api/me/settings`: the account's switches the settings screen saves, by the names the
 * issue gives them (`invitations`); nothing else is accepted.
 */
export const accountSettingsSchema = z.strictObject(
  { invitations: z.boolean({ error: invitationMessages.switchInvalid }).optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? invitationMessages.unknown : invitationMessages.switchInvalid) },
)
