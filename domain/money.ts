/**
 * Money is kept as whole cents of its currency (plans' priceCents), never as a fraction of a unit,
 * and shown the way its own country writes it: pt-BR for reais ('R$ 357'), pt-PT for euros ('59 €',
 * the symbol after the amount). Intl puts a no-break space between amount and symbol, so a line
 * never wraps between them.
 */

import type { Country } from './locations'

export const CURRENCIES = ['BRL', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]

const currencyByCountry: Record<Country, Currency> = { BR: 'BRL', PT: 'EUR' }
const localeByCurrency: Record<Currency, string> = { BRL: 'pt-BR', EUR: 'pt-PT' }

export function currencyFor(country: Country): Currency {
  return currencyByCountry[country]
}

/** A plan is sold in its country's currency only: a Portuguese plan in reais would be charged in reais. */
export function currencyMatchesCountry(currency: Currency, country: Country): boolean {
  return currencyByCountry[country] === currency
}

const formatter = (currency: Currency, fractionDigits: number) =>
  new Intl.NumberFormat(localeByCurrency[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })

const formatters: Record<Currency, { whole: Intl.NumberFormat; withCents: Intl.NumberFormat }> = {
  BRL: { whole: formatter('BRL', 0), withCents: formatter('BRL', 2) },
  EUR: { whole: formatter('EUR', 0), withCents: formatter('EUR', 2) },
}

const symbols: Record<Currency, string> = { BRL: 'R$', EUR: '€' }

/** The symbol of a country's money: 'R$', '€'. */
export function currencySymbol(country: Country): string {
  return symbols[currencyByCountry[country]]
}

/** Cents from an amount in units: 19.9 gives 1990 (the binary fraction's error rounded away). */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}

/** 'R$ 357', 'R$ 19,90', '59 €', '9,90 €': cents are shown only when there are some. */
export function formatMoney(cents: number, currency: Currency): string {
  const { whole, withCents } = formatters[currency]
  return (cents % 100 === 0 ? whole : withCents).format(cents / 100)
}

/** formatMoney in the country's own currency. */
export function formatPrice(cents: number, country: Country): string {
  return formatMoney(cents, currencyFor(country))
}

/** What a plan of `months` months costs per month, to the nearest cent. */
export function monthlyCents(priceCents: number, months: number): number {
  return Math.round(priceCents / months)
}

/** A plan's price per month, for comparing plans of different lengths: 'R$ 119/mês', '19 €/mês'. */
export function monthlyPrice(priceCents: number, months: number, currency: Currency): string {
  return `${formatMoney(monthlyCents(priceCents, months), currency)}/mês`
}
