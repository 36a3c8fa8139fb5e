/**
 * A chair rental's rent apart from its pay (issue 40, decision 0066): the split of a pay written
 * before the rent had fields (the migration and the API's free text), the checks, the card's text,
 * the form's units, and the way back of the migration's down.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NO_PAY, type Pay, payFilterText, type PayKind } from '#domain/pay'
import { formatRent, readChairRental, rentAsPay, rentMessages, rentOfForm, rentProblems, RENT_MAX_CENTS, splitChairRental, type Rent } from '#domain/rent'
import { jobFormSchema } from '#domain/jobForm'
import { jobFormToPayload, rentToForm } from '#domain/jobFormPayload'
import { alertFiltersOfSearch } from '#domain/jobAlerts'
import { checkJobAlertFilters } from '#domain/jobAlertFilters'
import { openJobsQuerySchema } from '#domain/jobSearch'
import { alertFilterText, alertSearchPath } from '#web/alerts/filterText'

const NBSP = '\u00a0'
const pay = (kind: PayKind | null, min: number | null, extra: Partial<Pay> = {}): Pay => ({ ...NO_PAY, kind, min, ...extra })

describe('splitChairRental (the migration and the free text)', () => {
  it.each([
    ['a monthly amount is the rent a month', pay('monthly', 80000), { amount: 80000, period: 'month' }, NO_PAY],
    ['unless its note names a week', pay('monthly', 80000, { note: 'por semana' }), { amount: 80000, period: 'week' }, NO_PAY],
    ["a day's pay is the rent a day", pay('daily', 5000), { amount: 5000, period: 'day' }, NO_PAY],
    ['a range keeps its lower end', pay('monthly', 50000, { max: 70000 }), { amount: 50000, period: 'month' }, NO_PAY],
    [
      'a commission beside a fixed amount stays the pay',
      pay('salary_commission', 100000, { commission: 30 }),
      { amount: 100000, period: 'month' },
      pay('commission', 30),
    ],
    [
      'a note besides the rent stays',
      pay('monthly', 80000, { note: '+ água e luz' }),
      { amount: 80000, period: 'month' },
      pay(null, null, { note: '+ água e luz' }),
    ],
  ] as const)('%s', (_, given, rent, rest) => {
    expect(splitChairRental(given)).toEqual({ rent, pay: rest })
  })

  it('keeps a commission or a pay per service as the pay: a share of each service, not a rent', () => {
    for (const given of [pay('commission', 50), pay('per_service', 3500)])
      expect(splitChairRental(given)).toEqual({ rent: { amount: null, period: null }, pay: given })
  })

  it('reads a note alone for an amount with its currency and a period', () => {
    expect(readChairRental('R$ 150 por semana')).toEqual({ rent: { amount: 15000, period: 'week' }, pay: NO_PAY })
    expect(readChairRental('Aluguel de cadeira: 300 reais semanais')).toEqual({ rent: { amount: 30000, period: 'week' }, pay: NO_PAY })
    expect(readChairRental('60 € por semana')).toEqual({ rent: { amount: 6000, period: 'week' }, pay: NO_PAY })
    expect(readChairRental('A combinar')).toEqual({ rent: { amount: null, period: null }, pay: pay(null, null, { note: 'A combinar' }) })
  })

  it('never throws, and gives a rent the checks accept or none, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('R$ 150 por semana', "R$ $' $& $1 por dia", '€ 9999999999 mensal', 'Diária de R$ 0')), (text) => {
        const { rent } = readChairRental(text)
        if (rent.amount !== null) expect(rentProblems(rent, 'chair_rental')).toEqual([])
      }),
    )
  })

  it('is undone by rentAsPay for a month and a day; a week goes to the note as the card showed it', () => {
    for (const given of [pay('monthly', 80000), pay('daily', 5000)]) {
      const { rent, pay: rest } = splitChairRental(given)
      expect(rentAsPay(rent, rest, 'BR')).toEqual(given)
    }
    expect(rentAsPay({ amount: 15000, period: 'week' }, NO_PAY, 'BR')).toEqual(pay(null, null, { note: `Aluguel: R$${NBSP}150 por semana` }))
    expect(rentAsPay({ amount: 60000, period: 'month' }, pay('commission', 10), 'BR').note).toBe(`Aluguel: R$${NBSP}600 por mês`)
  })
})

describe('rentProblems', () => {
  it('accepts a positive whole amount in cents with a period, on a chair rental only', () => {
    expect(rentProblems({ amount: 15000, period: 'week' }, 'chair_rental')).toEqual([])
    expect(rentProblems({ amount: null, period: null }, 'full_time')).toEqual([])
    expect(rentProblems({ amount: 15000, period: 'week' }, 'full_time')).toEqual([{ path: 'rent.amount', message: rentMessages.onlyChairRental }])
  })

  it('refuses anything else with a Portuguese message on its field', () => {
    const cases: [Rent, string, string][] = [
      [{ amount: 0, period: 'day' }, 'rent.amount', rentMessages.amountInvalid],
      [{ amount: 10.5, period: 'day' }, 'rent.amount', rentMessages.amountInvalid],
      [{ amount: Number.NaN, period: 'day' }, 'rent.amount', rentMessages.amountInvalid],
      [{ amount: RENT_MAX_CENTS + 1, period: 'day' }, 'rent.amount', rentMessages.amountTooLarge],
      [{ amount: 100, period: null }, 'rent.period', rentMessages.periodInvalid],
      [{ amount: null, period: 'week' }, 'rent.amount', rentMessages.amountRequired],
    ]
    for (const [rent, path, message] of cases) expect(rentProblems(rent, 'chair_rental')).toContainEqual({ path, message })
  })
})

describe('the rent on cards and in the form', () => {
  it("reads 'Aluguel: R$ 150 por semana' in the job's money", () => {
    expect(formatRent({ amount: 15000, period: 'week' }, 'BR')).toBe(`Aluguel: R$${NBSP}150 por semana`)
    expect(formatRent({ amount: 30000, period: 'month' }, 'PT')).toBe(`Aluguer: 300${NBSP}€ por mês`)
    expect(formatRent(null, 'PT')).toBe('Aluguer a combinar')
    expect(formatRent({ amount: 4550, period: 'day' }, 'BR')).toBe(`Aluguel: R$${NBSP}45,50 por dia`)
    expect(formatRent(null, 'BR')).toBe('Aluguel a combinar')
  })

  const form = { title: 'Cadeira para alugar', description: 'Cadeira disponível em barbearia movimentada.', contractType: 'chair_rental' as const }

  it('sends the rent in cents for a chair rental, and an empty one for any other contract', () => {
    const parsed = jobFormSchema.parse({ ...form, rentAmount: '1.500', rentPeriod: 'week' })
    expect(jobFormToPayload(parsed)).toMatchObject({ rent: { amount: 150000, period: 'week' }, payKind: null, payMin: null })
    const other = jobFormSchema.parse({ ...form, contractType: 'full_time', rentAmount: '1.500' })
    expect(jobFormToPayload(other).rent).toEqual({ amount: null, period: null })
    expect(rentToForm({ amount: 150000, period: 'week' }, 'BR')).toEqual({ rentAmount: '1.500', rentPeriod: 'week' })
    expect(rentOfForm(rentToForm({ amount: 4550, period: 'day' }, 'BR'))).toEqual({ amount: 4550, period: 'day' })
  })

  it('refuses a zero, a bad number or a huge rent in Portuguese on the rent field', () => {
    for (const [rentAmount, message] of [
      ['0', rentMessages.amountInvalid],
      ['12,345', rentMessages.amountInvalid],
      ['100.001', rentMessages.amountTooLarge],
    ] as const) {
      const result = jobFormSchema.safeParse({ ...form, rentAmount, rentPeriod: 'month' })
      expect(result.success, rentAmount).toBe(false)
      expect(result.error!.issues.find((issue) => issue.path[0] === 'rentAmount')?.message, rentAmount).toBe(message)
    }
    expect(jobFormSchema.safeParse({ ...form, rentAmount: '', rentPeriod: 'month' }).success).toBe(true)
  })
})

describe('an alert made from a search keeps every filter, pay included (issue 40)', () => {
  it('keeps the pay kind and minimum with the place, and its summary says so', () => {
    const query = openJobsQuerySchema.parse({ city: 'São Paulo', payKind: 'monthly', payMin: '3000', sort: 'pay', page: '2' })
    const filters = alertFiltersOfSearch(query, undefined)
    expect(filters).toEqual({ city: 'São Paulo', payKind: 'monthly', payMin: 3000 })
    expect(checkJobAlertFilters(filters)).toEqual({ filters })
    expect(payFilterText(filters, 'BR')).toBe(`Salário mensal a partir de R$${NBSP}3.000`)
    expect(payFilterText({ payKind: 'commission', payMin: 40 }, 'BR')).toBe('Comissão a partir de 40%')
    expect(payFilterText({ payKind: 'daily' }, 'PT')).toBe('Diária')
    expect(alertFilterText(filters, 'BR')).toBe(`Salário mensal a partir de R$${NBSP}3.000 em São Paulo`)
    expect(alertFilterText({ payKind: 'monthly', payMin: 900, country: 'PT' }, 'BR')).toBe(`Salário mensal a partir de 900${NBSP}€ em Portugal`)
    expect(alertFilterText({ q: 'degradê', payKind: 'commission' }, 'BR')).toBe('“degradê” · Comissão')
    expect(alertFilterText({ city: 'Recife', urgent: true }, 'BR')).toBe('Recife · Só urgentes')
    expect(new URLSearchParams(alertSearchPath({ city: 'Recife', urgent: true }).split('?')[1]).get('urgentes')).toBe('sim')
    // The alert's link opens the same search, pay included.
    expect(new URLSearchParams(alertSearchPath(filters).split('?')[1]).get('remuneracao')).toBe('monthly')
    expect(new URLSearchParams(alertSearchPath(filters).split('?')[1]).get('minimo')).toBe('3000')
  })
})
