import { privacyMessages } from './privacy'
import { z } from './validation'

/** 'Eliminar a minha conta' asks the password again; apart from privacy.ts, so the screens that only show its texts (sign-up, the panel) load no zod. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: privacyMessages.passwordRequired }).min(1, privacyMessages.passwordRequired).max(200, privacyMessages.passwordWrong),
})
