import { InputAdornment } from '@mui/material'
import { NumberInput, required } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { CURRENCIES, formatMoney, monthlyPrice, toCents, type Currency } from '#domain/money'

const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency)

const SYMBOLS: Record<Currency, string> = { BRL: 'R$', EUR: '€' }

/** The stored cents as the amount an editor reads and types: 35700 is 357, 1990 is 19.9. */
const fromCents = (cents: unknown) => (typeof cents === 'number' && Number.isFinite(cents) ? String(cents / 100) : '')

/** What the editor typed, in reais or euros, back to whole cents; nothing typed stays nothing (the form says it is required). */
const toStoredCents = (amount: unknown) => {
  if (amount === null || amount === undefined || amount === '') return null
  const value = typeof amount === 'number' ? amount : Number(String(amount).replace(',', '.'))
  return Number.isFinite(value) ? toCents(value) : null
}

const positive = (cents: unknown) => (typeof cents === 'number' && cents > 0 ? undefined : 'Informe um preço maior que zero.')

/**
 * The price in its currency's units, as the cards show it (issue 24: editors typed 367 meaning
 * reais and /planos showed 'R$ 3,67'), with the currency beside the box and, under it, what the
 * cards will say ('57 € a cada 3 meses, 19 €/mês'). The server keeps whole cents.
 */
export function PlanPriceInput() {
  const [cents, currency, months] = useWatch({ name: ['priceCents', 'currency', 'months'] }) as [unknown, unknown, unknown]
  const known = isCurrency(currency) ? currency : null
  const period = typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : null
  const valid = typeof cents === 'number' && Number.isInteger(cents) && cents > 0 && known
  const preview = valid
    ? period && period > 1
      ? `${formatMoney(cents, known)} a cada ${period} meses, ${monthlyPrice(cents, period, known)}`
      : formatMoney(cents, known)
    : `Informe o preço em ${known === 'EUR' ? 'euros' : 'reais'}: 57 são ${formatMoney(5700, known ?? 'BRL')}.`
  return (
    <NumberInput
      source="priceCents"
      label={`Preço (${known ? SYMBOLS[known] : 'moeda do plano'})`}
      // 'any': the browser's own check of a step would refuse 3.67 in English before ours speaks.
      step="any"
      format={fromCents}
      parse={toStoredCents}
      validate={[required(), positive]}
      helperText={preview}
      slotProps={known ? { input: { startAdornment: <InputAdornment position="start">{SYMBOLS[known]}</InputAdornment> } } : undefined}
    />
  )
}
