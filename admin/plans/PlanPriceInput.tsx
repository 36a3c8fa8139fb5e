import { NumberInput, required } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { CURRENCIES, formatMoney, monthlyPrice, type Currency } from '../../domain/money'

const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency)

/**
 * The price in cents, as stored, with what the cards will show under it in the plan's own currency
 * ('57 € a cada 3 meses, 19 €/mês'), so an editor typing 5700 sees it is 57 euros and not 5.700.
 */
export function PlanPriceInput() {
  const [cents, currency, months] = useWatch({ name: ['priceCents', 'currency', 'months'] }) as [unknown, unknown, unknown]
  const valid = typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 && isCurrency(currency)
  const period = typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : null
  const preview = valid
    ? period && period > 1
      ? `${formatMoney(cents, currency)} a cada ${period} meses, ${monthlyPrice(cents, period, currency)}`
      : formatMoney(cents, currency)
    : 'Informe o preço em centavos: 5700 são 57,00.'
  return <NumberInput source="priceCents" label="Preço (centavos)" min={0} step={1} validate={required()} helperText={preview} />
}
