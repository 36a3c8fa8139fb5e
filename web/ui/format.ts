/** Numbers, money and dates the Brazilian way (spec §9). */
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' })
const integerFormat = new Intl.NumberFormat('pt-BR')
const ratingFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const relativeFormat = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' })

export const formatDate = (value: string | Date) => dateFormat.format(new Date(value))
export const formatDateTime = (value: string | Date) => dateTimeFormat.format(new Date(value))
export const formatInteger = (value: number) => integerFormat.format(value)
export const formatRating = (value: number) => ratingFormat.format(value)
/** "1 vaga", "1.234 vagas". */
export const formatCount = (count: number, one: string, many: string) => `${formatInteger(count)} ${count === 1 ? one : many}`

export function formatMoney(cents: number, currency = 'BRL') {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency, maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100)
}

/** "há 3 dias", "ontem", "hoje". */
export function formatAgo(value: string | Date, now = new Date()) {
  const days = Math.round((new Date(value).getTime() - now.getTime()) / 86_400_000)
  if (days === 0) return 'hoje'
  if (Math.abs(days) < 30) return relativeFormat.format(days, 'day')
  const months = Math.round(days / 30)
  if (Math.abs(months) < 12) return relativeFormat.format(months, 'month')
  return relativeFormat.format(Math.round(days / 365), 'year')
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' })
const shortDateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' })

/** "14:05". */
export const formatTime = (value: string | Date) => timeFormat.format(new Date(value))

/** When something last happened, as messengers list it: the time today, 'Ontem', else the date. */
export function formatWhen(value: string | Date, now = new Date()) {
  const date = new Date(value)
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000)
  if (days === 0) return formatTime(date)
  if (days === 1) return 'Ontem'
  return date.getFullYear() === now.getFullYear() ? shortDateFormat.format(date) : formatDate(date)
}
