import type { Country } from './locations'
import { formatPrice } from './money'
import { NO_PAY, PAY_NOTE_MAX, parsePay, typedNumber, type Pay } from './pay'

/**
 * What a barber pays a shop for its chair (issue 40, decision 0066): a 'Aluguel de cadeira' job's
 * rent, kept apart from the pay so it never reads as what the barber earns (cards, 'Maior
 * remuneração', the pay filters, the JobPosting's baseSalary). An amount in whole cents of the job's
 * country's money, as a pay's, and the period it covers.
 */
export const RENT_PERIODS = ['day', 'week', 'month'] as const
export type RentPeriod = (typeof RENT_PERIODS)[number]

/** The contract type whose jobs carry a rent, and the only one. */
export const CHAIR_RENTAL = 'chair_rental'

const rentPeriodLabels: Record<RentPeriod, string> = { day: 'por dia', week: 'por semana', month: 'por mês' }
export const rentPeriodOptionLabels: Record<RentPeriod, string> = { day: 'Por dia', week: 'Por semana', month: 'Por mês' }

export const isRentPeriod = (value: unknown): value is RentPeriod => typeof value === 'string' && (RENT_PERIODS as readonly string[]).includes(value)

export type Rent = { amount: number | null; period: RentPeriod | null }
export const NO_RENT: Rent = { amount: null, period: null }

/** At most R$ 100.000 (or 100.000 €) for a chair, whatever the period: a typo past that. */
export const RENT_MAX_CENTS = 10_000_000

export const rentMessages = {
  amountInvalid: 'Informe o valor do aluguel em dinheiro, maior que zero.',
  amountTooLarge: 'Valor alto demais para o aluguel de uma cadeira.',
  periodInvalid: 'Escolha se o aluguel é por dia, por semana ou por mês.',
  amountRequired: 'Informe o valor do aluguel da cadeira.',
  onlyChairRental: 'O aluguel só vale para vagas do tipo “Aluguel de cadeira”.',
} as const

/** The field paths of a rent, as the API names them. */
const RENT_FIELDS = { amount: 'rent.amount', period: 'rent.period' } as const

/** A stored job's rent, or null when it has none (Payload hands back the group with nulls). */
export function rentOf(job: { rent?: { amount?: number | null; period?: string | null } | null }): Rent | null {
  const amount = job.rent?.amount ?? null
  const period = job.rent?.period
  return amount === null && !period ? null : { amount, period: isRentPeriod(period) ? period : null }
}

const isEmpty = (rent: Rent) => rent.amount === null && rent.period === null

/**
 * What is wrong with a job's rent as the row would store it: only a chair rental has one, and then
 * both its amount (whole cents, positive, bounded) and its period.
 */
export function rentProblems(rent: Rent, contractType: string | null | undefined): { path: string; message: string }[] {
  if (isEmpty(rent)) return []
  if (contractType !== CHAIR_RENTAL) return [{ path: RENT_FIELDS.amount, message: rentMessages.onlyChairRental }]
  const problems: { path: string; message: string }[] = []
  const { amount, period } = rent
  if (amount === null) problems.push({ path: RENT_FIELDS.amount, message: rentMessages.amountRequired })
  else if (!Number.isInteger(amount) || amount <= 0) problems.push({ path: RENT_FIELDS.amount, message: rentMessages.amountInvalid })
  else if (amount > RENT_MAX_CENTS) problems.push({ path: RENT_FIELDS.amount, message: rentMessages.amountTooLarge })
  if (!isRentPeriod(period)) problems.push({ path: RENT_FIELDS.period, message: rentMessages.periodInvalid })
  return problems
}

/** What a chair's rent is called where the job is: Brazil's 'aluguel', Portugal's 'aluguer' (issue 39). */
export const rentWord = (country: Country) => (country === 'PT' ? 'Aluguer' : 'Aluguel')

/** 'Aluguel: R$ 150 por semana', 'Aluguer: 300 € por mês'; a chair rental without an amount reads 'Aluguel a combinar'. */
export function formatRent(rent: Rent | null | undefined, country: Country): string {
  if (!rent || rent.amount === null || !rent.period) return `${rentWord(country)} a combinar`
  return `${rentWord(country)}: ${formatPrice(rent.amount, country)} ${rentPeriodLabels[rent.period]}`
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The period a text names for a rent: a week's ('por semana', 'semanal'), a day's, else none. */
function periodIn(text: string | null): RentPeriod | null {
  const folded = fold(text ?? '')
  if (/\bsema(?:na|nal|nais)\b/.test(folded)) return 'week'
  if (/\bdiarias?\b|\bpor dia\b|\/\s*dia\b|\bao dia\b/.test(folded)) return 'day'
  if (/\bmensa(?:l|is)\b|\bpor mes\b|\/\s*mes\b|\bao mes\b/.test(folded)) return 'month'
  return null
}

/** A money amount written with its currency ('R$ 150', '150 reais', '80 €'), in cents, for a text the pay parser left as a note. */
function amountIn(text: string | null): number | null {
  // An amount per service is a share of the work, never a rent.
  if (/\bpor (?:servico|corte|atendimento|cliente)\b|\/\s*(?:servico|corte)\b/.test(fold(text ?? ''))) return null
  const match = fold(text ?? '').match(/(?:r\$|€)\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?|(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\s*(?:€|reais\b|euros?\b)/)
  if (!match) return null
  const whole = (match[1] ?? match[3])!.replace(/\./g, '')
  const cents = Number(whole) * 100 + Number((match[2] ?? match[4] ?? '0').padEnd(2, '0'))
  return cents > 0 && cents <= RENT_MAX_CENTS ? cents : null
}

const RENT_WORDS =
  /\b(?:aluguel|aluguer)(?: d[ae] cadeira)?\b|\bpor (?:semana|dia|mes)\b|\bsema(?:na|nal|nais)\b|\bdiarias?\b|\bmensa(?:l|is)\b|\/\s*(?:dia|mes|semana)\b|\b(?:ao|a) (?:dia|mes|semana)\b|(?:r\$|€)\s*[\d.,]+|[\d.,]+\s*(?:€|reais\b|euros?\b)/g

/** What a note says besides the rent it was read for ('+ água e luz inclusas'), or null. */
function restOfNote(note: string | null): string | null {
  if (!note) return null
  // Folding keeps every position when the text has no letters that fold into two.
  const folded = fold(note)
  const rest = (
    folded.length === note.length
      ? Array.from(folded.matchAll(RENT_WORDS)).reduceRight((text, match) => text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length), note)
      : note
  )
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
  return /\p{L}{3,}/u.test(rest) ? rest : null
}

/**
 * A chair rental's pay as it was written before the rent had fields of its own (the migration of
 * issue 40, and the API's free-text `salary` on a chair rental), split into the rent and what is
 * left of the pay. A fixed amount is the rent, for the period its kind or its note names: a
 * monthly or salary amount a month (unless the note says a week or a day), a day's pay a day. A
 * commission beside a fixed amount stays as the pay (a commission); a commission alone or an
 * amount per service is a share of each service, not a rent, and stays the pay. The note of
 * these and of a note alone is read for an amount with its currency and a period ('R$ 150 por
 * semana'), a month when it names none. A note keeps only what it says besides the rent ('+ água e luz').
 */
export function splitChairRental(pay: Pay): { rent: Rent; pay: Pay } {
  const fixed = pay.min ?? pay.max
  switch (pay.kind) {
    case 'monthly':
    case 'daily':
    case 'salary_commission': {
      const period = periodIn(pay.note) ?? (pay.kind === 'daily' ? 'day' : 'month')
      // A fixed amount of nothing ('Diária de R$ 0') is no rent: the text stays the note.
      if (fixed === null || !Number.isInteger(fixed) || fixed <= 0) return { rent: NO_RENT, pay }
      const rent: Rent = { amount: Math.min(fixed, RENT_MAX_CENTS), period }
      const rest: Pay =
        pay.kind === 'salary_commission' && pay.commission !== null
          ? { kind: 'commission', min: pay.commission, max: null, commission: null, note: pay.note }
          : { ...NO_PAY, note: restOfNote(pay.note) }
      return { rent, pay: rest }
    }
    case 'commission':
    case 'per_service':
    case null: {
      // The pay stays; its note may name the rent ('Aluguel: R$ 800 por mês').
      const amount = amountIn(pay.note)
      return amount === null ? { rent: NO_RENT, pay } : { rent: { amount, period: periodIn(pay.note) ?? 'month' }, pay: { ...pay, note: restOfNote(pay.note) } }
    }
  }
}

/** A free-text pay written for a chair rental ('R$ 150 por semana'): read by the pay parser, then split. */
export const readChairRental = (text: string | null): { rent: Rent; pay: Pay } => splitChairRental(parsePay(text))

/**
 * The way back (the migration's down): a rent as the pay it was written as before it had fields of
 * its own. A month's or a day's rent on a job without pay becomes that pay; a week's, or a rent
 * beside a pay, goes into the note as the cards showed it ('Aluguel: R$ 150 por semana').
 */
export function rentAsPay(rent: Rent, pay: Pay, country: Country): Pay {
  if (rent.amount === null || !rent.period) return pay
  if (pay.kind === null && rent.period !== 'week') return { ...pay, kind: rent.period === 'day' ? 'daily' : 'monthly', min: rent.amount, max: null }
  return { ...pay, note: [formatRent(rent, country), pay.note].filter(Boolean).join(' · ').slice(0, PAY_NOTE_MAX) }
}

/** A rent as the job form holds it: the amount as typed through the money mask, and the period. */
export type TypedRent = { rentAmount: string; rentPeriod: RentPeriod }

/** The rent the form describes, in cents; nothing typed is no rent ('Aluguel a combinar'). */
export function rentOfForm(data: TypedRent): Rent {
  const value = typedNumber(data.rentAmount)
  return value === null ? NO_RENT : { amount: Number.isNaN(value) ? value : Math.round(value * 100), period: data.rentPeriod }
}
