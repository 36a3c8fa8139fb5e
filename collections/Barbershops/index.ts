import type { CollectionConfig } from 'payload'
import { adminOrFirstValueField } from '#access/adminOrFirstValueField'
import { adminOrOwner } from '#access/adminOrOwner'
import { adminOrProfileOwnerField } from '#access/adminOrProfileOwnerField'
import { adminOwnerOrHiredCounterpartField } from '#access/adminOwnerOrHiredCounterpartField'
import { anyone } from '#access/anyone'
import { canCreateOwnProfile } from '#access/canCreateOwnProfile'
import { isAdmin } from '#access/isAdmin'
import { profileMediaMessages } from '#domain/messages/profiles'
import { MAX_SHOP_PHOTOS } from '#domain/profiles'
import { assignOwner } from '#hooks/assignOwner'
import { checkProfileCountry } from '#hooks/checkProfileCountry'
import { checkProfileMedia } from '#hooks/checkProfileMedia'
import { closeJobsOfDeletedShop } from './hooks/closeShopJobs'
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
import { normalizeWebsiteUrl } from '#fields/normalizeWebsiteUrl'
import { scoreProfileCompleteness } from '#hooks/scoreProfileCompleteness'
import { syncShopIntoJobs } from './hooks/syncShopIntoJobs'
import { trimText } from '#fields/trimText'
import { validateDocumentNumber } from '#fields/validateDocumentNumber'
import { validatePhoneNumber } from '#fields/validatePhoneNumber'
import { validateWebsiteUrl } from '#fields/validateWebsiteUrl'
import { completenessFields, instagramField, locationFields, ownerField, reputationFields } from '#fields/profileFields'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

const profileMedia = publishProfileMedia([{ name: 'logo' }, { name: 'photos', many: true }])
const publicTexts = maskPublicTexts('barbershops')

/**
 * A barbershop's profile: public except the CNPJ or NIPC, which only the shop and admins see, and
 * the contact fields (WhatsApp, Instagram, website), which a barber the shop hired sees too
 * (decision 0030). Name, description, address and district are stored with their contacts hidden
 * (decision 0029).
 */
export const Barbershops: CollectionConfig = {
  slug: 'barbershops',
  labels: { singular: 'Barbearia', plural: 'Barbearias' },
  admin: { useAsTitle: 'name' },
  defaultSort: '-createdAt',
  // Searches by distance (decision 0045): a box on these, then the exact distance.
  indexes: [{ fields: ['lat', 'lng'] }],
  access: {
    read: anyone,
    create: canCreateOwnProfile('barbershop'),
    update: adminOrOwner,
    delete: isAdmin,
  },
  hooks: {
    beforeDelete: [
      eraseNotDelete,
      // A shop that leaves closes its jobs and keeps its barbers' applications (hooks/closeShopJobs.ts);
      // its conversations and the reviews of it go with its profile (decision 0015).
      closeJobsOfDeletedShop,
      deleteDependents([
        { collection: 'conversations', field: 'barbershop' },
        { collection: 'reviews', field: 'barbershop' },
      ]),
    ],
    beforeOperation: [denyBulkWrites],
    beforeValidate: [
      assignOwner,
      checkProfileMedia([
        { name: 'logo', folders: ['logos'] },
        { name: 'photos', folders: ['shop-photos'], many: true },
      ]),
    ],
    beforeChange: [refuseWritesToRemoved, checkProfileCountry('barbershop'), fillCoordinates, scoreProfileCompleteness('barbershop'), publicTexts.beforeChange],
    afterChange: [publicTexts.afterChange, syncShopIntoJobs, profileMedia.afterChange, refreshPublicPagesAfterChange, recordTrialDocument(['cnpj', 'nipc'])],
    afterDelete: [profileMedia.afterDelete, refreshPublicPagesAfterDelete],
    afterError: [explainUniqueViolation],
  },
  fields: publicTexts.fields([
    ownerField,
    { name: 'name', label: 'Nome fantasia', type: 'text', required: true, maxLength: 120, index: true, hooks: { beforeValidate: [normalizeDisplayText] } },
    {
      name: 'cnpj',
      label: 'CNPJ',
      type: 'text',
      // Required of Brazilian shops; a Portuguese one gives a NIPC instead (decision 0020).
      unique: true,
      hooks: { beforeValidate: [normalizeDocumentNumber('cnpj')] },
      validate: validateDocumentNumber('cnpj', { requiredIn: 'BR' }),
      access: { read: adminOrProfileOwnerField, update: adminOrFirstValueField('cnpj') },
    },
    {
      name: 'nipc',
      label: 'NIPC',
      type: 'text',
      unique: true,
      hooks: { beforeValidate: [normalizeDocumentNumber('nipc')] },
      validate: validateDocumentNumber('nipc', { requiredIn: 'PT' }),
      access: { read: adminOrProfileOwnerField, update: adminOrFirstValueField('nipc') },
    },
    {
      name: 'whatsapp',
      label: 'Telefone/WhatsApp',
      type: 'text',
      hooks: { beforeValidate: [normalizePhoneNumber] },
      validate: validatePhoneNumber(),
      access: { read: adminOwnerOrHiredCounterpartField('barbershops') },
    },
    instagramField('barbershops'),
    {
      name: 'website',
      label: 'Site ou página no Google',
      type: 'text',
      maxLength: 300,
      hooks: { beforeValidate: [normalizeWebsiteUrl] },
      validate: validateWebsiteUrl,
      access: { read: adminOwnerOrHiredCounterpartField('barbershops') },
    },
    { name: 'address', label: 'Endereço completo', type: 'text', maxLength: 200, hooks: { beforeValidate: [normalizeDisplayText] } },
    ...locationFields,
    { name: 'description', label: 'Sobre a barbearia', type: 'textarea', maxLength: 2000, hooks: { beforeValidate: [trimText] } },
    { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media' },
    {
      name: 'photos',
      label: 'Fotos da barbearia',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: MAX_SHOP_PHOTOS,
      validate: (value: unknown) =>
        !Array.isArray(value) || value.length <= MAX_SHOP_PHOTOS ? true : profileMediaMessages.photosOverLimit(MAX_SHOP_PHOTOS, value.length - MAX_SHOP_PHOTOS),
    },
    ...reputationFields,
    ...completenessFields,
  ]),
}
