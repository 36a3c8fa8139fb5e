import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatPay, isPercentKind, parsePay, payMatches, type Pay, type PayKind } from '#domain/pay'

const NBSP = '\u00a0'

/**
 * Pay as shops write it in job posts (free text of the spec's `salary`), with what it must read as:
 * kind, minimum and maximum (units of money, or percentage points), the commission beside a salary
 * and the note left over. `null` kind: kept whole as the note.
 */
type Case = [text: string, kind: PayKind | null, min: number | null, max: number | null, commission: number | null, note: string | null]
const cases: Case[] = [
  // Monthly salaries
  ['R$ 2.500', 'monthly', 2500, null, null, null],
  ['R$2.500', 'monthly', 2500, null, null, null],
  ['R$ 2.500,00', 'monthly', 2500, null, null, null],
  ['R$ 2500', 'monthly', 2500, null, null, null],
  ['2.500', 'monthly', 2500, null, null, null],
  ['2500', 'monthly', 2500, null, null, null],
  ['2.000 a 3.000', 'monthly', 2000, 3000, null, null],
  ['R$ 2.000 a R$ 3.000', 'monthly', 2000, 3000, null, null],
  ['R$ 2.000 - R$ 3.000', 'monthly', 2000, 3000, null, null],
  ['R$ 2.000 – 3.000', 'monthly', 2000, 3000, null, null],
  ['Entre R$ 2.000 e R$ 3.000', 'monthly', 2000, 3000, null, null],
  ['De 2 a 3 mil', 'monthly', 2000, 3000, null, null],
  ['2 mil', 'monthly', 2000, null, null, null],
  ['R$ 2 mil', 'monthly', 2000, null, null, null],
  ['2,5 mil', 'monthly', 2500, null, null, null],
  ['3k', 'monthly', 3000, null, null, null],
  ['Salário de R$ 1.800', 'monthly', 1800, null, null, null],
  ['Salário fixo R$ 1.500', 'monthly', 1500, null, null, null],
  ['Fixo de 1.800 reais', 'monthly', 1800, null, null, null],
  ['1800 reais', 'monthly', 1800, null, null, null],
  ['R$ 1.412 (piso da categoria)', 'monthly', 1412, null, null, 'piso da categoria'],
  ['R$ 2.500 por mês', 'monthly', 2500, null, null, null],
  ['R$ 2.500/mês', 'monthly', 2500, null, null, null],
  ['R$ 2.500 mensais', 'monthly', 2500, null, null, null],
  ['R$ 3.000 mensal', 'monthly', 3000, null, null, null],
  ['A partir de R$ 2.000', 'monthly', 2000, null, null, null],
  ['Até R$ 4.000', 'monthly', null, 4000, null, null],
  ['até 4 mil', 'monthly', null, 4000, null, null],
  ['R$ 2.000 + gorjetas', 'monthly', 2000, null, null, '+ gorjetas'],
  ['R$ 2.200 + vale-transporte', 'monthly', 2200, null, null, '+ vale-transporte'],
  ['R$ 2.000, vale-transporte e vale-refeição', 'monthly', 2000, null, null, 'vale-transporte e vale-refeição'],
  ['R$ 1.500 + benefícios', 'monthly', 1500, null, null, '+ benefícios'],
  ['R$ 2.500 bruto', 'monthly', 2500, null, null, null],
  ['R$ 2.800 líquido', 'monthly', 2800, null, null, null],
  ['Média de R$ 3.500', 'monthly', 3500, null, null, null],
  ['Cerca de R$ 3.000', 'monthly', 3000, null, null, null],
  ['R$ 2.000,50', 'monthly', 2000.5, null, null, null],
  ['R$ 10.000', 'monthly', 10000, null, null, null],
  ['Salário: R$ 2.100', 'monthly', 2100, null, null, null],
  ['2.000 a 3.000 + gorjeta', 'monthly', 2000, 3000, null, '+ gorjeta'],
  ['r$ 2.300', 'monthly', 2300, null, null, null],
  ['RS 2.300', 'monthly', 2300, null, null, null],
  ['R$ 1.600 fixo + premiação', 'monthly', 1600, null, null, '+ premiação'],
  ['R$ 2.000 (CLT)', 'monthly', 2000, null, null, 'CLT'],
  ['R$ 2.000 registrado', 'monthly', 2000, null, null, 'registrado'],
  ['1.800 a 2.500 dependendo da experiência', 'monthly', 1800, 2500, null, 'dependendo da experiência'],
  // Euros (Portugal)
  ['900 €', 'monthly', 900, null, null, null],
  ['€ 900', 'monthly', 900, null, null, null],
  ['€900', 'monthly', 900, null, null, null],
  ['900€', 'monthly', 900, null, null, null],
  ['900 euros', 'monthly', 900, null, null, null],
  ['1.000 €', 'monthly', 1000, null, null, null],
  ['1000 € por mês', 'monthly', 1000, null, null, null],
  ['900 a 1.200 €', 'monthly', 900, 1200, null, null],
  ['Ordenado de 950 €', 'monthly', 950, null, null, 'Ordenado'],
  ['1 200 €', 'monthly', 1200, null, null, null],
  ['820 € + subsídio de alimentação', 'monthly', 820, null, null, '+ subsídio de alimentação'],
  ['1.100 EUR', 'monthly', 1100, null, null, null],
  // Commissions
  ['50% de comissão', 'commission', 50, null, null, null],
  ['50%', 'commission', 50, null, null, null],
  ['50 %', 'commission', 50, null, null, null],
  ['Comissão de 50%', 'commission', 50, null, null, null],
  ['Comissão 40%', 'commission', 40, null, null, null],
  ['40% a 50%', 'commission', 40, 50, null, null],
  ['40 a 50%', 'commission', 40, 50, null, null],
  ['Comissão de 40 a 60%', 'commission', 40, 60, null, null],
  ['De 40% a 60% de comissão', 'commission', 40, 60, null, null],
  ['60% sobre os serviços', 'commission', 60, null, null, null],
  ['50% dos serviços', 'commission', 50, null, null, null],
  ['Comissão de 50% + produtos', 'commission', 50, null, null, '+ produtos'],
  ['50% de comissão nos cortes e 10% em produtos', 'commission', 50, null, null, 'nos cortes e 10% em produtos'],
  ['45% comissão', 'commission', 45, null, null, null],
  ['Comissionado 50%', 'commission', 50, null, null, null],
  ['37,5%', 'commission', 37.5, null, null, null],
  ['50 por cento', 'commission', 50, null, null, null],
  ['Comissão', 'commission', null, null, null, null],
  ['Comissão a combinar', 'commission', null, null, null, 'combinar'],
  ['Somente comissão', 'commission', null, null, null, 'Somente'],
  ['Comissão (50/50)', 'commission', 50, null, null, null],
  ['Comissão 60/40', 'commission', 60, null, null, null],
  // Salary + commission
  ['R$ 1.500 + 40%', 'salary_commission', 1500, null, 40, null],
  ['R$ 1.500 + 40% de comissão', 'salary_commission', 1500, null, 40, null],
  ['Fixo de R$ 1.200 + 30% de comissão', 'salary_commission', 1200, null, 30, null],
  ['Salário R$ 1.412 + comissão de 20%', 'salary_commission', 1412, null, 20, null],
  ['R$ 2.500 + comissão', 'salary_commission', 2500, null, null, null],
  ['Salário + comissão', 'salary_commission', null, null, null, null],
  ['Fixo + comissão', 'salary_commission', null, null, null, null],
  ['1.500 fixo + 40%', 'salary_commission', 1500, null, 40, null],
  ['Ajuda de custo R$ 800 + 50%', 'salary_commission', 800, null, 50, null],
  ['800 € + 30%', 'salary_commission', 800, null, 30, null],
  ['R$ 1.800 a R$ 2.200 + 30%', 'salary_commission', 1800, 2200, 30, null],
  ['Salário fixo de R$ 2.000 mais comissão de 10% em produtos', 'salary_commission', 2000, null, 10, 'em produtos'],
  // Daily
  ['Diária de R$ 150', 'daily', 150, null, null, null],
  ['R$ 150 por dia', 'daily', 150, null, null, null],
  ['R$ 150/dia', 'daily', 150, null, null, null],
  ['Diária R$ 120 a R$ 180', 'daily', 120, 180, null, null],
  ['150 reais a diária', 'daily', 150, null, null, null],
  ['Diária de 60 €', 'daily', 60, null, null, null],
  ['Diária de R$ 100 + 30%', 'daily', 100, null, null, null],
  ['Diária', 'daily', null, null, null, null],
  ['Diárias a combinar', 'daily', null, null, null, 'combinar'],
  // Per service
  ['R$ 35 por corte', 'per_service', 35, null, null, null],
  ['R$ 20 por serviço', 'per_service', 20, null, null, null],
  ['R$ 25 por atendimento', 'per_service', 25, null, null, null],
  ['R$ 30 a R$ 40 por corte', 'per_service', 30, 40, null, null],
  ['10 € por corte', 'per_service', 10, null, null, null],
  ['R$ 15/corte', 'per_service', 15, null, null, null],
  ['R$ 18 cada corte', 'per_service', 18, null, null, null],
  // Nothing to read: kept as the note
  ['A combinar', null, null, null, null, 'A combinar'],
  ['a combinar', null, null, null, null, 'a combinar'],
  ['A negociar', null, null, null, null, 'A negociar'],
  ['Negociável', null, null, null, null, 'Negociável'],
  ['Compatível com o mercado', null, null, null, null, 'Compatível com o mercado'],
  ['Excelente remuneração', null, null, null, null, 'Excelente remuneração'],
  ['Conforme produção', null, null, null, null, 'Conforme produção'],
  ['150', null, null, null, null, '150'],
  ['Escala 6x1', null, null, null, null, 'Escala 6x1'],
  ['44h semanais', null, null, null, null, '44h semanais'],
  ['Vale-transporte', null, null, null, null, 'Vale-transporte'],
  ['R$ 99.999.999.999', null, null, null, null, 'R$ 99.999.999.999'],
  ['-', null, null, null, null, '-'],
  // Brackets: those that went with the pay go, the note's own pair stays whole
  ['R$ 2.000 + gorjetas (salão-parceiro)', 'monthly', 2000, null, null, '+ gorjetas (salão-parceiro)'],
  ['Salário R$ 2.000 (contrato CLT) + gorjetas', 'monthly', 2000, null, null, '(contrato CLT) + gorjetas'],
  ['(R$ 2.000) salão-parceiro', 'monthly', 2000, null, null, 'salão-parceiro'],
  ['R$ 2.000 (salão-parceiro)', 'monthly', 2000, null, null, 'salão-parceiro'],
  ['R$ 1.500 [fixo] vale (transporte)', 'monthly', 1500, null, null, 'vale (transporte)'],
  ['(R$ 2.000 + 30%)', 'salary_commission', 2000, null, 30, null],
]

/** Whether every bracket of the text has its partner, in order. */
const balanced = (text: string) => {
  let depth = 0
  for (const char of text) {
    if (char === '(' || char === '[') depth++
    else if ((char === ')' || char === ']') && --depth < 0) return false
  }
  return depth === 0
}

const inUnits = (kind: PayKind | null, value: number | null) => (value === null || kind === null || isPercentKind(kind) ? value : Math.round(value * 100))

describe('parsePay', () => {
  it('is checked on at least 100 real-world texts', () => expect(cases.length).toBeGreaterThanOrEqual(100))

  it.each(cases)('%j', (text, kind, min, max, commission, note) => {
    expect(parsePay(text)).toEqual({ kind, min: inUnits(kind, min), max: inUnits(kind, max), commission, note })
  })

  it('reads nothing from nothing', () => {
    for (const empty of ['', '   ', null, undefined]) expect(parsePay(empty)).toEqual({ kind: null, min: null, max: null, commission: null, note: null })
  })

  it('never throws, and what it reads is always a consistent pay', () => {
    const words = fc.constantFrom(
      'R$',
      '€',
      'mil',
      'k',
      '%',
      'a',
      'até',
      'de',
      'comissão',
      'diária',
      'por corte',
      'fixo',
      '+',
      'gorjetas',
      '(',
      ')',
      '[',
      ']',
      '-',
      ',',
      '.',
      '/mês',
    )
    const pieces = fc.oneof(fc.string(), fc.integer({ min: 0, max: 10_000_000 }).map(String), words, fc.double().map(String))
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 600 }),
          fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(' ')),
        ),
        (text) => {
          const pay = parsePay(text)
          for (const value of [pay.min, pay.max, pay.commission]) if (value !== null) expect(Number.isFinite(value) && value >= 0).toBe(true)
          if (pay.min !== null && pay.max !== null) expect(pay.min).toBeLessThanOrEqual(pay.max)
          if (pay.kind === null) expect(pay.min ?? pay.max ?? pay.commission).toBeNull()
          if (pay.note !== null) expect(pay.note.length).toBeLessThanOrEqual(120)
          // A note read out of a text whose brackets pair up keeps them paired (unless cut at 120).
          if (pay.kind !== null && pay.note !== null && pay.note.length < 120 && balanced(text)) expect(balanced(pay.note), pay.note).toBe(true)
          expect(() => formatPay(pay, 'BR')).not.toThrow()
        },
      ),
      { numRuns: 2000 },
    )
  })
})

const pay = (partial: Partial<Pay>): Pay => ({ kind: null, min: null, max: null, commission: null, note: null, ...partial })

describe('formatPay', () => {
  it.each([
    [pay({ kind: 'monthly', min: 250000, max: 300000 }), 'BR', `R$${NBSP}2.500 – R$${NBSP}3.000/mês`],
    [pay({ kind: 'monthly', min: 250000 }), 'BR', `R$${NBSP}2.500/mês`],
    [pay({ kind: 'monthly', max: 400000 }), 'BR', `Até R$${NBSP}4.000/mês`],
    [pay({ kind: 'monthly', min: 90000 }), 'PT', `900${NBSP}€/mês`],
    [pay({ kind: 'commission', min: 50 }), 'BR', '50% de comissão'],
    [pay({ kind: 'commission', min: 40, max: 60 }), 'BR', '40% a 60% de comissão'],
    [pay({ kind: 'commission', min: 37.5 }), 'BR', '37,5% de comissão'],
    [pay({ kind: 'commission' }), 'BR', 'Comissão'],
    [pay({ kind: 'daily', min: 15000 }), 'BR', `R$${NBSP}150/dia`],
    [pay({ kind: 'per_service', min: 3500 }), 'BR', `R$${NBSP}35 por serviço`],
    [pay({ kind: 'salary_commission', min: 150000, commission: 40 }), 'BR', `R$${NBSP}1.500/mês + 40% de comissão`],
    [pay({ kind: 'salary_commission' }), 'BR', 'Salário + comissão'],
    [pay({ kind: 'monthly', min: 200000, note: '+ gorjetas' }), 'BR', `R$${NBSP}2.000/mês + gorjetas`],
    [pay({ kind: 'monthly', min: 200000, note: 'vale-transporte' }), 'BR', `R$${NBSP}2.000/mês · vale-transporte`],
    [pay({ note: 'Compatível com o mercado' }), 'BR', 'Compatível com o mercado'],
    [pay({}), 'BR', 'A combinar'],
  ] as const)('%j in %s reads %j', (value, country, expected) => expect(formatPay(value, country)).toBe(expected))
})

describe('payMatches', () => {
  const job = pay({ kind: 'monthly', min: 200000, max: 300000 })
  it('keeps a job of the kind asked whose range reaches the minimum', () => {
    expect(payMatches(job, {})).toBe(true)
    expect(payMatches(job, { payKind: 'monthly' })).toBe(true)
    expect(payMatches(job, { payKind: 'monthly', payMin: 3000 })).toBe(true)
    expect(payMatches(job, { payKind: 'monthly', payMin: 3001 })).toBe(false)
    expect(payMatches(job, { payKind: 'daily' })).toBe(false)
    expect(payMatches(pay({ kind: 'monthly', min: 200000 }), { payKind: 'monthly', payMin: 2000 })).toBe(true)
    expect(payMatches(pay({ kind: 'monthly', min: 200000 }), { payKind: 'monthly', payMin: 2001 })).toBe(false)
  })
  it('reads a commission minimum in percentage points', () => {
    expect(payMatches(pay({ kind: 'commission', min: 50 }), { payKind: 'commission', payMin: 50 })).toBe(true)
    expect(payMatches(pay({ kind: 'commission', min: 50 }), { payKind: 'commission', payMin: 51 })).toBe(false)
  })
  it('never keeps a job without an amount, or without pay, for a minimum', () => {
    expect(payMatches(pay({ kind: 'commission' }), { payKind: 'commission', payMin: 1 })).toBe(false)
    expect(payMatches(pay({ note: 'A combinar' }), { payKind: 'monthly' })).toBe(false)
    expect(payMatches(pay({ note: 'A combinar' }), {})).toBe(true)
  })
})
