import type { Country } from './locations'
import { formatPrice } from './money'

/**
 * A job's pay as a structure that can be filtered and sorted (issue 26, decision 0036): its kind,
 * a minimum and an optional maximum (whole cents of the job's country's money, or percentage
 * points for a commission), the commission beside a fixed salary, and a free note ('+ gorjetas').
 * The spec's free-text `salary` is still accepted: `parsePay` reads what it can and keeps the rest
 * as the note.
 */
export const PAY_KINDS = ['monthly', 'commission', 'daily', 'per_service', 'salary_commission'] as const
export type PayKind = (typeof PAY_KINDS)[number]

export const payKindLabels: Record<PayKind, string> = {
  monthly: 'Salário mensal',
  commission: 'Comissão (%)',
  daily: 'Diária',
  per_service: 'Por serviço',
  salary_commission: 'Salário + comissão',
}

export const isPayKind = (value: unknown): value is PayKind => typeof value === 'string' && (PAY_KINDS as readonly string[]).includes(value)

/** Whether the kind's amounts are a percentage (a commission) rather than money. */
export const isPercentKind = (kind: PayKind) => kind === 'commission'

export type Pay = {
  kind: PayKind | null
  /** Cents of the country's money, or percentage points for a commission. */
  min: number | null
  max: number | null
  /** The commission (percentage points) beside a fixed salary. */
  commission: number | null
  note: string | null
}

export const PAY_NOTE_MAX = 120
/** At most R$ 1.000.000 (or € 1.000.000) a month: a typo, not a barber's pay, past that. */
const PAY_MAX_CENTS = 100_000_000

export const NO_PAY: Pay = { kind: null, min: null, max: null, commission: null, note: null }

// ————— Reading free text —————

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

type Span = { start: number; end: number }

/** A number as Brazilians and Portuguese write it: '2.500', '2.500,00', '2500', '1,5', '2 500'. */
function readNumber(raw: string): number | null {
  let text = raw.replace(/\s/g, '')
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) text = text.replace(/\./g, '').replace(',', '.')
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) text = text.replace(/,/g, '')
  else if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.')
  else if (/^\d+\.\d{1,2}$/.test(text)) {
    // '2.5' (a half) stays a fraction.
  } else if (!/^\d+$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

const NUMBER = String.raw`\d{1,3}(?:[. ]\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?`
const CURRENCY_BEFORE = String.raw`(?:r\$|rs|€|eur)\s*`
const CURRENCY_AFTER = String.raw`\s*(?:€|eur(?:os?)?\b|reais\b|real\b|brl\b)`
const THOUSANDS = String.raw`\s*(?:mil\b|k\b)`

type Amount = Span & { value: number; currency: boolean; thousands: boolean }

/** Every amount of money in the text, in units (reais or euros), with where it is. */
function findAmounts(folded: string): Amount[] {
  const pattern = new RegExp(
    `(${CURRENCY_BEFORE})?(${NUMBER})(${THOUSANDS})?(${CURRENCY_AFTER})?(?!\\s*(?:%|h\\b|hs\\b|horas?\\b|x\\d|x\\b|dias?\\b|anos?\\b|meses\\b|cortes\\b|clientes\\b|vagas?\\b|por cento))`,
    'g',
  )
  const amounts: Amount[] = []
  for (const match of folded.matchAll(pattern)) {
    const [whole, before, number, thousands, after] = match
    const start = match.index
    // Part of a longer token ('6x1', '12h', a phone-like run of digits, a percentage).
    if (/[\w%]/.test(folded[start - 1] ?? '') && !before) continue
    const value = readNumber(number!)
    if (value === null) continue
    const times = thousands ? 1000 : 1
    amounts.push({ start, end: start + whole.length, value: value * times, currency: Boolean(before || after), thousands: Boolean(thousands) })
  }
  return amounts
}

type Percent = Span & { value: number }

function findPercents(folded: string): Percent[] {
  const percents: Percent[] = []
  for (const match of folded.matchAll(/(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:%|por\s*cento\b)/g)) {
    const value = Number(match[1]!.replace(',', '.'))
    if (value > 0 && value <= 100) percents.push({ start: match.index, end: match.index + match[0].length, value })
  }
  // '40 a 50%': the first number of a range written once with the sign.
  for (const match of folded.matchAll(/(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:a|-|–|ate|e)\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:%|por\s*cento\b)/g)) {
    const value = Number(match[1]!.replace(',', '.'))
    if (value > 0 && value <= 100 && !percents.some((percent) => percent.start === match.index)) {
      percents.push({ start: match.index, end: match.index + match[1]!.length, value })
    }
  }
  // 'Comissão 50/50': the shop and the barber split each service in halves (or 60/40).
  if (/comiss/.test(folded)) {
    for (const match of folded.matchAll(/\b(\d{2})\s*\/\s*(\d{2})\b/g)) {
      const [barber, shop] = [Number(match[1]), Number(match[2])]
      if (barber + shop === 100 && !percents.some((percent) => percent.start < match.index + match[0].length && match.index < percent.end)) {
        percents.push({ start: match.index, end: match.index + match[0].length, value: barber })
      }
    }
  }
  return percents.sort((a, b) => a.start - b.start)
}

const DAILY = /\bdiaria\b|\bdiarias\b|\bpor dia\b|\/\s*dia\b|\bao dia\b|\bdia de trabalho\b/
const PER_SERVICE = /\bpor (?:servico|corte|atendimento|cliente|barba)\b|\bcada (?:servico|corte|atendimento)\b|\/\s*(?:servico|corte)\b|\bpor produca?o\b/
const COMMISSION = /\bcomiss(?:ao|oes|ionad[oa])\b|%/
const SALARY = /\bsalario\b|\bfixo\b|\bmensa(?:l|is)\b|\bpor mes\b|\/\s*mes\b|\bao mes\b|\bajuda de custo\b/
const UNKNOWN = /^(?:a combinar|a negociar|combinar|negociavel|negociar|a definir|-|—|\?)$/

/** Words the kind was read from, dropped from the note wherever they are. */
const KIND_WORDS =
  /\b(?:salario(?: fixo)?|fixo|mensal|mensais|por mes|ao mes|(?:de |da |em )?comiss(?:ao|oes|ionad[oa])|(?:sobre|dos|nos|em) (?:os )?servicos|diarias?|por dia|ao dia|por (?:servico|corte|atendimento)|cada (?:corte|servico)|a partir de|minimo de|ajuda de custo|bruto|liquido|em media|media de|cerca de|aprox(?:imadamente)?)\b|\/\s*(?:mes|dia|servico|corte)\b|\b(?:r\$|rs|reais|euros?|eur|brl)(?=\s|$|[^\w])|€/g
/** Little words that joined the pay to the rest: dropped only at the note's ends. */
const EDGE_WORDS = new Set(['de', 'da', 'do', 'a', 'e', 'entre', 'ate', 'mais', 'com', 'sobre', 'os'])
const PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu

/** Units below this with no word for the period read as neither a salary nor a day's pay: kept as the note. */
const SMALLEST_PLAIN_SALARY = 400

/**
 * The structure in a free-text pay ('R$ 2.500', '50% de comissão', '2.000 a 3.000', 'R$ 1.500 +
 * 40%', 'Diária de R$ 150', '35 por corte'), in `country`'s money. What it cannot read is kept
 * whole as the note, and what is left beside what it read ('+ gorjetas') becomes the note.
 * Never throws.
 */
export function parsePay(input: string | null | undefined): Pay {
  const text = typeof input === 'string' ? input.replace(/\s+/g, ' ').trim().slice(0, 500) : ''
  if (!text) return NO_PAY
  // Folding keeps every position: each letter folds to one letter (accents are combining marks, removed).
  const folded = fold(text)
  if (folded.length !== text.length || UNKNOWN.test(folded)) return { ...NO_PAY, note: text.slice(0, PAY_NOTE_MAX) }

  const percents = findPercents(folded)
  const amounts = findAmounts(folded).filter((amount) => !percents.some((percent) => amount.start < percent.end && percent.start < amount.end))
  // '2 a 3 mil': the thousands written once apply to both ends.
  if (
    amounts.length === 2 &&
    amounts[1]!.thousands &&
    !amounts[0]!.thousands &&
    amounts[0]!.value < 1000 &&
    amounts[0]!.value < amounts[1]!.value / 1000 + 1000
  ) {
    if (amounts[0]!.value * 1000 <= amounts[1]!.value) amounts[0] = { ...amounts[0]!, value: amounts[0]!.value * 1000 }
  }
  const daily = DAILY.test(folded)
  const perService = PER_SERVICE.test(folded)
  const salary = SALARY.test(folded)
  const commission = COMMISSION.test(folded)
  const upTo = /\bate\s*(?:r\$|€)?\s*\d/.test(folded) && !/\bde\s*(?:r\$|€)?\s*\d[\d.,\s]*(?:mil\b)?\s*ate\b/.test(folded)

  // Two amounts are a range only when joined as one ('2.000 a 3.000', 'entre 2.000 e 3.000').
  const joined = (first?: Span, second?: Span) => Boolean(first && second && /^\s*(?:a|-|–|—|ate|e|\/)\s*$/.test(folded.slice(first.end, second.start)))
  if (amounts.length > 1 && !joined(amounts[0], amounts[1])) amounts.splice(1)
  if (percents.length > 1 && !joined(percents[0], percents[1])) percents.splice(1)
  const money = amounts.slice(0, 2).map((amount) => Math.round(amount.value * 100))
  const range = (values: number[]): Pick<Pay, 'min' | 'max'> => {
    const [first, second] = values
    if (first === undefined) return { min: null, max: null }
    if (second === undefined) return upTo ? { min: null, max: first } : { min: first, max: null }
    return { min: Math.min(first, second), max: Math.max(first, second) === Math.min(first, second) ? null : Math.max(first, second) }
  }
  const percentRange = range(percents.slice(0, 2).map((percent) => percent.value))

  let pay: Omit<Pay, 'note'>
  let used: Span[] = []
  if (percents.length > 0 && amounts.length > 0 && !daily && !perService) {
    pay = { kind: 'salary_commission', ...range(money.slice(0, 2)), commission: percents[0]!.value }
    used = [...amounts.slice(0, 2), percents[0]!]
  } else if (percents.length > 0 && amounts.length === 0) {
    pay = { kind: 'commission', ...percentRange, commission: null }
    used = percents.slice(0, 2)
  } else if (amounts.length > 0) {
    const kind: PayKind = daily ? 'daily' : perService ? 'per_service' : commission ? 'salary_commission' : 'monthly'
    const plain = !daily && !perService && !salary && !commission && !amounts.some((amount) => amount.currency)
    const unitsOfMonth = amounts[0]!.value
    // A bare small number ('150') says neither what it pays for nor in what: kept as written.
    if ((kind === 'monthly' && !salary && unitsOfMonth < SMALLEST_PLAIN_SALARY) || (plain && unitsOfMonth < SMALLEST_PLAIN_SALARY)) {
      return { ...NO_PAY, note: text.slice(0, PAY_NOTE_MAX) }
    }
    if (kind === 'per_service' && percents.length > 0) {
      pay = { kind, ...range(money), commission: null }
      used = amounts.slice(0, 2)
    } else {
      pay = { kind, ...range(money), commission: kind === 'salary_commission' ? (percents[0]?.value ?? null) : null }
      used = amounts.slice(0, 2)
    }
  } else if (salary && commission) {
    pay = { kind: 'salary_commission', min: null, max: null, commission: null }
  } else if (commission) {
    pay = { kind: 'commission', min: null, max: null, commission: null }
  } else if (daily) {
    pay = { kind: 'daily', min: null, max: null, commission: null }
  } else {
    return { ...NO_PAY, note: text.slice(0, PAY_NOTE_MAX) }
  }
  if ((pay.min ?? 0) > PAY_MAX_CENTS || (pay.max ?? 0) > PAY_MAX_CENTS) return { ...NO_PAY, note: text.slice(0, PAY_NOTE_MAX) }
  return { ...pay, note: leftover(text, folded, used) }
}

/** What the text says besides the pay it was read into: '+ gorjetas', 'vale-transporte'. */
function leftover(text: string, folded: string, used: Span[]): string | null {
  const keep = Array.from(text, () => true)
  const drop = ({ start, end }: Span) => {
    for (let index = start; index < end; index++) keep[index] = false
  }
  used.forEach(drop)
  for (const match of folded.matchAll(KIND_WORDS)) drop({ start: match.index, end: match.index + match[0].length })
  const tokens = Array.from(text)
    .map((char, index) => (keep[index] ? char : ' '))
    .join('')
    .split(/\s+/)
    .filter(Boolean)
  let plus = false
  const isEdge = (token: string) => {
    const bare = fold(token).replace(PUNCTUATION, '')
    return bare === '' || EDGE_WORDS.has(bare)
  }
  while (tokens.length && isEdge(tokens[0]!)) if (tokens.shift()!.includes('+')) plus = true
  while (tokens.length && isEdge(tokens.at(-1)!)) tokens.pop()
  const rest = tidyNote(tokens.join(' '))
  if (!/\p{L}{3,}/u.test(rest)) return null
  // '+' stays in front of an extra ('+ gorjetas') when the text had one there.
  return (plus ? `+ ${rest}` : rest).slice(0, PAY_NOTE_MAX)
}

const OPENERS = '(['
const CLOSERS = ')]'
const EDGE_SIGNS = /^[+,;:.\s]+|[,;:.\s]+$/g

/**
 * The note's brackets after the pay was taken out of it: a bracket whose partner went with the pay
 * ('(R$ 2.000) salão-parceiro'), an emptied pair, and one pair around the whole note go; a pair of
 * the note's own ('+ gorjetas (salão-parceiro)') stays whole.
 */
function tidyNote(text: string): string {
  const lone = new Set<number>()
  const open: number[] = []
  for (let index = 0; index < text.length; index++) {
    if (OPENERS.includes(text[index]!)) open.push(index)
    else if (CLOSERS.includes(text[index]!) && open.pop() === undefined) lone.add(index)
  }
  for (const index of open) lone.add(index)
  let note = ''
  for (let index = 0; index < text.length; index++) if (!lone.has(index)) note += text[index]
  note = note
    .replace(/[([]\s*[)\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(EDGE_SIGNS, '')
  while (note.length > 1 && OPENERS.includes(note[0]!) && closerOf(note, 0) === note.length - 1) note = note.slice(1, -1).replace(EDGE_SIGNS, '')
  return note
}

/** Where the bracket opened at `start` closes (brackets balanced by tidyNote). */
function closerOf(text: string, start: number): number {
  let depth = 0
  for (let index = start; index < text.length; index++) {
    if (OPENERS.includes(text[index]!)) depth++
    else if (CLOSERS.includes(text[index]!) && --depth === 0) return index
  }
  return -1
}

// ————— Showing —————

const percentText = (value: number) => `${String(value).replace('.', ',')}%`

/** One pay the same way on every card: 'R$ 2.500 – R$ 3.000/mês', '50% de comissão', '900 €/mês', 'A combinar'. */
export function formatPay(pay: Pay, country: Country): string {
  const amounts = amountText(pay, country)
  if (!amounts) return pay.note || 'A combinar'
  if (!pay.note) return amounts
  return pay.note.startsWith('+') ? `${amounts} ${pay.note}` : `${amounts} · ${pay.note}`
}

/** The pay without its note, or null when it has no kind. */
function amountText(pay: Pick<Pay, 'kind' | 'min' | 'max' | 'commission'>, country: Country): string | null {
  const { kind, min, max } = pay
  if (!kind) return null
  const money = (cents: number) => formatPrice(cents, country)
  const span = (format: (value: number) => string, joiner = ' – ') =>
    min !== null && max !== null ? `${format(min)}${joiner}${format(max)}` : min !== null ? format(min) : max !== null ? `até ${format(max)}` : null
  switch (kind) {
    case 'monthly': {
      const value = span(money)
      return value ? `${capitalizeUpTo(value)}/mês` : payKindLabels.monthly
    }
    case 'daily': {
      const value = span(money)
      return value ? `${capitalizeUpTo(value)}/dia` : payKindLabels.daily
    }
    case 'per_service': {
      const value = span(money)
      return value ? `${capitalizeUpTo(value)} por serviço` : payKindLabels.per_service
    }
    case 'commission': {
      const value =
        min !== null && max !== null
          ? `${percentText(min)} a ${percentText(max)}`
          : min !== null
            ? percentText(min)
            : max !== null
              ? `até ${percentText(max)}`
              : null
      return value ? `${capitalizeUpTo(value)} de comissão` : 'Comissão'
    }
    case 'salary_commission': {
      const value = span(money)
      const commission = pay.commission !== null ? `${percentText(pay.commission)} de comissão` : 'comissão'
      return value ? `${capitalizeUpTo(value)}/mês + ${commission}` : `Salário + ${commission}`
    }
  }
}

const capitalizeUpTo = (text: string) => (text.startsWith('até ') ? `Até ${text.slice(4)}` : text)

// ————— Filtering —————

/** What is typed in a whole-units box ('2.500', 'R$ 2500') as digits only, or undefined for nothing. */
export function wholeUnits(typed: string): string | undefined {
  const digits = typed.replace(/[^\d]/g, '').slice(0, 7)
  return digits ? String(Number(digits)) : undefined
}

/** The open-jobs filters on pay, as GET /api/open-jobs and the saved alerts take them. */
export type PayFilter = { payKind?: PayKind; payMin?: number }

/** The filter's minimum in the column's unit: cents of money, or percentage points for a commission. */
export function payFloor(filter: Required<PayFilter>): number {
  return isPercentKind(filter.payKind) ? filter.payMin : Math.round(filter.payMin * 100)
}

/**
 * Whether a job's pay fits the filter: its kind when one is asked, and, with a minimum, a top of
 * its range (the maximum, else the minimum) at least that much. The same rule as the SQL of
 * server/jobs/reads.ts, for the job alerts to reuse.
 */
export function payMatches(job: Pick<Pay, 'kind' | 'min' | 'max'>, filter: PayFilter): boolean {
  if (filter.payKind !== undefined && job.kind !== filter.payKind) return false
  if (filter.payMin === undefined) return true
  if (!job.kind) return false
  const top = job.max ?? job.min
  if (top === null) return false
  return top >= payFloor({ payKind: filter.payKind ?? job.kind, payMin: filter.payMin })
}

/**
 * A pay filter in words, for an alert's summary (issue 40): 'Salário mensal', 'Salário mensal a
 * partir de R$ 3.000', 'Comissão a partir de 40%'. The minimum in `country`'s money.
 */
export function payFilterText(filter: PayFilter, country: Country): string | null {
  if (!filter.payKind) return null
  const label = filter.payKind === 'commission' ? 'Comissão' : payKindLabels[filter.payKind]
  if (filter.payMin === undefined) return label
  const floor = isPercentKind(filter.payKind) ? percentText(filter.payMin) : formatPrice(filter.payMin * 100, country)
  return `${label} a partir de ${floor}`
}

// ————— Typing —————

/**
 * The mask of a money box, as the phone and document boxes mask what is typed: digits grouped the
 * way the country writes them ('2.500' in Brazil, '2500' or '12 500' in Portugal), and up to two
 * decimals after a comma.
 */
export function maskMoneyAmount(typed: string, country: Country): string {
  const [whole = '', ...decimals] = typed.replace(/[^\d,]/g, '').split(',')
  const digits = whole.replace(/^0+(?=\d)/, '').slice(0, 7)
  const grouped = digits
    ? new Intl.NumberFormat(country === 'PT' ? 'pt-PT' : 'pt-BR', { useGrouping: true }).format(Number(digits)).replace(/\u00a0/g, ' ')
    : ''
  return decimals.length ? `${grouped},${decimals.join('').slice(0, 2)}` : grouped
}

/** The mask of a percentage box: up to three digits and two decimals after a comma. */
export function maskPercent(typed: string): string {
  const [whole = '', ...decimals] = typed.replace(/[^\d,]/g, '').split(',')
  return decimals.length ? `${whole.slice(0, 3)},${decimals.join('').slice(0, 2)}` : whole.slice(0, 3)
}

/** A pay as a form holds it: the kind ('' for 'A combinar') and the amounts as typed through the masks. */
export type TypedPay = { payKind: PayKind | ''; payMin: string; payMax: string; payCommission: string; payNote: string }

/** A typed amount ('2.500', '2 500', '37,5') as a number, or null for nothing; NaN for what is not one. */
export function typedNumber(typed: string): number | null {
  const text = typed.replace(/[\s.\u00a0]/g, '').replace(',', '.')
  if (!text) return null
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN
}

/** The pay the form describes, in the stored units: cents of money, percentage points. */
export function payOfForm(data: TypedPay): Pay {
  const kind = data.payKind || null
  const unit = (typed: string) => {
    const value = typedNumber(typed)
    return value === null || !kind || isPercentKind(kind) ? value : Math.round(value * 100)
  }
  return {
    kind,
    min: unit(data.payMin),
    max: unit(data.payMax),
    commission: kind === 'salary_commission' ? typedNumber(data.payCommission) : null,
    note: data.payNote || null,
  }
}

// ————— Checking what is written —————

export const payMessages = {
  kindRequired: 'Escolha o tipo de remuneração para informar valores.',
  kindInvalid: `Tipo de remuneração inválido. Use: ${PAY_KINDS.join(', ')}.`,
  amountInvalid: 'Informe um valor válido, maior que zero.',
  amountTooLarge: 'Valor alto demais para uma remuneração.',
  percentInvalid: 'Informe uma porcentagem entre 0 e 100.',
  maxBelowMin: 'O valor máximo não pode ser menor que o mínimo.',
  commissionOnlyWithSalary: 'A comissão à parte só vale para “Salário + comissão”.',
  noteTooLong: `Use no máximo ${PAY_NOTE_MAX} caracteres.`,
  payMinNeedsKind: 'Escolha o tipo de remuneração (payKind) para filtrar pelo valor mínimo.',
  payMinInvalid: 'O valor mínimo (payMin) deve ser um número inteiro maior ou igual a zero.',
  payKindInvalid: `Tipo de remuneração (payKind) inválido. Use: ${PAY_KINDS.join(', ')}.`,
  sortInvalid: 'Ordenação (sort) inválida. Use: recent ou pay.',
  sortNeedsKind: 'Escolha o tipo de remuneração (payKind) para ordenar por “Maior remuneração”.',
} as const

/** The field paths of a job's pay, as the API and the form name them. */
export const PAY_FIELDS = { kind: 'payKind', min: 'payMin', max: 'payMax', commission: 'payCommission', note: 'payNote' } as const

const validPercent = (value: number) => Number.isFinite(value) && value > 0 && value <= 100

/** What is wrong with a pay as it would be stored, one Portuguese message per field. */
export function payProblems(pay: Pay): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const { kind, min, max, commission, note } = pay
  for (const [field, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (value === null) continue
    if (!kind) problems.push({ path: PAY_FIELDS[field], message: payMessages.kindRequired })
    else if (isPercentKind(kind) ? !validPercent(value) : !Number.isInteger(value) || value <= 0)
      problems.push({ path: PAY_FIELDS[field], message: isPercentKind(kind) ? payMessages.percentInvalid : payMessages.amountInvalid })
    else if (!isPercentKind(kind) && value > PAY_MAX_CENTS) problems.push({ path: PAY_FIELDS[field], message: payMessages.amountTooLarge })
  }
  if (min !== null && max !== null && max < min && problems.length === 0) problems.push({ path: PAY_FIELDS.max, message: payMessages.maxBelowMin })
  if (commission !== null) {
    if (kind !== 'salary_commission') problems.push({ path: PAY_FIELDS.commission, message: payMessages.commissionOnlyWithSalary })
    else if (!validPercent(commission)) problems.push({ path: PAY_FIELDS.commission, message: payMessages.percentInvalid })
  }
  if (note !== null && note.length > PAY_NOTE_MAX) problems.push({ path: PAY_FIELDS.note, message: payMessages.noteTooLong })
  return problems
}
