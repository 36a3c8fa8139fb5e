import { describe, expect, it } from 'vitest'
import { salaryPlaceholder } from '#domain/jobs'
import { COUNTRIES } from '#domain/locations'
import { DomainError } from '#domain/errors'
import { billingMessages } from '#domain/messages/billing'
import { CURRENCIES, currencyMatchesCountry, formatMoney, monthlyPrice } from '#domain/money'
import { checkPlanCurrency } from '#collections/Plans/hooks/checkPlanCurrency'
import { monthlyEquivalent, planPeriodLabel } from '#web/landing/planPrice'
import { defaultPlans } from '#server/seed/content'

const NBSP = '\u00a0'

describe('currencyMatchesCountry', () => {
  it('holds only for reais in Brazil and euros in Portugal', () => {
    const pairs = COUNTRIES.flatMap((country) => CURRENCIES.map((currency) => [country, currency, currencyMatchesCountry(currency, country)]))
    expect(pairs).toEqual([
      ['BR', 'BRL', true],
      ['BR', 'EUR', false],
      ['PT', 'BRL', false],
      ['PT', 'EUR', true],
    ])
  })
})

describe('checkPlanCurrency', () => {
  const run = (data: Record<string, unknown>, originalDoc?: Record<string, unknown>) =>
    checkPlanCurrency({
      collection: { slug: 'plans' },
      data,
      originalDoc,
      operation: originalDoc ? 'update' : 'create',
      req: {} as never,
      context: {},
    } as never)
  const messageOf = (call: () => unknown) => {
    try {
      call()
    } catch (error) {
      return error instanceof DomainError && error.fieldErrors?.[0]?.field === 'currency' ? error.message : null
    }
    return null
  }

  it('lets a plan through in its country’s currency', () => {
    expect(run({ country: 'PT', currency: 'EUR' })).toEqual({ country: 'PT', currency: 'EUR' })
    expect(run({ priceCents: 5700 }, { country: 'PT', currency: 'EUR' })).toEqual({ priceCents: 5700 })
    expect(run({ currency: 'BRL' })).toEqual({ currency: 'BRL' })
  })

  it('refuses the other currency, looking at the row as it will be stored', () => {
    expect(messageOf(() => run({ country: 'PT', currency: 'BRL' }))).toBe(billingMessages.planCurrencyForCountry.PT)
    expect(messageOf(() => run({ currency: 'BRL' }, { country: 'PT', currency: 'EUR' }))).toBe('Planos de Portugal são cobrados em euros (EUR).')
    expect(messageOf(() => run({ country: 'BR' }, { country: 'PT', currency: 'EUR' }))).toBe('Planos do Brasil são cobrados em reais (BRL).')
    // A row without a country is Brazilian, as rows started.
    expect(messageOf(() => run({ currency: 'EUR' }))).toBe('Planos do Brasil são cobrados em reais (BRL).')
  })
})

describe('the default plans', () => {
  it('are the same six cards in each country, each in its country’s currency and words for places', () => {
    for (const country of COUNTRIES) expect(defaultPlans.filter((plan) => plan.country === country)).toHaveLength(6)
    for (const plan of defaultPlans) expect(currencyMatchesCountry(plan.currency, plan.country)).toBe(true)
    // Portugal's features name a concelho and a distrito where Brazil's name a cidade and an estado.
    const inBrazilianWords = (text: string) =>
      text.replace('o seu concelho', 'a sua cidade').replace('do seu concelho', 'da sua cidade').replace('concelho e distrito', 'cidade e estado')
    const card = ({ audience, name, months, monthlyQuota, features, highlight, sortOrder }: (typeof defaultPlans)[number]) => ({
      audience,
      name,
      months,
      monthlyQuota,
      features: features?.map(({ text }) => inBrazilianWords(text)),
      highlight,
      sortOrder,
    })
    expect(JSON.stringify(defaultPlans.filter((plan) => plan.country === 'PT').map((plan) => plan.features))).not.toMatch(/cidade|estado/)
    expect(defaultPlans.filter((plan) => plan.country === 'PT').map(card)).toEqual(defaultPlans.filter((plan) => plan.country === 'BR').map(card))
  })

  it('read on the cards as decision 0020 writes them, the monthly equivalent in whole units', () => {
    const lines = defaultPlans.map(
      (plan) => `${formatMoney(plan.priceCents, plan.currency)} ${planPeriodLabel(plan.months)}, equivale a ${monthlyEquivalent(plan)}`,
    )
    expect(lines.map((line) => line.replaceAll(NBSP, ' '))).toEqual([
      'R$ 357 a cada 3 meses, equivale a R$ 119/mês',
      'R$ 594 a cada 6 meses, equivale a R$ 99/mês',
      'R$ 960 a cada 12 meses, equivale a R$ 80/mês',
      'R$ 477 a cada 3 meses, equivale a R$ 159/mês',
      'R$ 774 a cada 6 meses, equivale a R$ 129/mês',
      'R$ 1.200 a cada 12 meses, equivale a R$ 100/mês',
      '57 € a cada 3 meses, equivale a 19 €/mês',
      '96 € a cada 6 meses, equivale a 16 €/mês',
      '156 € a cada 12 meses, equivale a 13 €/mês',
      '78 € a cada 3 meses, equivale a 26 €/mês',
      '126 € a cada 6 meses, equivale a 21 €/mês',
      '192 € a cada 12 meses, equivale a 16 €/mês',
    ])
    expect(monthlyPrice(5700, 3, 'EUR')).toBe(`19${NBSP}€/mês`)
  })
})

describe('salaryPlaceholder', () => {
  it('gives the example salary in the job’s country’s money', () => {
    expect(salaryPlaceholder('BR')).toBe(`Ex.: R$${NBSP}2.500 + comissão`)
    expect(salaryPlaceholder('PT')).toBe(`Ex.: 1000${NBSP}€ + comissão`)
  })
})
