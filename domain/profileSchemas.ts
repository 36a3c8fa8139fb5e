import { z } from 'zod'
import { normalizeInstagram, normalizePhone, normalizeWebsite } from './contact'
import { isValidCnpj, isValidCpf, normalizeCnpj, normalizeCpf } from './documents'
import { COUNTRIES, isValidState, normalizeState, type Country } from './locations'
import { documentMessages, genericMessages, profileMessages } from './messages'
import { always, optionalText, tooLong } from './schemaParts'
import { BARBER_AGE_MAX, BARBER_AGE_MIN, BIO_MAX, EXPERIENCE_MAX, EXPERIENCE_MIN, MAX_SHOP_PHOTOS, MAX_SPECIALTIES } from './profiles'

/**
 * The complete-profile forms (spec §2 "Complete profile", §5): the same schemas check the form in
 * the browser and the request on the server (PUT /api/me/profile). Fields marked * in the spec are
 * required here; media are ids of files the user uploaded first.
 */

const required = (message: string = genericMessages.required) => z.string().trim().min(1, message)

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z.number({ message: genericMessages.required }).int(message).min(min, message).max(max, message),
  )

const mediaId = z.coerce.number().int().positive()

const instagram = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || normalizeInstagram(value) !== null, profileMessages.instagramInvalid)
  .transform((value) => (value ? normalizeInstagram(value)! : undefined))

const place = {
  country: z.enum(COUNTRIES).default('BR'),
  state: required('Informe o estado.'),
  city: required('Informe a cidade.').pipe(z.string().max(80)),
  district: required('Informe o bairro.').pipe(z.string().max(80)),
}

function checkState(data: { country?: Country; state?: string }, ctx: z.RefinementCtx) {
  if (typeof data.state === 'string' && data.state.trim() && !isValidState(data.state, data.country ?? 'BR')) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: profileMessages.stateInvalid })
  }
}

export const barberProfileSchema = z
  .object({
    name: required('Informe seu nome completo.').pipe(z.string().max(120)),
    /** Only asked when the account has no CPF yet (an account an admin created). */
    cpf: z.string().optional(),
    age: wholeNumber(BARBER_AGE_MIN, BARBER_AGE_MAX, profileMessages.ageRange),
    experienceYears: wholeNumber(EXPERIENCE_MIN, EXPERIENCE_MAX, profileMessages.experienceRange),
    bio: required('Conte um pouco sobre você e o seu trabalho.').pipe(z.string().max(BIO_MAX, tooLong(BIO_MAX))),
    instagram,
    specialties: z.array(z.string().trim().min(1).max(40)).max(MAX_SPECIALTIES).default([]),
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
    specialties: [...new Set(data.specialties)],
  }))

export const shopProfileSchema = z
  .object({
    name: required('Informe o nome fantasia da barbearia.').pipe(z.string().max(120)),
    cnpj: required(documentMessages.cnpj.required).refine(isValidCnpj, documentMessages.cnpj.invalid).transform(normalizeCnpj),
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
    address: required('Informe o endereço completo.').pipe(z.string().max(200)),
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
