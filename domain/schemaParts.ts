import { COUNTRIES } from './locations'
import { genericMessages } from './messages'
import { cleanDisplayText } from './text'
import { z } from './validation'

/** Pieces the zod schemas of forms and query strings share, with their Portuguese messages. */

export const tooLong = (max: number) => `Use no máximo ${max} caracteres.`

/** A text field sent as something else (a number in JSON, a query key given twice). */
const notText = 'Valor inválido: envie um único texto.'

/** A name or title as the server stores it: one line, no invisible characters, trimmed (domain/text.ts). */
export const displayText = () => z.string({ error: (issue) => (issue.input === undefined ? genericMessages.required : notText) }).transform(cleanDisplayText)

/** Optional text: trimmed, at most `max` characters, and an empty value reads as absent. */
export const optionalText = (max: number) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || undefined)

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
