import { invalidFields } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import type { Plan } from '#payload-types'
import { billingMessages } from '#domain/messages/billing'
import { CURRENCIES, currencyMatchesCountry, type Currency } from '#domain/money'
import { rowCountry } from '#utilities/rowCountry'

/**
 * A plan is charged in its country's currency (reais in Brazil, euros in Portugal). Checked on the
 * row as it will be stored, so a PATCH of the country alone cannot leave the other currency behind.
 */
export const checkPlanCurrency: CollectionBeforeChangeHook<Plan> = ({ data, originalDoc }) => {
  const row = { ...originalDoc, ...data } as { country?: unknown; currency?: unknown }
  const country = rowCountry(row)
  const currency = CURRENCIES.includes(row.currency as Currency) ? (row.currency as Currency) : null
  if (currency && !currencyMatchesCountry(currency, country)) {
    throw invalidFields([{ path: 'currency', message: billingMessages.planCurrencyForCountry[country] }])
  }
  return data
}
