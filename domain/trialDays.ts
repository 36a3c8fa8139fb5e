import type { ApplicationStatus } from './applications'
import type { FieldError } from './errors'
import type { Country } from './locations'
import { trialDayMessages as messages } from './messages/trialDays'
import { countryTimeZone } from './timeZone'
import { z } from './validation'

/**
 * The practical test day of an accepted application (issue 41, decision 0069): the shop proposes
 * one to three slots; the barber picks one ('scheduled'), declines, or proposes others (then the
 * shop answers them the same way); either party cancels; after the start the shop records the
 * outcome ('completed') and the barber confirms the attendance.
 */
const TRIAL_DAY_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled', 'completed'] as const
export type TrialDayStatus = (typeof TRIAL_DAY_STATUSES)[number]
export type TrialDayParty = 'shop' | 'barber'

const MAX_SLOTS = 3
const MIN_DURATION_MINUTES = 15
const MAX_DURATION_HOURS = 12
const MAX_DURATION_MINUTES = MAX_DURATION_HOURS * 60
/** How far ahead a slot may be: a test day is arranged for the coming weeks, not next year. */
const MAX_DAYS_AHEAD = 180
/** R$ 100.000,00 or 100 000 € in cents: far above any day's pay, below anything that is a typo of a phone number. */
const MAX_AMOUNT_CENTS = 10_000_000
const NOTES_MAX = 1000
const REASON_MAX = 500
const FEEDBACK_MAX = 1000

/** The reminders before a scheduled slot, each sent once (decision 0069). */
export const REMINDERS = [
  { key: '24h', beforeMs: 24 * 60 * 60 * 1000 },
  { key: '2h', beforeMs: 2 * 60 * 60 * 1000 },
] as const
export type ReminderKey = (typeof REMINDERS)[number]['key']

/** ISO 8601 date and time with its offset: '2026-12-20T09:00:00-03:00', '2026-12-20T12:00Z'. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/

export type Slot = { startsAt: Date; durationMinutes: number }

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
    const startsAt = typeof start === 'string' && ISO_WITH_OFFSET.test(start) ? new Date(start) : null
    if (!startsAt || Number.isNaN(startsAt.getTime())) errors.push({ field: `slots.${index}.start`, message: messages.startFormat(index) })
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

/** Who answers a proposal: the party that did not make it. */
export const answeringParty = (proposedBy: TrialDayParty): TrialDayParty => (proposedBy === 'shop' ? 'barber' : 'shop')

/**
 * The applicant card's and both panels' one pipeline (decision 0069): an accepted application with a
 * scheduled (or already held) test day reads 'Teste marcado' until the hire.
 */
export type PipelineStage = keyof typeof messages.pipelineLabels
export function pipelineStage(application: ApplicationStatus, trialDay: TrialDayStatus | null | undefined): PipelineStage | null {
  if (application === 'hired') return 'hired'
  if (application === 'pending') return 'pending'
  if (application !== 'accepted') return null
  return trialDay === 'scheduled' || trialDay === 'completed' ? 'trialScheduled' : 'accepted'
}

/**
 * The IANA zone of a shop's clock: Portugal's, or its Brazilian state's (Brazil has kept no summer
 * time since 2019, but its four offsets and the zones' names are what calendars expect).
 */
const BRAZILIAN_STATE_ZONES: Record<string, string> = {
  AC: 'America/Rio_Branco',
  AL: 'America/Maceio',
  AP: 'America/Belem',
  AM: 'America/Manaus',
  BA: 'America/Bahia',
  CE: 'America/Fortaleza',
  DF: 'America/Sao_Paulo',
  ES: 'America/Sao_Paulo',
  GO: 'America/Sao_Paulo',
  MA: 'America/Fortaleza',
  MT: 'America/Cuiaba',
  MS: 'America/Campo_Grande',
  MG: 'America/Sao_Paulo',
  PA: 'America/Belem',
  PB: 'America/Fortaleza',
  PR: 'America/Sao_Paulo',
  PE: 'America/Recife',
  PI: 'America/Fortaleza',
  RJ: 'America/Sao_Paulo',
  RN: 'America/Fortaleza',
  RS: 'America/Sao_Paulo',
  RO: 'America/Porto_Velho',
  RR: 'America/Boa_Vista',
  SC: 'America/Sao_Paulo',
  SP: 'America/Sao_Paulo',
  SE: 'America/Maceio',
  TO: 'America/Araguaina',
}

export function shopTimeZone(country: Country | null | undefined, state: string | null | undefined): string {
  if (country === 'PT') return countryTimeZone('PT')
  return BRAZILIAN_STATE_ZONES[(state ?? '').toUpperCase()] ?? countryTimeZone('BR')
}

/** 'sábado, 20 de dezembro de 2026, 09:00' in the shop's zone, as the e-mails and the calendar's description say it. */
export function slotLabel(startsAt: Date, timeZone: string, locale: 'pt-BR' | 'pt-PT' = 'pt-BR'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(startsAt)
}

/** A test day as the API answers it to one of its parties (their own texts as written, the other's masked). */
export type TrialDayView = {
  id: number
  applicationId: number
  status: TrialDayStatus
  statusLabel: string
  proposedBy: TrialDayParty
  /** The caller is the one to answer the slots on offer. */
  yourTurn: boolean
  paid: boolean
  amount: number | null
  currency: string
  timeZone: string
  place: string | null
  notes: string | null
  slots: { id: number; start: string; durationMinutes: number }[]
  pickedSlot: number | null
  reason: string | null
  reasonBy: TrialDayParty | null
  cancelledAt: string | null
  outcome: { attended: boolean | null; approved: boolean | null; feedback: string | null; recordedAt: string } | null
  barberConfirmedAttendance: boolean | null
  createdAt: string
}

/** One of a panel's 'Próximos testes': the test day with its job and the other party's name. */
export type UpcomingTrialDay = TrialDayView & { jobTitle: string | null; jobId: number | null; otherName: string | null }
