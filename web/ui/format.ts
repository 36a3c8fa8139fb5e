/** Numbers and dates the Brazilian way (spec §9); money is domain/money.ts, in its own country's way. */
const integerFormat = new Intl.NumberFormat('pt-BR')
const ratingFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const relativeFormat = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' })

/**
 * The zone dates are shown in (domain/timeZone.ts): undefined is the runtime's own zone. The
 * browser sets it from the page before it hydrates; the server sets it around each synchronous
 * render (inDisplayTimeZone), so two requests never see each other's zone.
 */
let displayTimeZone: string | undefined

export function setDisplayTimeZone(zone: string | undefined) {
  displayTimeZone = zone
}

/** Runs a synchronous render with dates in `zone`. */
export function inDisplayTimeZone<T>(zone: string, render: () => T): T {
  const previous = displayTimeZone
  displayTimeZone = zone
  try {
    return render()
  } finally {
    displayTimeZone = previous
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** A pt-BR date formatter in the display zone, made once per zone and shape. */
function dateFormatter(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name} ${displayTimeZone ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(name === 'day' ? 'en-CA' : 'pt-BR', { ...options, timeZone: displayTimeZone })))
  return formatter
}

const shapes = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
  shortDate: { day: '2-digit', month: '2-digit' },
  /** 2026-11-23: the calendar day in the display zone, to count days between two moments. */
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const format = (shape: keyof typeof shapes, value: string | Date) => dateFormatter(shape, shapes[shape]).format(new Date(value))

/** "23/11/2026". */
export const formatDate = (value: string | Date) => format('date', value)
/** "23/11/2026, 14:05". */
export const formatDateTime = (value: string | Date) => format('dateTime', value)
/** "14:05". */
export const formatTime = (value: string | Date) => format('time', value)
/** "2026": the year in the display zone, so the server's render and the browser's agree on New Year's Eve too. */
export const formatYear = (value: string | Date) => format('day', value).slice(0, 4)
export const formatInteger = (value: number) => integerFormat.format(value)
export const formatRating = (value: number) => ratingFormat.format(value)
/** "1 vaga", "1.234 vagas". */
export const formatCount = (count: number, one: string, many: string) => `${formatInteger(count)} ${count === 1 ? one : many}`

/** "há 3 dias", "ontem", "hoje". */
export function formatAgo(value: string | Date, now = new Date()) {
  const days = Math.round((new Date(value).getTime() - now.getTime()) / 86_400_000)
  if (days === 0) return 'hoje'
  if (Math.abs(days) < 30) return relativeFormat.format(days, 'day')
  const months = Math.round(days / 30)
  if (Math.abs(months) < 12) return relativeFormat.format(months, 'month')
  return relativeFormat.format(Math.round(days / 365), 'year')
}

/** The calendar day of a moment in the display zone, as a count of days (UTC midnight of that day). */
const dayNumber = (date: Date) => Date.parse(`${format('day', date)}T00:00:00Z`) / 86_400_000

/** When something last happened, as messengers list it: the time today, 'Ontem', else the date. */
export function formatWhen(value: string | Date, now = new Date()) {
  const date = new Date(value)
  const days = dayNumber(now) - dayNumber(date)
  if (days === 0) return formatTime(date)
  if (days === 1) return 'Ontem'
  return format('day', date).slice(0, 4) === format('day', now).slice(0, 4) ? format('shortDate', date) : formatDate(date)
}
