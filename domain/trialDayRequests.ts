import type { FieldError } from './errors'
import { trialDayMessages as messages } from './messages/trialDays'
import {
  FEEDBACK_MAX,
  MAX_AMOUNT_CENTS,
  MAX_DAYS_AHEAD,
  MAX_DURATION_HOURS,
  MAX_DURATION_MINUTES,
  MAX_SLOTS,
  MIN_DURATION_MINUTES,
  NOTES_MAX,
  REASON_MAX,
} from './trialDays'
import { z } from './validation'

/**
 * What the test-day endpoints read (issue 41, decision 0069), apart from domain/trialDays.ts so that
 * the screens that only show a test day do not load zod.
 */
export type Slot = { startsAt: Date; durationMinutes: number }

/** ISO 8601 date and time with its offset: '2026-12-20T09:00:00-03:00', '2026-12-20T12:00Z'. */
const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/

/** The widest offsets any zone uses (Kiribati's +14:00, Baker Island's -12:00, with room). */
const MAX_OFFSET_MINUTES = 14 * 60

/**
 * A start as written, or why not: `Date` rolls an impossible day or hour over (2027-02-30 becomes
 * 03-02) and takes any two-digit offset, so every component must come back as written.
 */
function readStart(start: unknown, index: number): Date | FieldError {
  const field = `slots.${index}.start`
  const parts = typeof start === 'string' ? ISO_WITH_OFFSET.exec(start) : null
  if (!parts) return { field, message: messages.startFormat(index) }
  const [year, month, day, hour, minute, second = 0] = parts.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part)))
  const [offsetHours, offsetMinutes] = [Number(parts[8] ?? 0), Number(parts[9] ?? 0)]
  if (offsetMinutes > 59 || offsetHours * 60 + offsetMinutes > MAX_OFFSET_MINUTES) return { field, message: messages.offsetInvalid(index) }
  const wall = new Date(Date.UTC(year!, month! - 1, day, hour, minute, second))
  const written = [year, month! - 1, day, hour, minute, second]
  const read = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()]
  if (written.some((value, at) => value !== read[at])) return { field, message: messages.startNotReal(index) }
  return new Date(start as string)
}

const slotShape = z.object({ start: z.unknown(), durationMinutes: z.unknown() }, { error: messages.slotsRequired })
const slotsShape = z.array(slotShape, { error: messages.slotsRequired })

/**
 * The slots as sent, each checked on its own and against the others: a start with its offset and
 * in the future (but within MAX_DAYS_AHEAD), a whole number of minutes from MIN_DURATION_MINUTES to
 * 12 hours, at most three, none overlapping another. Every problem names its field
 * (`slots.1.start`); the shop's other test days are the server's to check (they need the database).
 */
export function readSlots(value: unknown, now: Date): { slots: Slot[] } | { errors: FieldError[] } {
  const parsed = slotsShape.safeParse(value)
  if (!parsed.success || parsed.data.length === 0) return { errors: [{ field: 'slots', message: messages.slotsRequired }] }
  if (parsed.data.length > MAX_SLOTS) return { errors: [{ field: 'slots', message: messages.tooManySlots(MAX_SLOTS) }] }
  const errors: FieldError[] = []
  const slots: Slot[] = []
  parsed.data.forEach(({ start, durationMinutes }, index) => {
    const read = readStart(start, index)
    const startsAt = read instanceof Date ? read : null
    if (!startsAt) errors.push(read as FieldError)
    else if (startsAt.getTime() <= now.getTime()) errors.push({ field: `slots.${index}.start`, message: messages.startPast(index) })
    else if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000) {
      errors.push({ field: `slots.${index}.start`, message: messages.startTooFar(index, MAX_DAYS_AHEAD) })
    }
    if (typeof durationMinutes !== 'number' || !Number.isSafeInteger(durationMinutes)) {
      errors.push({ field: `slots.${index}.durationMinutes`, message: messages.durationInvalid(index) })
    } else if (durationMinutes < MIN_DURATION_MINUTES) {
      errors.push({ field: `slots.${index}.durationMinutes`, message: messages.durationTooShort(index, MIN_DURATION_MINUTES) })
    } else if (durationMinutes > MAX_DURATION_MINUTES) {
      errors.push({ field: `slots.${index}.durationMinutes`, message: messages.durationTooLong(index, MAX_DURATION_HOURS) })
    }
    if (startsAt && typeof durationMinutes === 'number') slots.push({ startsAt, durationMinutes })
  })
  if (errors.length) return { errors }
  for (let index = 1; index < slots.length; index++) {
    const other = slots.slice(0, index).findIndex((earlier) => overlaps(earlier, slots[index]!))
    if (other >= 0) errors.push({ field: `slots.${index}.start`, message: messages.slotsOverlap(index, other) })
  }
  return errors.length ? { errors } : { slots }
}

const slotEnd = (slot: Slot) => new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000)

/** Two slots share a minute (one ending when the other starts does not). */
const overlaps = (a: Slot, b: Slot) => a.startsAt < slotEnd(b) && b.startsAt < slotEnd(a)

/** Whether the test is paid and how much, in whole cents of the shop's currency (as pay is stored). */
export function readPay(paid: unknown, amount: unknown): { paid: boolean; amount: number | null } | { errors: FieldError[] } {
  if (paid !== undefined && typeof paid !== 'boolean') return { errors: [{ field: 'paid', message: messages.paidInvalid }] }
  const noAmount = amount === undefined || amount === null
  if (paid !== true) return noAmount || amount === 0 ? { paid: false, amount: null } : { errors: [{ field: 'amount', message: messages.amountWithoutPay }] }
  if (noAmount) return { errors: [{ field: 'amount', message: messages.amountRequired }] }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return { errors: [{ field: 'amount', message: messages.amountInvalid }] }
  if (amount > MAX_AMOUNT_CENTS) return { errors: [{ field: 'amount', message: messages.amountTooHigh }] }
  return { paid: true, amount }
}

/** An optional free text: trimmed, empty as nothing, within `max`. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))

export const trialNotesSchema = optionalText(NOTES_MAX, messages.notesTooLong(NOTES_MAX))

const reason = z
  .string({ error: messages.reasonRequired })
  .trim()
  .min(1, { error: messages.reasonRequired })
  .max(REASON_MAX, { error: messages.reasonTooLong(REASON_MAX) })

/** `PATCH /api/trial-days/:id`: the slots of a 'propose' are read by readSlots. */
export const trialDayActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('pick'),
      slot: z.number({ error: messages.slotInvalid }).int({ error: messages.slotInvalid }).positive({ error: messages.slotInvalid }),
    }),
    z.object({ action: z.literal('decline'), reason }),
    z.object({ action: z.literal('propose'), slots: z.unknown() }),
    z.object({ action: z.literal('cancel'), reason: optionalText(REASON_MAX, messages.reasonTooLong(REASON_MAX)) }),
  ],
  { error: messages.actionInvalid },
)

/** `POST /api/trial-days/:id/outcome`: the shop records attendance and approval; the barber confirms attendance only. */
export const trialOutcomeSchema = z.object({
  attended: z.boolean({ error: messages.attendedInvalid }),
  approved: z.boolean({ error: messages.approvedInvalid }).optional(),
  feedback: optionalText(FEEDBACK_MAX, messages.feedbackTooLong(FEEDBACK_MAX)),
})
