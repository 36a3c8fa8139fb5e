import { z } from './validation'
import { accountSecurityMessages, resetMessages, signupMessages } from './messages/auth'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './signup'
import { emailAddress, tooLong } from './schemaParts'

/** How long the link sent to a new e-mail address confirms the change. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

const currentPassword = z
  .string({ error: accountSecurityMessages.currentPasswordRequired })
  .min(1, accountSecurityMessages.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))

const newPassword = z
  .string({ error: signupMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, signupMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH))

/** POST /api/me/password: the current password proves who asks. */
export const changePasswordSchema = z
  .object({ currentPassword, newPassword })
  .refine((data) => data.newPassword !== data.currentPassword, { path: ['newPassword'], message: accountSecurityMessages.samePassword })

/** The form adds the confirmation of the new password (spec §5's reset rules). */
export const changePasswordFormSchema = z
  .object({ currentPassword, newPassword, confirmation: z.string() })
  .refine((data) => data.newPassword !== data.currentPassword, { path: ['newPassword'], message: accountSecurityMessages.samePassword })
  .refine((data) => data.newPassword === data.confirmation, { path: ['confirmation'], message: resetMessages.mismatch })

/** POST /api/me/email: the current password, and the new address that must confirm itself. */
export const changeEmailSchema = z.object({
  newEmail: emailAddress(),
  currentPassword,
})

/** POST /api/auth/confirm-email: the token of the link sent to the new address. */
export const confirmEmailChangeSchema = z.object({ token: z.string().regex(/^[a-f0-9]{64}$/) })

export type ChangePasswordData = z.output<typeof changePasswordSchema>
export type ChangeEmailData = z.output<typeof changeEmailSchema>
