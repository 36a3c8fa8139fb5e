import type { Field } from 'payload'
import { adminOrUndocumentedProfile } from '#access/adminOrUndocumentedProfile'
import { adminOwnerOrHiredCounterpartField } from '#access/adminOwnerOrHiredCounterpartField'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { COUNTRIES, countryLabels } from '#domain/locations'
import { normalizeCityName } from './normalizeCityName'
import { normalizeDisplayText } from './normalizeDisplayText'
import { normalizeInstagramHandle } from './normalizeInstagramHandle'
import { normalizeStateCode } from './normalizeStateCode'
import { normalizePostalCodeField } from './normalizePostalCodeField'
import { validatePostalCode } from './validatePostalCode'
import { adminOrProfileOwnerField } from '#access/adminOrProfileOwnerField'
import { validateCity } from './validateCity'
import { validateInstagramHandle } from './validateInstagramHandle'
import { validateState } from './validateState'

/** Fields that barbers and barbershops share: owner, place, Instagram, reputation and ranking. */

export const ownerField: Field = {
  name: 'user',
  label: 'Conta',
  type: 'relationship',
  relationTo: 'users',
  maxDepth: 0,
  required: true,
  unique: true,
  index: true,
  access: { update: isAdmin },
}

/** A contact field (decision 0030): read by the owner, admins and a counterpart with a hire. */
export const instagramField = (profiles: 'barbers' | 'barbershops'): Field => ({
  name: 'instagram',
  label: 'Instagram',
  type: 'text',
  maxLength: 60,
  hooks: { beforeValidate: [normalizeDisplayText, normalizeInstagramHandle] },
  validate: validateInstagramHandle,
  access: { read: adminOwnerOrHiredCounterpartField(profiles) },
})

/**
 * The seat of the place's municipality or concelho (decision 0045), written by the server alone
 * (hooks/fillCoordinates.ts, and for jobs their shop's copy): public, at the precision of the city
 * the profile already shows.
 */
const coordinateFields: Field[] = [
  { name: 'lat', label: 'Latitude (sede do município)', type: 'number', access: { create: nobody, update: nobody } },
  { name: 'lng', label: 'Longitude (sede do município)', type: 'number', access: { create: nobody, update: nobody } },
]

export const locationFields: Field[] = [
  {
    name: 'country',
    label: 'País',
    type: 'select',
    options: COUNTRIES.map((value) => ({ value, label: countryLabels[value] })),
    defaultValue: 'BR',
    required: true,
    index: true,
    access: { update: adminOrUndocumentedProfile },
  },
  {
    name: 'state',
    label: 'Estado',
    type: 'text',
    maxLength: 40,
    index: true,
    hooks: { beforeValidate: [normalizeStateCode] },
    validate: validateState(),
  },
  {
    name: 'city',
    label: 'Cidade',
    type: 'text',
    maxLength: 80,
    index: true,
    hooks: { beforeValidate: [normalizeCityName] },
    validate: validateCity,
  },
  { name: 'district', label: 'Bairro', type: 'text', maxLength: 80, hooks: { beforeValidate: [normalizeDisplayText] } },
  /** The CEP or código postal: read by the owner and admins only (with the city it can point at a street). */
  {
    name: 'postalCode',
    label: 'CEP ou código postal',
    type: 'text',
    maxLength: 12,
    hooks: { beforeValidate: [normalizePostalCodeField] },
    validate: validatePostalCode,
    access: { read: adminOrProfileOwnerField },
  },
  ...coordinateFields,
]

/**
 * The rating is the average of the published reviews (hooks/refreshRating.ts), written by the
 * server alone; the verified seal is an admin's.
 */
export const reputationFields: Field[] = [
  { name: 'rating', label: 'Avaliação', type: 'number', min: 0, max: 5, access: { create: nobody, update: nobody } },
  { name: 'ratingCount', label: 'Avaliações', type: 'number', defaultValue: 0, min: 0, access: { create: nobody, update: nobody } },
  { name: 'verified', label: 'Verificado', type: 'checkbox', defaultValue: false, index: true, access: { create: isAdmin, update: isAdmin } },
]

/** Derived by scoreProfileCompleteness on every save. */
export const completenessFields: Field[] = [
  { name: 'profileComplete', type: 'checkbox', defaultValue: false, access: { create: nobody, update: nobody } },
  { name: 'completeness', type: 'number', defaultValue: 0, index: true, access: { create: nobody, update: nobody } },
  /** Set when the owner deleted the account: the row stays as 'Conta removida' for what others hold, and its page answers 404. */
  { name: 'removedAt', type: 'date', access: { create: nobody, update: nobody } },
]
