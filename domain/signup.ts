import { z } from './validation'
import { isValidEmail, normalizePhone } from './contact'
import { documentKindFor, isValidDocument, normalizeDocument } from './documents'
import { COUNTRIES } from './locations'
import { documentMessages } from './messages/documents'
import { phoneInvalidMessages } from './messages/profiles'
import { resetMessages, signupMessages } from './messages/auth'
import { USER_TYPES } from './roles'
import { always, displayText, emailAddress, tooLong } from './schemaParts'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

const signupFieldMessages = {
  userType: 'Escolha o tipo de conta: Sou Barbeiro ou Sou Barbearia.',
  nameRequired: 'Informe seu nome completo.',
  tradeNameRequired: 'Informe o nome da barbearia.',
  phoneRequired: 'Informe seu telefone ou WhatsApp.',
  country: 'Escolha o país: Brasil ou Portugal.',
} as const

/**
 * Sign-up (spec §4): the same schema validates the form as the user types and the request on the
 * server. The country comes first and decides the document (a CPF or CNPJ in Brazil, a NIF or NIPC
 * in Portugal, documentKindFor) and how a phone typed without its code is read. A request without
 * a country is Brazilian, as every sign-up was before Portugal.
 */
export const signupSchema = z
  .object({
    country: z.enum(COUNTRIES, { message: signupFieldMessages.country }).default('BR'),
    userType: z.enum(USER_TYPES, { message: signupFieldMessages.userType }),
    name: displayText().pipe(z.string().max(120, tooLong(120))),
    document: z.string().max(30),
    phone: z.string().max(30),
    email: emailAddress(),
    password: z.string().min(PASSWORD_MIN_LENGTH, signupMessages.passwordTooShort).max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
  })
  .superRefine((data, ctx) => {
    const userType = USER_TYPES.includes(data.userType) ? data.userType : 'barber'
    // Refinements run even when the country failed its own check, so anything but PT reads as Brazil.
    const country = data.country === 'PT' ? 'PT' : 'BR'
    if (typeof data.name === 'string' && data.name.trim().length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: userType === 'barbershop' ? signupFieldMessages.tradeNameRequired : signupFieldMessages.nameRequired,
      })
    }
    const kind = documentKindFor(userType, country)
    const document = typeof data.document === 'string' ? data.document : ''
    if (!document.trim()) ctx.addIssue({ code: 'custom', path: ['document'], message: documentMessages[kind].required })
    else if (!isValidDocument(kind, document)) ctx.addIssue({ code: 'custom', path: ['document'], message: documentMessages[kind].invalid })
    const phone = typeof data.phone === 'string' ? data.phone : ''
    if (!phone.trim()) ctx.addIssue({ code: 'custom', path: ['phone'], message: signupFieldMessages.phoneRequired })
    else if (!normalizePhone(phone, country)) ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneInvalidMessages[country] })
  }, always)
  .transform((data) => ({
    ...data,
    document: normalizeDocument(documentKindFor(data.userType, data.country), data.document),
    phone: normalizePhone(data.phone, data.country)!,
  }))

export type SignupInput = z.input<typeof signupSchema>
export type SignupData = z.output<typeof signupSchema>

/** POST /api/signup's 201: `trialDays` is 0 when the document already had a trial (domain/account.ts `trialDaysOf`). */
export type SignupReply = { email: string; userType: SignupData['userType']; trialDays: number }

export const loginSchema = z.object({
  email: z.string().trim().refine(isValidEmail, signupMessages.emailInvalid),
  password: z.string().min(1, 'Informe sua senha.'),
})

export const forgotPasswordSchema = z.object({
  email: z.string().trim().refine(isValidEmail, signupMessages.emailInvalid),
})

/** Spec §5: the new password and its confirmation, with the spec's titles and descriptions. */
export const resetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, signupMessages.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    confirmation: z.string(),
  })
  .refine((data) => data.password === data.confirmation, { path: ['confirmation'], message: resetMessages.mismatch })

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000
/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
