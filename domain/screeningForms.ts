import { z } from './validation'
import { screeningMessages } from './messages/jobs'
import {
  APPLICATION_MESSAGE_MAX,
  SCREENING_ANSWER_MAX,
  SCREENING_KINDS,
  SCREENING_QUESTION_MAX,
  SCREENING_QUESTION_MIN,
  SCREENING_QUESTIONS_MAX,
} from './screeningQuestions'

/*
 * The forms of screening questions (issue 40) as schemas, apart from screeningQuestions.ts: the
 * screens that only show questions and answers import that one, and zod stays out of their chunks
 * (web/ui/schemaForm.ts loads a form's schema when the form is first used).
 */

/** The job form's questions (the server checks the same through the job's field). */
const screeningQuestionSchema = z.object({
  id: z.string().nullish(),
  text: z.string().trim().min(SCREENING_QUESTION_MIN, screeningMessages.questionTooShort).max(SCREENING_QUESTION_MAX, screeningMessages.questionTooLong),
  kind: z.enum(SCREENING_KINDS, { error: screeningMessages.kindInvalid }),
  required: z.boolean(),
})

export const screeningQuestionsSchema = z.array(screeningQuestionSchema).max(SCREENING_QUESTIONS_MAX, screeningMessages.tooManyQuestions)

/** The apply form: the optional message and one answer per question, in the job's order. */
export const applyFormSchema = z.object({
  message: z.string().max(APPLICATION_MESSAGE_MAX, screeningMessages.messageTooLong),
  answers: z.array(z.union([z.boolean(), z.string().max(SCREENING_ANSWER_MAX, screeningMessages.answerTooLong), z.null()])),
})
export type ApplyForm = z.infer<typeof applyFormSchema>
