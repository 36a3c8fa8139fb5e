/**
 * What makes a profile complete (spec §2 "Complete profile", fields marked *), and how
 * complete it is for ranking in the public directories (required fields count double).
 */

export const BARBER_AGE_MIN = 18
export const BARBER_AGE_MAX = 100
export const EXPERIENCE_MIN = 0
export const EXPERIENCE_MAX = 50
export const MAX_SHOP_PHOTOS = 5
/** Issue 30: a barber's portfolio of cuts, and the caption under each photo (a shop's photos take one too). */
export const MAX_PORTFOLIO_PHOTOS = 12
export const PHOTO_CAPTION_MAX = 80
export const BIO_MAX = 2000
export const MAX_SPECIALTIES = 12

/** Blank text counts as empty: the server trims text before saving, and the form's live meter scores what is typed. */
const filled = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0)

/** Any profile-shaped object: a stored document, a form's values. */
type Fields = object

const barberRequired = ['age', 'experienceYears', 'bio', 'video', 'state', 'city', 'district'] as const
const barberOptional = ['photo', 'instagram', 'specialties', 'portfolio'] as const
const shopRequired = ['name', 'cnpj', 'description', 'whatsapp', 'address', 'state', 'city', 'district'] as const
const shopOptional = ['logo', 'photos', 'instagram', 'website'] as const

function score(fields: Fields, required: readonly string[], optional: readonly string[]) {
  const profile = fields as Record<string, unknown>
  const total = required.length * 2 + optional.length
  const got = required.filter((f) => filled(profile[f])).length * 2 + optional.filter((f) => filled(profile[f])).length
  return {
    complete: required.every((f) => filled(profile[f])),
    completeness: Math.round((got / total) * 100),
    missing: required.filter((f) => !filled(profile[f])),
  }
}

export function barberCompleteness(profile: Fields) {
  return score(profile, barberRequired, barberOptional)
}

export function barbershopCompleteness(profile: Fields) {
  // A Portuguese shop's NIPC stands where a Brazilian shop's CNPJ does.
  const { cnpj, nipc } = profile as { cnpj?: unknown; nipc?: unknown }
  return score({ ...profile, cnpj: filled(cnpj) ? cnpj : nipc }, shopRequired, shopOptional)
}
