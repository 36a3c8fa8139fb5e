import { reviewMessages } from './messages/reviews'
import { REVIEW_ANSWER_MAX, REVIEW_COMMENT_MAX } from './reviews'
import { z } from './validation'

/** The review form: 1 to 5 stars, an optional comment. */
export const reviewFormSchema = z.object({
  rating: z.coerce.number({ message: reviewMessages.ratingRequired }).int().min(1, reviewMessages.ratingRequired).max(5, reviewMessages.ratingRequired),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, reviewMessages.commentTooLong),
})

/** The reviewed party's answer. */
export const reviewAnswerSchema = z.object({
  answer: z.string().trim().min(1, reviewMessages.answerRequired).max(REVIEW_ANSWER_MAX, reviewMessages.answerTooLong),
})
