import { z } from './validation'
import { normalizeInstagram, normalizePhone, normalizeWebsite } from './contact'
import { documentKindFor, isValidDocument, normalizeDocument, profileDocumentKinds } from './documents'
import { COUNTRIES, normalizePlace, placeError, type Country } from './locations'
import { cepState, normalizePostalCode, postalCodeMessages } from './postalCodes'
import { documentMessages } from './messages/documents'
import { genericMessages, validationMessages } from './messages/common'
import { phoneInvalidMessages, placeMessages, placeRequiredMessages, profileMediaMessages, profileMessages } from './messages/profiles'
import { always, displayText, documentIdField, numberFromForm, tooLong } from './schemaParts'
import {
  BARBER_AGE_MAX,
  BARBER_AGE_MIN,
  BIO_MAX,
  EXPERIENCE_MAX,
  EXPERIENCE_MIN,
  MAX_PORTFOLIO_PHOTOS,
  MAX_SHOP_PHOTOS,
  MAX_SPECIALTIES,
  PHOTO_CAPTION_MAX,
} from './profiles'

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
    (value) => (value === '' || value === null || value === undefined ? undefined : numberFromForm(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? genericMessages.required : validationMessages.number) })
      .int(message)
      .min(min, message)
      .max(max, message),
  )

const mediaId = documentIdField()

/**
 * A photo of a portfolio or of a shop's photos, in the order shown: its media id, or `{ media,
 * caption }`. A caption given (empty clears it) is written on the photo, where it is masked like
 * every public text; a bare id leaves the photo's caption as it is.
 */
const photoEntrySchema = z.union([
  mediaId.transform((media) => ({ media, caption: undefined as string | null | undefined })),
  z.object({
    media: mediaId,
    caption: z
      .union([displayText().pipe(z.string().max(PHOTO_CAPTION_MAX, profileMediaMessages.captionTooLong(PHOTO_CAPTION_MAX))), z.null()])
      .optional()
      .transform((caption) => (caption === undefined ? undefined : caption || null)),
  }),
])
export type PhotoEntry = z.output<typeof photoEntrySchema>

/** One entry per photo: a photo listed twice keeps its first place. */
const distinctPhotos = (entries: PhotoEntry[]) => entries.filter((entry, index) => entries.findIndex((other) => other.media === entry.media) === index)

const instagram = displayText()
  .optional()
  .refine((value) => !value || normalizeInstagram(value) !== null, profileMessages.instagramInvalid)
  .transform((value) => (value ? normalizeInstagram(value)! : undefined))

/** Required, but said in the country's words ('Escolha o distrito.'), which only the whole form knows: checkPlace. */
const place = {
  country: z.enum(COUNTRIES).default('BR'),
  state: z.string({ error: genericMessages.required }).trim(),
  city: displayText().pipe(z.string().max(80, tooLong(80))),
  district: displayText().pipe(z.string().max(80, tooLong(80))),
  /** Optional: the CEP or código postal, stored written one way ('01310-100', '1100-148'). */
  postalCode: z.string().trim().max(12).optional(),
}

// Refinements run even when the country failed its own check, so anything but PT reads as Brazil.
const countryOf = (data: { country?: unknown }): Country => (data.country === 'PT' ? 'PT' : 'BR')

/**
 * Each level given, in the country's words (Estado, Cidade, Bairro; Distrito, Concelho, Freguesia);
 * the state in the country's list; in Portugal the city a concelho of that distrito (domain/locations.ts).
 */
function checkPlace(data: { country?: Country; state?: string; city?: string; district?: string; postalCode?: string }, ctx: z.RefinementCtx) {
  const country = countryOf(data)
  // Refinements run even when the field failed its own type check: only a text is read as a code.
  if (typeof data.postalCode === 'string' && data.postalCode) {
    const uf = country === 'BR' ? cepState(data.postalCode) : null
    if (!normalizePostalCode(data.postalCode, country)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeMessages.invalid[country] })
    else if (uf && typeof data.state === 'string' && data.state.trim() && data.state.trim().toUpperCase() !== uf)
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postalCodeMessages.otherState(uf) })
  }
  for (const level of ['state', 'city', 'district'] as const) {
    if (typeof data[level] === 'string' && !data[level].trim()) ctx.addIssue({ code: 'custom', path: [level], message: placeRequiredMessages[country][level] })
  }
  if (typeof data.state !== 'string' || !data.state.trim()) return
  // An empty city has its own message (required); only a typed one is checked against the state.
  const city = typeof data.city === 'string' ? data.city : ''
  const wrong = placeError({ country, state: data.state, city })
  if (wrong === 'state' || (wrong === 'city' && city.trim())) ctx.addIssue({ code: 'custom', path: [wrong], message: placeMessages[country][wrong] })
}

/**
 * The document of the profile's country, when one is typed: only asked while the profile has none
 * (an account an admin created); the route then requires it.
 */
function checkDocument(userType: 'barber' | 'barbershop') {
  return (data: Partial<Record<'cpf' | 'cnpj' | 'nif' | 'nipc', string>> & { country?: Country }, ctx: z.RefinementCtx) => {
    const kind = documentKindFor(userType, countryOf(data))
    const value = data[kind]
    if (typeof value === 'string' && value.trim() !== '' && !isValidDocument(kind, value))
      ctx.addIssue({ code: 'custom', path: [kind], message: documentMessages[kind].invalid })
  }
}

/** The typed document of the profile's country, normalized; the other country's kind is dropped. */
function documentOf(userType: 'barber' | 'barbershop', data: Partial<Record<'cpf' | 'cnpj' | 'nif' | 'nipc', string>> & { country: Country }) {
  const kind = documentKindFor(userType, data.country)
  const documents = Object.fromEntries(profileDocumentKinds[userType].map((each) => [each, undefined])) as Record<string, string | undefined>
  const value = data[kind]
  documents[kind] = value?.trim() ? normalizeDocument(kind, value) : undefined
  return documents
}

export const barberProfileSchema = z
  .object({
    name: requiredName('Informe seu nome completo.', 120),
    /** Only asked when the account has no document yet (an account an admin created): a CPF in Brazil, a NIF in Portugal. */
    cpf: z.string().max(30).optional(),
    nif: z.string().max(30).optional(),
    age: wholeNumber(BARBER_AGE_MIN, BARBER_AGE_MAX, profileMessages.ageRange),
    experienceYears: wholeNumber(EXPERIENCE_MIN, EXPERIENCE_MAX, profileMessages.experienceRange),
    bio: required('Conte um pouco sobre você e o seu trabalho.').pipe(z.string().max(BIO_MAX, tooLong(BIO_MAX))),
    instagram,
    specialties: z
      .array(displayText().pipe(z.string().max(40, tooLong(40))))
      .max(MAX_SPECIALTIES)
      .default([]),
    photo: mediaId.optional().nullable(),
    portfolio: z
      .array(photoEntrySchema)
      .default([])
      .transform(distinctPhotos)
      .refine((entries) => entries.length <= MAX_PORTFOLIO_PHOTOS, profileMediaMessages.portfolioTooMany(MAX_PORTFOLIO_PHOTOS)),
    video: z.preprocess((value) => (value === '' || value === null ? undefined : value), documentIdField(profileMessages.videoRequired)),
    ...place,
  })
  .superRefine((data, ctx) => {
    checkPlace(data, ctx)
    checkDocument('barber')(data, ctx)
  }, always)
  .transform((data) => ({
    ...data,
    ...documentOf('barber', data),
    ...normalizePlace(data),
    // A specialty of invisible characters only is no specialty (the server drops it too).
    specialties: [...new Set(data.specialties.filter(Boolean))],
  }))

export const shopProfileSchema = z
  .object({
    name: requiredName('Informe o nome fantasia da barbearia.', 120),
    /** Only asked when the shop has no document yet (an account an admin created): a CNPJ in Brazil, a NIPC in Portugal; then only support changes it. */
    cnpj: z.string().max(30).optional(),
    nipc: z.string().max(30).optional(),
    description: required('Conte como é a sua barbearia.').pipe(z.string().max(2000, tooLong(2000))),
    /** Read in the profile's country when typed without a code (checked below). */
    whatsapp: required('Informe o telefone ou WhatsApp.'),
    instagram,
    website: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || normalizeWebsite(value) !== null, profileMessages.urlInvalid)
      .transform((value) => (value ? normalizeWebsite(value)! : undefined)),
    address: requiredName('Informe o endereço completo.', 200),
    logo: mediaId.optional().nullable(),
    /**
     * At most 5 (spec §5). The picker keeps the first 5 of a larger selection and says so; a request
     * with more is refused in the same words, as the portfolio's is, never cut down without a word.
     */
    photos: z
      .array(photoEntrySchema)
      .default([])
      .transform(distinctPhotos)
      .superRefine((entries, ctx) => {
        if (entries.length > MAX_SHOP_PHOTOS)
          ctx.addIssue({ code: 'custom', message: profileMediaMessages.photosOverLimit(MAX_SHOP_PHOTOS, entries.length - MAX_SHOP_PHOTOS) })
      }),
    ...place,
  })
  .superRefine((data, ctx) => {
    checkPlace(data, ctx)
    checkDocument('barbershop')(data, ctx)
    const country = countryOf(data)
    if (typeof data.whatsapp === 'string' && data.whatsapp.trim() && normalizePhone(data.whatsapp, country) === null)
      ctx.addIssue({ code: 'custom', path: ['whatsapp'], message: phoneInvalidMessages[country] })
  }, always)
  .transform((data) => ({
    ...data,
    ...documentOf('barbershop', data),
    ...normalizePlace(data),
    whatsapp: normalizePhone(data.whatsapp, data.country)!,
  }))

export type BarberProfileInput = z.input<typeof barberProfileSchema>
export type BarberProfileData = z.output<typeof barberProfileSchema>
export type ShopProfileInput = z.input<typeof shopProfileSchema>
export type ShopProfileData = z.output<typeof shopProfileSchema>
