import { ValidationError, type AfterErrorHook } from 'payload'
import { DomainError } from '#domain/errors'
import { applicationMessages } from '#domain/messages/jobs'
import { documentMessages } from '#domain/messages/documents'
import { genericMessages } from '#domain/messages/common'
import { profileMessages } from '#domain/messages/profiles'
import { reviewMessages } from '#domain/messages/reviews'
import { signupMessages } from '#domain/messages/auth'
import { inPayloadShape } from './answerDomainError'

/** What a duplicate means in each place a value must be unique, in the spec's words. */
const uniqueMessages: Record<string, string> = {
  cpf: documentMessages.cpf.taken,
  cnpj: documentMessages.cnpj.taken,
  nif: documentMessages.nif.taken,
  nipc: documentMessages.nipc.taken,
  email: signupMessages.emailTaken,
  user: profileMessages.alreadyExists,
  job: applicationMessages.alreadyApplied,
  /** Reviews are unique per (application, author): the racing twin of prepareReview's check. */
  application: reviewMessages.already,
  /** Reports are unique per (review, reporter): the racing twin of prepareReviewReport's check. */
  review: reviewMessages.reportAlready,
}

type FieldError = { path?: string; message: string }

/** Rewrites the field errors of a unique violation; returns undefined when the error is something else. */
export function describeUniqueViolation(error: unknown): FieldError[] | undefined {
  if (!(error instanceof ValidationError)) return undefined
  const errors = (error.data as { errors?: FieldError[] })?.errors ?? []
  let changed = false
  const rewritten = errors.map((fieldError) => {
    const path = fieldError.path?.split(/[,\s]+/)[0].replace(/_id$/, '')
    if (path && uniqueMessages[path] && (fieldError.message === genericMessages.valueTaken || /unique/i.test(fieldError.message))) {
      changed = true
      return { ...fieldError, path, message: uniqueMessages[path] }
    }
    return fieldError
  })
  return changed ? rewritten : undefined
}

/**
 * The database's unique constraints are the final word on duplicates (two requests racing past
 * an application-level check). Their violation answers 409 with the spec's message.
 */
export const explainUniqueViolation: AfterErrorHook = ({ error }) => {
  const errors = describeUniqueViolation(error)
  if (!errors) return
  return inPayloadShape(
    DomainError.fields(
      'conflict',
      errors.map(({ path, message }) => ({ field: path ?? '', message })),
    ),
  )
}
