import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { isAuthenticated } from '#access/isAuthenticated'
import { moderateOrAnswerReview } from './access/moderateOrAnswerReview'
import { nobody } from '#access/nobody'
import { visibleReviewsOrAdmin } from './access/visibleReviewsOrAdmin'
import { reviewMessages } from '#domain/messages/reviews'
import { REVIEW_ANSWER_MAX, REVIEW_COMMENT_MAX } from '#domain/reviews'
import { deleteDependents } from '#hooks/deleteDependents'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { explainUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { maskPublicTexts } from '#hooks/maskPublicTexts'
import { prepareReview } from './hooks/prepareReview'
import { recordReviewAnswer } from './hooks/recordReviewAnswer'
import { recordReviewHiding } from './hooks/recordReviewHiding'
import { refreshRatingAfterChange, refreshRatingAfterDelete } from './hooks/refreshRating'
import { revealCounterpartReview } from './hooks/revealCounterpartReview'
import { trimText } from '#fields/trimText'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

const derived = { create: nobody, update: nobody }
/** Moderation fields: admins hide and restore (through the console), nobody else reads or writes them. */
const moderation = { read: isAdmin, create: nobody, update: isAdmin }
const publicTexts = maskPublicTexts('reviews')

/**
 * Ratings after a hire: each side rates the other once, 1 to 5 with a comment, blind until both
 * have or 14 days after the hire (decision 0026); the reviewed party may answer once, publicly.
 * Admins may hide a review with a reason (decision 0025): it then leaves every non-admin read and
 * the profile's rating. A review outlives its author's account and its application (both become
 * null), so the profile keeps the numbers it earned. Comment and answer are stored with their
 * contacts hidden (decision 0029).
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Avaliação', plural: 'Avaliações' },
  defaultSort: '-createdAt',
  access: {
    read: visibleReviewsOrAdmin,
    create: isAuthenticated,
    update: moderateOrAnswerReview,
    delete: isAdmin,
  },
  hooks: {
    beforeDelete: [deleteDependents([{ collection: 'review-reports', field: 'review' }])],
    beforeOperation: [denyBulkWrites],
    beforeValidate: [prepareReview],
    beforeChange: [recordReviewHiding, recordReviewAnswer, publicTexts.beforeChange],
    afterChange: [publicTexts.afterChange, revealCounterpartReview, refreshRatingAfterChange, refreshPublicPagesAfterChange],
    afterDelete: [refreshRatingAfterDelete, refreshPublicPagesAfterDelete],
    afterError: [explainUniqueViolation],
  },
  indexes: [{ fields: ['application', 'author'], unique: true }, { fields: ['barber', 'visibleFrom'] }, { fields: ['barbershop', 'visibleFrom'] }],
  fields: publicTexts.fields([
    { name: 'application', type: 'relationship', relationTo: 'applications', access: { update: nobody } },
    { name: 'author', type: 'relationship', relationTo: 'users', maxDepth: 0, access: derived },
    /** The reviewed party's account: who may answer. */
    { name: 'subjectUser', type: 'relationship', relationTo: 'users', maxDepth: 0, index: true, access: derived },
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
      access: { update: nobody },
      hooks: { beforeValidate: [trimText] },
      validate: (v: string | null | undefined) => (!v || v.length <= REVIEW_COMMENT_MAX ? true : reviewMessages.commentTooLong),
    },
    { name: 'visibleFrom', label: 'Publicada em', type: 'date', index: true, access: derived },
    /** Counted in the profile's rating: set when visibleFrom is reached (by the second review or the sweep). */
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, access: derived },
    {
      name: 'answer',
      label: 'Resposta',
      type: 'textarea',
      access: { create: nobody },
      validate: (v: string | null | undefined) => (!v || v.length <= REVIEW_ANSWER_MAX ? true : reviewMessages.answerTooLong),
    },
    { name: 'answeredAt', label: 'Respondida em', type: 'date', access: derived },
    { name: 'reportCount', label: 'Denúncias', type: 'number', defaultValue: 0, access: { read: isAdmin, ...derived } },
    { name: 'reported', label: 'Denunciada', type: 'checkbox', defaultValue: false, index: true, access: { read: isAdmin, ...derived } },
    { name: 'hidden', label: 'Oculta', type: 'checkbox', defaultValue: false, access: { create: nobody, update: isAdmin } },
    { name: 'hiddenReason', label: 'Motivo da ocultação', type: 'textarea', maxLength: 500, access: moderation },
    { name: 'hiddenAt', label: 'Ocultada em', type: 'date', access: moderation },
    { name: 'hiddenBy', label: 'Ocultada por', type: 'relationship', relationTo: 'users', maxDepth: 0, access: moderation },
  ]),
}
