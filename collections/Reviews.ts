import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { isAuthenticated } from '../access/isAuthenticated'
import { nobody } from '../access/nobody'
import { denyBulkWrites } from '../hooks/denyBulkWrites'
import { explainUniqueViolation } from '../hooks/explainUniqueViolation'
import { prepareReview } from '../hooks/prepareReview'
import { refreshRatingAfterChange, refreshRatingAfterDelete } from '../hooks/refreshRating'
import { trimText } from '../hooks/trimText'

const derived = { create: nobody, update: nobody }

/** Ratings after a hire: each side rates the other once, 1 to 5 with a comment. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Avaliação', plural: 'Avaliações' },
  defaultSort: '-createdAt',
  access: {
    read: anyone,
    create: isAuthenticated,
    update: nobody,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [prepareReview],
    afterChange: [refreshRatingAfterChange],
    afterDelete: [refreshRatingAfterDelete],
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
      validate: (v: number | null | undefined) => (Number.isInteger(v) && v! >= 1 && v! <= 5 ? true : 'A nota deve ser um número inteiro de 1 a 5.'),
    },
    { name: 'comment', label: 'Comentário', type: 'textarea', maxLength: 1000, hooks: { beforeValidate: [trimText] } },
  ],
}
