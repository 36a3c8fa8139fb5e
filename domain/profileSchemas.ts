import { z } from './validation'
import { normalizeInstagram, normalizePhone, normalizeWebsite } from './contact'
import { isValidCnpj, isValidCpf, normalizeCnpj, normalizeCpf } from './documents'
import { COUNTRIES, isValidState, normalizeState, type Country } from './locations'
import { documentMessages, genericMessages, placeMessages, profileMessages } from './messages'
import { always, displayText, tooLong } from './schemaParts'
import { BARBER_AGE_MAX, BARBER_AGE_MIN, BIO_MAX, EXPERIENCE_MAX, EXPERIENCE_MIN, MAX_SHOP_PHOTOS, MAX_SPECIALTIES } from './profiles'

/**
 * The complete-profile forms (spec §2 "Complete profile", §5): the same schemas check the form in
 * the browser and the request on the server (PUT /api/me/profile). Fields marked * in the spec are
 * required here; media are ids of files the user uploaded first.
 */

const required = (message: string = genericMessages.required) => z.string().trim().min(1, message)
/** A required name-like field, checked as it will be stored (a name of invisible characters is empty). */
const requiredName = (message: string, max: number) => displayText().pipe(z.string().min(1, message).max(max, tooLong(max)))

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z.number({ message: genericMessages.required }).int(message).min(min, message).max(max, message),
  )

const mediaId = z.coerce.number().int().positive()

const instagram = displayText()
  .optional()
  .refine((value) => !value || normalizeInstagram(value) !== null, profileMessages.instagramInvalid)
  .transform((value) => (value ? normalizeInstagram(value)! : undefined))

const place = {
  country: z.enum(COUNTRIES).default('BR'),
  state: required('Informe o estado.'),
  city: requiredName('Informe a cidade.', 80),
  district: requiredName('Informe o bairro.', 80),
}

function checkState(data: { country?: Country; state?: string }, ctx: z.RefinementCtx) {
  // Refinements run even when the country failed its own check, so anything but PT reads as Brazil.
  const country: Country = data.country === 'PT' ? 'PT' : 'BR'
  if (typeof data.state === 'string' && data.state.trim() && !isValidState(data.state, country)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: placeMessages[country].state })
  }
}

export const barberProfileSchema = z
  .object({
    name: requiredName('Informe seu nome completo.', 120),
    /** Only asked when the account has no CPF yet (an account an admin created). */
    cpf: z.string().optional(),
    age: wholeNumber(BARBER_AGE_MIN, BARBER_AGE_MAX, profileMessages.ageRange),
    experienceYears: wholeNumber(EXPERIENCE_MIN, EXPERIENCE_MAX, profileMessages.experienceRange),
    bio: required('Conte um pouco sobre você e o seu trabalho.').pipe(z.string().max(BIO_MAX, tooLong(BIO_MAX))),
    instagram,
    specialties: z
      .array(displayText().pipe(z.string().max(40, tooLong(40))))
      .max(MAX_SPECIALTIES)
      .default([]),
    photo: mediaId.optional().nullable(),
    video: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? undefined : value),
      z.coerce.number({ message: profileMessages.videoRequired }).int().positive(),
    ),
    ...place,
  })
  .superRefine((data, ctx) => {
    checkState(data, ctx)
    if (typeof data.cpf === 'string' && data.cpf.trim() !== '' && !isValidCpf(data.cpf))
      ctx.addIssue({ code: 'custom', path: ['cpf'], message: documentMessages.cpf.invalid })
  }, always)
  .transform((data) => ({
    ...data,
    cpf: data.cpf?.trim() ? normalizeCpf(data.cpf) : undefined,
    state: normalizeState(data.state, data.country),
    // A specialty of invisible characters only is no specialty (the server drops it too).
    specialties: [...new Set(data.specialties.filter(Boolean))],
  }))

export const shopProfileSchema = z
  .object({
    name: requiredName('Informe o nome fantasia da barbearia.', 120),
    /** Only asked when the shop has no CNPJ yet (an account an admin created); then only support changes it. */
    cnpj: z
      .string()
      .optional()
      .refine((value) => !value?.trim() || isValidCnpj(value), documentMessages.cnpj.invalid)
      .transform((value) => (value?.trim() ? normalizeCnpj(value) : undefined)),
    description: required('Conte como é a sua barbearia.').pipe(z.string().max(2000, tooLong(2000))),
    whatsapp: required('Informe o telefone ou WhatsApp.')
      .refine((value) => normalizePhone(value) !== null, profileMessages.phoneInvalid)
      .transform((value) => normalizePhone(value)!),
    instagram,
    website: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || normalizeWebsite(value) !== null, profileMessages.urlInvalid)
      .transform((value) => (value ? normalizeWebsite(value)! : undefined)),
    address: requiredName('Informe o endereço completo.', 200),
    logo: mediaId.optional().nullable(),
    /** Extra selections beyond 5 are dropped (spec §5). */
    photos: z
      .array(mediaId)
      .default([])
      .transform((ids) => [...new Set(ids)].slice(0, MAX_SHOP_PHOTOS)),
    ...place,
  })
  .superRefine(checkState, always)
  .transform((data) => ({ ...data, state: normalizeState(data.state, data.country) }))

export type BarberProfileInput = z.input<typeof barberProfileSchema>
export type BarberProfileData = z.output<typeof barberProfileSchema>
export type ShopProfileInput = z.input<typeof shopProfileSchema>
export type ShopProfileData = z.output<typeof shopProfileSchema>
