/**
 * One way to fail. Stores, hooks and routes throw a `DomainError`: what kind of failure it is, the
 * Portuguese message the person reads, and what the rule adds (the field it is about, a `code` the
 * app acts on, the paywall's title, detail and plans address), or several fields' errors at once
 * (`DomainError.fields`). The edge (server/http/errors.ts) turns any error into the one wire body
 * below and its status, and is the only code that writes one; the web app and the console read
 * that body with the `WireError` type from here.
 */
import { PLANS_PATH } from './account'
import { accountMessages } from './messages/auth'

/** The codes a client acts on, beside the message it shows. */
export const ERROR_CODES = {
  alreadyApplied: 'ALREADY_APPLIED',
  barberProfileRequired: 'BARBER_PROFILE_REQUIRED',
  jobHasApplications: 'JOB_HAS_APPLICATIONS',
  notCurrentVersion: 'NOT_CURRENT_VERSION',
  /** The sender's messages in this conversation are paused after repeated contact attempts; `pausedUntil` says until when (ISO). */
  chatPaused: 'CHAT_PAUSED',
} as const

/** One problem as it goes on the wire: a Portuguese message always, the field when it is about one. */
export type WireError = {
  message: string
  field?: string
  /** For the app to act on, such as ALREADY_APPLIED or BARBER_PROFILE_REQUIRED. */
  code?: string
  title?: string
  detail?: string
  /** Where the plans that lift a refusal are (the paywall, decision 0030). */
  plansPath?: string
} & Record<string, unknown>

/** The body of every failed answer: one entry per problem. */
export type WireErrorBody = { errors: WireError[] }

/** The kinds of failure, each with its HTTP status class. */
const FAILURE_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  unsupportedMethod: 405,
  conflict: 409,
  gone: 410,
  tooLarge: 413,
  unsupported: 415,
  dependencyFailed: 424,
  precondition: 428,
  tooMany: 429,
  /** A step that failed on our side, told in the spec's words (sign-up's 'Erro ao criar usuário'); the edge logs nothing more. */
  failed: 500,
  unavailable: 503,
} as const

export type FailureKind = keyof typeof FAILURE_STATUS

/** What a rule adds to its message (field, code, title, detail, plansPath…). */
export type FailureDetails = Omit<WireError, 'message'>

/** One field's problem, for a refusal that names several fields at once. */
export type FieldError = { field: string; message: string }

/** A failure raised on purpose, with a message meant for the person who asked. */
export class DomainError extends Error {
  /**
   * The HTTP status of its kind (Payload's error handler reads `status` too). A plain property,
   * not a getter: body-parser hands the errors of its `verify` step to http-errors, which writes
   * `status` on them (the same value), and a getter-only property made that write throw and the
   * request hang.
   */
  readonly status: number

  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly details?: FailureDetails,
    /** Every field's problem when there are several (`DomainError.fields`); the message is the first's. */
    readonly fieldErrors?: readonly FieldError[],
  ) {
    super(message)
    this.name = 'DomainError'
    this.status = FAILURE_STATUS[kind]
  }

  /** A refusal that names one or more fields, each with its own message: one wire entry per field, in this order. */
  static fields(kind: FailureKind, errors: readonly FieldError[]): DomainError {
    const [first = { field: 'form', message: '' }] = errors
    return new DomainError(kind, first.message, { field: first.field }, errors)
  }

  /** Its entries on the wire: one per field it names, or its message with the rule's details. */
  get wireErrors(): WireError[] {
    return this.fieldErrors ? this.fieldErrors.map((error) => ({ ...error })) : [{ message: this.message, ...this.details }]
  }
}

const KIND_OF_STATUS = new Map<number, FailureKind>(Object.entries(FAILURE_STATUS).map(([kind, status]) => [status, kind as FailureKind]))

/** The kind of a known 4xx/503 status; anything else is `invalid` (a 400). */
export const failureKindOf = (status: number): FailureKind => KIND_OF_STATUS.get(status) ?? 'invalid'

/** The one function that writes a failure's body: one entry per problem. */
export const wireErrorBody = (...errors: WireError[]): WireErrorBody => ({ errors })

/** The paywall's refusal (decision 0030): 'Período de teste expirado', what a plan would allow, and where to get one. */
export const lockedAccountError = (detail: string) =>
  new DomainError('forbidden', accountMessages.trialExpired, { title: accountMessages.trialExpired, detail, plansPath: PLANS_PATH })

/** A form's validation issues as `[{ field, message }]`, the first message for each field. */
export function formErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): { field: string; message: string }[] {
  const errors = issues.map((issue) => ({ field: String(issue.path[0] ?? 'form'), message: issue.message }))
  return errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index)
}

/**
 * A hook's refusal naming fields by their Payload `path`: 400 with one entry per field. Payload's
 * REST API answers it in its own field list (infra/errors/answerDomainError.ts), the routes and the
 * console's facade as `{ errors: [{ field, message }, …] }`.
 */
export const invalidFields = (errors: readonly { path: string; message: string }[]): DomainError =>
  DomainError.fields(
    'invalid',
    errors.map(({ path, message }) => ({ field: path, message })),
  )

/** A form a schema refused: 400 with every field's first problem (`{ errors: [{ field, message }, …] }`). */
export const invalidForm = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): DomainError =>
  DomainError.fields('invalid', formErrors(issues))

/** A request a schema refused: 400 with the first problem and the field it is about. */
export function invalidInput(issues: readonly { path: readonly PropertyKey[]; message: string }[]): DomainError {
  const [first] = formErrors(issues)
  return new DomainError('invalid', first.message, { field: first.field })
}
