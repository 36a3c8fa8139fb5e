import { screeningMessages } from './messages/jobs'

/** A job's screening questions (issue 40): at most three, each a yes/no or a short answer, required or not. */
export const SCREENING_QUESTIONS_MAX = 3
export const SCREENING_QUESTION_MIN = 5
export const SCREENING_QUESTION_MAX = 140
/** A text answer, and the message the barber may add when applying. */
export const SCREENING_ANSWER_MAX = 300
export const APPLICATION_MESSAGE_MAX = 500

export const SCREENING_KINDS = ['yesno', 'text'] as const
export type ScreeningKind = (typeof SCREENING_KINDS)[number]
export const screeningKindLabels: Record<ScreeningKind, string> = { yesno: 'Sim ou não', text: 'Resposta curta' }

/** A question as the job carries it; `id` is Payload's row id, kept across edits so filters and answers still point to it. */
export type ScreeningQuestion = { id?: string | null; text: string; kind: ScreeningKind; required?: boolean | null }

/** One answer as the application stores it: the question's text and kind copied, so a later edit of the job changes nothing here. */
export type StoredAnswer = {
  question: number
  questionId: string | null
  questionText: string
  kind: ScreeningKind
  /** true or false for a yes/no question, the text (masked, once stored) for a short answer. */
  answer: boolean | string
}

/** A problem with what was sent, and the field it is about; `conflict` when the job's questions changed under the answers (409). */
export type AnswerProblem = { field: string; message: string; conflict?: true }

/**
 * The answers as the application stores them, from what the barber sent (`[{question, answer}]`)
 * and the job's questions at this moment; or the problems with them. Unknown or repeated
 * questions, the wrong kind of answer and a required question left blank are refused; an optional
 * question left blank is left out. An answer may also name its question's id (`questionId`, as the
 * form read it): if another question now stands at that position (the shop reordered or replaced
 * them while the barber answered), it is refused as a conflict rather than stored under the wrong
 * question.
 */
export function readAnswers(questions: readonly ScreeningQuestion[], sent: unknown): { answers: StoredAnswer[] } | { problems: AnswerProblem[] } {
  if (sent !== undefined && sent !== null && !Array.isArray(sent)) return { problems: [{ field: 'answers', message: screeningMessages.answersInvalid }] }
  const list = (sent ?? []) as unknown[]
  const problems: AnswerProblem[] = []
  const byQuestion = new Map<number, unknown>()
  for (const [position, item] of list.entries()) {
    const field = `answers.${position}`
    const question = (item as { question?: unknown } | null)?.question
    if (typeof item !== 'object' || item === null || !Number.isInteger(question)) {
      problems.push({ field, message: screeningMessages.answersInvalid })
      continue
    }
    const index = question as number
    const named = (item as { questionId?: unknown }).questionId
    if (named !== undefined && named !== null && typeof named !== 'string') {
      problems.push({ field, message: screeningMessages.answersInvalid })
      continue
    }
    if (index < 0 || index >= questions.length) problems.push({ field, message: screeningMessages.unknownQuestion })
    else if (typeof named === 'string' && named !== questions[index]!.id) problems.push({ field, message: screeningMessages.questionsChanged, conflict: true })
    else if (byQuestion.has(index)) problems.push({ field, message: screeningMessages.repeatedQuestion })
    else byQuestion.set(index, (item as { answer?: unknown }).answer)
  }

  const answers: StoredAnswer[] = []
  for (const [index, question] of questions.entries()) {
    const field = `answers.${index}`
    const given = byQuestion.get(index)
    const blank = given === undefined || given === null || (typeof given === 'string' && given.trim() === '')
    if (blank) {
      if (question.required) problems.push({ field, message: screeningMessages.required(question.text) })
      continue
    }
    const base = { question: index, questionId: question.id ?? null, questionText: question.text, kind: question.kind }
    if (question.kind === 'yesno') {
      if (typeof given !== 'boolean') problems.push({ field, message: screeningMessages.yesNoExpected(question.text) })
      else answers.push({ ...base, answer: given })
    } else if (typeof given !== 'string') problems.push({ field, message: screeningMessages.textExpected(question.text) })
    else if (given.trim().length > SCREENING_ANSWER_MAX) problems.push({ field, message: screeningMessages.answerTooLong })
    else answers.push({ ...base, answer: given.trim() })
  }
  return problems.length ? { problems } : { answers }
}

/** The tags `<questionId>:sim` / `<questionId>:nao` that let a shop's list filter by a yes/no answer in SQL. */
export const yesNoTag = (questionId: string, yes: boolean) => `${questionId}:${yes ? 'sim' : 'nao'}`

export function yesNoTags(answers: readonly StoredAnswer[]): string[] {
  return answers.flatMap((answer) =>
    answer.kind === 'yesno' && answer.questionId && typeof answer.answer === 'boolean' ? [yesNoTag(answer.questionId, answer.answer)] : [],
  )
}

/** How an answer reads on the applicant card. */
export const answerLabel = (answer: { kind?: string | null; answer?: unknown }): string =>
  typeof answer.answer === 'boolean' ? (answer.answer ? 'Sim' : 'Não') : typeof answer.answer === 'string' ? answer.answer : ''
