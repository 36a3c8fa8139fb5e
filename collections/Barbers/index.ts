import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '#access/adminOrOwner'
import { adminOrFirstValueField } from '#access/adminOrFirstValueField'
import { adminOrProfileOwnerField } from '#access/adminOrProfileOwnerField'
import { adminOwnerOrHiredCounterpartField } from '#access/adminOwnerOrHiredCounterpartField'
import { anyone } from '#access/anyone'
import { canCreateOwnProfile } from '#access/canCreateOwnProfile'
import { isAdmin } from '#access/isAdmin'
import { profileMediaMessages, profileMessages } from '#domain/messages/profiles'
import { BARBER_AGE_MAX, BARBER_AGE_MIN, BIO_MAX, EXPERIENCE_MAX, EXPERIENCE_MIN, MAX_PORTFOLIO_PHOTOS, MAX_SPECIALTIES } from '#domain/profiles'
import { assignOwner } from '#hooks/assignOwner'
import { checkProfileCountry } from '#hooks/checkProfileCountry'
import { checkProfileMedia } from '#hooks/checkProfileMedia'
import { deleteDependents } from '#hooks/deleteDependents'
import { eraseNotDelete } from '#hooks/eraseNotDelete'
import { refuseWritesToRemoved } from '#hooks/refuseWritesToRemoved'
import { fillCoordinates } from '#hooks/fillCoordinates'
import { recordTrialDocument } from '#hooks/recordTrialDocument'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { normalizeDisplayText } from '#fields/normalizeDisplayText'
import { publishProfileMedia } from '#hooks/publishProfileMedia'
import { maskPublicTexts } from '#hooks/maskPublicTexts'
import { explainUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { normalizeDocumentNumber } from '#fields/normalizeDocumentNumber'
import { normalizePhoneNumber } from '#fields/normalizePhoneNumber'
import { scoreProfileCompleteness } from '#hooks/scoreProfileCompleteness'
import { trimText } from '#fields/trimText'
import { validateDocumentNumber } from '#fields/validateDocumentNumber'
import { validateIntegerRange } from '#fields/validateIntegerRange'
import { validatePhoneNumber } from '#fields/validatePhoneNumber'
import { completenessFields, instagramField, locationFields, ownerField, reputationFields } from '#fields/profileFields'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

const profileMedia = publishProfileMedia([{ name: 'photo' }, { name: 'video' }, { name: 'portfolio', many: true }])
const publicTexts = maskPublicTexts('barbers')

/**
 * A barber's profile: public except the CPF or NIF, which only the barber and admins see, and the
 * contact fields (phone, Instagram), which a shop that hired the barber sees too (decision 0030).
 * Name, bio, district and specialties are stored with their contacts hidden (decision 0029).
 */
export const Barbers: CollectionConfig = {
  slug: 'barbers',
  labels: { singular: 'Barbeiro', plural: 'Barbeiros' },
  admin: { useAsTitle: 'name' },
  defaultSort: '-createdAt',
  // Searches by distance (decision 0045): a box on these, then the exact distance.
  indexes: [{ fields: ['lat', 'lng'] }],
  access: {
    read: anyone,
    create: canCreateOwnProfile('barber'),
    update: adminOrOwner,
    delete: isAdmin,
  },
  hooks: {
    beforeDelete: [
      eraseNotDelete,
      deleteDependents([
        { collection: 'applications', field: 'barber' },
        { collection: 'conversations', field: 'barber' },
        { collection: 'reviews', field: 'barber' },
      ]),
    ],
    beforeOperation: [denyBulkWrites],
    afterChange: [publicTexts.afterChange, profileMedia.afterChange, refreshPublicPagesAfterChange, recordTrialDocument(['cpf', 'nif'])],
    afterDelete: [profileMedia.afterDelete, refreshPublicPagesAfterDelete],
    beforeValidate: [
      assignOwner,
      checkProfileMedia([
        { name: 'photo', folders: ['photos'] },
        { name: 'video', folders: ['videos'] },
        { name: 'portfolio', folders: ['portfolio'], many: true },
      ]),
    ],
    beforeChange: [refuseWritesToRemoved, checkProfileCountry('barber'), fillCoordinates, scoreProfileCompleteness('barber'), publicTexts.beforeChange],
    afterError: [explainUniqueViolation],
  },
  fields: publicTexts.fields([
    ownerField,
    { name: 'name', label: 'Nome', type: 'text', required: true, maxLength: 120, hooks: { beforeValidate: [normalizeDisplayText] } },
    {
      name: 'cpf',
      label: 'CPF',
      type: 'text',
      // Required at sign-up and to complete a profile; a barber record the panel creates for an
      // account made by an admin starts without one (spec §2 "Barber panel").
      unique: true,
      hooks: { beforeValidate: [normalizeDocumentNumber('cpf')] },
      validate: validateDocumentNumber('cpf'),
      access: { read: adminOrProfileOwnerField, update: adminOrFirstValueField('cpf') },
    },
    {
      name: 'nif',
      label: 'NIF',
      type: 'text',
      // A barber in Portugal gives a NIF instead of a CPF, under the same rules (decision 0020).
      unique: true,
      hooks: { beforeValidate: [normalizeDocumentNumber('nif')] },
      validate: validateDocumentNumber('nif'),
      access: { read: adminOrProfileOwnerField, update: adminOrFirstValueField('nif') },
    },
    {
      name: 'phone',
      label: 'Telefone',
      type: 'text',
      hooks: { beforeValidate: [normalizePhoneNumber] },
      validate: validatePhoneNumber(),
      access: { read: adminOwnerOrHiredCounterpartField('barbers') },
    },
    {
      name: 'age',
      label: 'Idade',
      type: 'number',
      validate: validateIntegerRange({ min: BARBER_AGE_MIN, max: BARBER_AGE_MAX, message: profileMessages.ageRange }),
    },
    {
      name: 'experienceYears',
      label: 'Anos de experiência',
      type: 'number',
      defaultValue: 0,
      index: true,
      validate: validateIntegerRange({ min: EXPERIENCE_MIN, max: EXPERIENCE_MAX, message: profileMessages.experienceRange }),
    },
    { name: 'bio', label: 'Sobre mim', type: 'textarea', maxLength: BIO_MAX, hooks: { beforeValidate: [trimText] } },
    instagramField('barbers'),
    ...locationFields,
    { name: 'photo', label: 'Foto de perfil', type: 'upload', relationTo: 'media' },
    { name: 'video', label: 'Vídeo de apresentação', type: 'upload', relationTo: 'media' },
    {
      name: 'portfolio',
      label: 'Portfólio',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      // In the barber's order; each photo's caption lives on the photo (media `caption`), masked like every public text.
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > MAX_PORTFOLIO_PHOTOS ? profileMediaMessages.portfolioTooMany(MAX_PORTFOLIO_PHOTOS) : true,
    },
    {
      name: 'specialties',
      label: 'Especialidades',
      type: 'text',
      hasMany: true,
      maxRows: MAX_SPECIALTIES,
      maxLength: 40,
      hooks: { beforeValidate: [normalizeDisplayText] },
    },
    ...reputationFields,
    ...completenessFields,
  ]),
}
