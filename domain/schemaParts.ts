import { isValidEmail, normalizeEmail } from './contact'
import { COUNTRIES } from './locations'
import { signupMessages } from './messages/auth'
import { genericMessages, validationMessages } from './messages/common'
import { cleanDisplayText } from './text'
import { z } from './validation'

/** Pieces the zod schemas of forms and query strings share, with their Portuguese messages. */

export const tooLong = (max: number) => `Use no máximo ${max} caracteres.`

/** A text field sent as something else (a number in JSON, a query key given twice). */
const notText = 'Valor inválido: envie um único texto.'

/** A name or title as the server stores it: one line, no invisible characters, trimmed (domain/text.ts). */
export const displayText = () => z.string({ error: (issue) => (issue.input === undefined ? genericMessages.required : notText) }).transform(cleanDisplayText)

/**
 * An e-mail address as it is stored (domain/contact.ts's rule), trimmed and lower-cased: one schema
 * for every place that stores one (sign-up, the e-mail change; the account's field checks the same
 * rule, fields/validateEmailAddress.ts), with one Portuguese message.
 */
export const emailAddress = () =>
  z
    .string({ error: signupMessages.emailInvalid })
    .trim()
    .max(254, signupMessages.emailInvalid)
    .refine(isValidEmail, signupMessages.emailInvalid)
    .transform(normalizeEmail)

/** Optional text: trimmed, at most `max` characters, and an empty value reads as absent. */
export const optionalText = (max: number) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || undefined)

/** Document ids are PostgreSQL `serial` integers: 1 to 2,147,483,647; a larger one fails in the database. */
const MAX_DOCUMENT_ID = 2_147_483_647

/**
 * A number as a form or JSON sends it: a number, or a text of digits. Anything else (a boolean, a
 * list, an object) is left as it came, so the number schema after it refuses it instead of
 * `Number()` turning `true` into 1 and `[7]` into 7.
 */
export const numberFromForm = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)

/** The id of a document the user picked (a photo, a video): a whole number within the column's range. */
export const documentIdField = (message: string = validationMessages.invalid) =>
  z.preprocess(numberFromForm, z.number({ error: message }).int(message).positive(message).max(MAX_DOCUMENT_ID, message))

/** Whole-form checks run even when other fields already failed, so the form shows every error at once. */
export const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null }

/** A country in a query string (BR, PT); anything else reads as none. */
export const countryParam = z.enum(COUNTRIES).optional().catch(undefined)

/** Where a list is filtered by place: a country, a state (or Portuguese distrito) and a city (or concelho). */
export const placeFilters = { country: countryParam, state: optionalText(40), city: optionalText(80) }

/** A page number from the URL: anything unreadable is the first page. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1).default(1)

/** One page of a list answered without counting: one extra row tells whether a next page exists. */
export type PageOf<T> = { docs: T[]; page: number; limit: number; hasPrevPage: boolean; hasNextPage: boolean }
