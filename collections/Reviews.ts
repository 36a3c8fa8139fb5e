import type { CollectionConfig } from 'payload'
import { adminHidingReview } from '../access/adminHidingReview'
import { isAdmin } from '../access/isAdmin'
import { isAuthenticated } from '../access/isAuthenticated'
import { nobody } from '../access/nobody'
import { visibleReviewsOrAdmin } from '../access/visibleReviewsOrAdmin'
import { denyBulkWrites } from '../hooks/denyBulkWrites'
import { explainUniqueViolation } from '../infra/errors/explainUniqueViolation'
import { prepareReview } from '../hooks/prepareReview'
import { recordReviewHiding } from '../hooks/recordReviewHiding'
import { refreshRatingAfterChange, refreshRatingAfterDelete } from '../hooks/refreshRating'
import { trimText } from '../fields/trimText'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '../hooks/refreshPublicPages'

const derived = { create: nobody, update: nobody }
/** Moderation fields: admins hide and restore (through the console), nobody else reads or writes them. */
const moderation = { read: isAdmin, create: nobody, update: isAdmin }

/**
 * Ratings after a hire: each side rates the other once, 1 to 5 with a comment. Admins may hide a
 * review with a reason (decision 0025): it then leaves every non-admin read and the profile's rating.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Avaliação', plural: 'Avaliações' },
  defaultSort: '-createdAt',
  access: {
    read: visibleReviewsOrAdmin,
    create: isAuthenticated,
    update: adminHidingReview,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [prepareReview],
    beforeChange: [recordReviewHiding],
    afterChange: [refreshRatingAfterChange, refreshPublicPagesAfterChange],
    afterDelete: [refreshRatingAfterDelete, refreshPublicPagesAfterDelete],
    afterError: [explainUniqueViolation],
  },
  indexes: [{ fields: ['application', 'author'], unique: true }],
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'applications', required: true, access: { update: nobody } },
    { name: 'author', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, access: derived },
    { name: 'barber', label: 'Barbeiro avaliado', type: 'relationship', relationTo: 'barbers', index: true, access: derived },
    { name: 'barbershop', label: 'Barbearia avaliada', type: 'relationship', relationTo: 'barbershops', index: true, access: derived },
    {
      name: 'rating',
      label: 'Nota',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      access: { update: nobody },
      validate: (v: number | null | undefined) => (Number.isInteger(v) && v! >= 1 && v! <= 5 ? true : 'A nota deve ser um número inteiro de 1 a 5.'),
    },
    {
      name: 'comment',
      label: 'Comentário',
      type: 'textarea',
      maxLength: 1000,
      access: { update: nobody },
      hooks: { beforeValidate: [trimText] },
    },
    { name: 'hidden', label: 'Oculta', type: 'checkbox', defaultValue: false, access: { create: nobody, update: isAdmin } },
    { name: 'hiddenReason', label: 'Motivo da ocultação', type: 'textarea', maxLength: 500, access: moderation },
    { name: 'hiddenAt', label: 'Ocultada em', type: 'date', access: moderation },
    { name: 'hiddenBy', label: 'Ocultada por', type: 'relationship', relationTo: 'users', maxDepth: 0, access: moderation },
  ],
}
