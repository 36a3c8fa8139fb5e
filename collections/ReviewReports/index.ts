import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { isAuthenticated } from '#access/isAuthenticated'
import { nobody } from '#access/nobody'
import { countReviewReports } from './hooks/countReviewReports'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { explainUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { prepareReviewReport } from './hooks/prepareReviewReport'
import { trimText } from '#fields/trimText'

/**
 * 'Denunciar' (issue 14): anyone signed in reports a review they can see, once; the count reaches
 * the console's Avaliações, where an admin hides the review or leaves it (decision 0026).
 */
export const ReviewReports: CollectionConfig = {
  slug: 'review-reports',
  labels: { singular: 'Denúncia de avaliação', plural: 'Denúncias de avaliações' },
  defaultSort: '-createdAt',
  access: {
    read: isAdmin,
    create: isAuthenticated,
    update: nobody,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [prepareReviewReport],
    afterChange: [countReviewReports],
    afterDelete: [countReviewReports],
    afterError: [explainUniqueViolation],
  },
  indexes: [{ fields: ['review', 'reporter'], unique: true }],
  fields: [
    { name: 'review', type: 'relationship', relationTo: 'reviews', required: true, index: true },
    { name: 'reporter', type: 'relationship', relationTo: 'users', maxDepth: 0, access: { create: nobody, update: nobody } },
    { name: 'reason', label: 'Motivo', type: 'textarea', maxLength: 500, hooks: { beforeValidate: [trimText] } },
  ],
}
