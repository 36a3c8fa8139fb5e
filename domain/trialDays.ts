import type { ApplicationStatus } from './applications'
import { findPortugueseRegion, placeKey, type Country } from './locations'
import { trialDayMessages as messages } from './messages/trialDays'
import { countryTimeZone } from './timeZone'

/**
 * The practical test day of an accepted application (issue 41, decision 0069): the shop proposes
 * one to three slots; the barber picks one ('scheduled'), declines, or proposes others (then the
 * shop answers them the same way); either party cancels; after the start the shop records the
 * outcome ('completed') and the barber confirms the attendance.
 */
const TRIAL_DAY_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled', 'completed'] as const
export type TrialDayStatus = (typeof TRIAL_DAY_STATUSES)[number]
export type TrialDayParty = 'shop' | 'barber'

export const MAX_SLOTS = 3
export const MIN_DURATION_MINUTES = 15
export const MAX_DURATION_HOURS = 12
export const MAX_DURATION_MINUTES = MAX_DURATION_HOURS * 60
/** How far ahead a slot may be: a test day is arranged for the coming weeks, not next year. */
export const MAX_DAYS_AHEAD = 180
/** R$ 100.000,00 or 100 000 € in cents: far above any day's pay, below anything that is a typo of a phone number. */
export const MAX_AMOUNT_CENTS = 10_000_000
export const NOTES_MAX = 1000
export const REASON_MAX = 500
export const FEEDBACK_MAX = 1000

/** Proposals (new test days and other slots) a day: the shop's across its applications, and each application's by either party. */
export const PROPOSALS_PER_SHOP_PER_DAY = 20
export const PROPOSALS_PER_APPLICATION_PER_DAY = 6

/** The reminders before a scheduled slot, each sent once (decision 0069). */
export const REMINDERS = [
  { key: '24h', beforeMs: 24 * 60 * 60 * 1000 },
  { key: '2h', beforeMs: 2 * 60 * 60 * 1000 },
] as const
export type ReminderKey = (typeof REMINDERS)[number]['key']

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

/** Portugal's autonomous regions keep their own clocks (ISO 3166-2 codes): the Açores an hour behind, Madeira with its own name. */
const PORTUGUESE_REGION_ZONES: Record<string, string> = { 'PT-20': 'Atlantic/Azores', 'PT-30': 'Atlantic/Madeira' }

/** Pernambuco's islands are two hours behind UTC, an hour ahead of Recife. */
const NORONHA = placeKey('Fernando de Noronha')

export function shopTimeZone(country: Country | null | undefined, state: string | null | undefined, city?: string | null): string {
  if (country === 'PT') return PORTUGUESE_REGION_ZONES[findPortugueseRegion(state ?? '')?.code ?? ''] ?? countryTimeZone('PT')
  const uf = (state ?? '').trim().toUpperCase()
  if (uf === 'PE' && placeKey(city ?? '') === NORONHA) return 'America/Noronha'
  return BRAZILIAN_STATE_ZONES[uf] ?? countryTimeZone('BR')
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
