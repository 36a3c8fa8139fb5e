import { describe, expect, it } from 'vitest'
import { monthStart, nextPlan, quotaReachedDetail, quotaUsageLabel } from '#domain/quota'

describe('monthStart (America/Sao_Paulo)', () => {
  it('puts 23:30 on the last day in the old month and 00:30 on the first in the new one', () => {
    // 2026-03-31 23:30 in São Paulo is 2026-04-01 02:30 UTC: still March there.
    expect(monthStart(new Date('2026-04-01T02:30:00Z')).toISOString()).toBe('2026-03-01T03:00:00.000Z')
    // 2026-04-01 00:30 in São Paulo is 03:30 UTC: April.
    expect(monthStart(new Date('2026-04-01T03:30:00Z')).toISOString()).toBe('2026-04-01T03:00:00.000Z')
    expect(monthStart(new Date('2026-04-01T03:00:00Z')).toISOString()).toBe('2026-04-01T03:00:00.000Z')
    expect(monthStart(new Date('2026-04-01T02:59:59.999Z')).toISOString()).toBe('2026-03-01T03:00:00.000Z')
  })

  it('handles the turn of the year and a zone with summer time', () => {
    expect(monthStart(new Date('2027-01-01T02:00:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z')
    expect(monthStart(new Date('2027-01-01T03:00:00Z')).toISOString()).toBe('2027-01-01T03:00:00.000Z')
    // Lisbon is on summer time (UTC+1) on 1 July.
    expect(monthStart(new Date('2026-07-15T12:00:00Z'), 'Europe/Lisbon').toISOString()).toBe('2026-06-30T23:00:00.000Z')
  })
})

describe('quota texts', () => {
  it('says the month’s use as the panels show it', () => {
    expect(quotaUsageLabel('application', 3, 8)).toBe('3 de 8 candidaturas este mês')
    expect(quotaUsageLabel('job', 16, 16)).toBe('16 de 16 vagas este mês')
    expect(quotaUsageLabel('job', 1, null)).toBe('1 vaga este mês')
    expect(quotaUsageLabel('application', 0, null)).toBe('0 candidaturas este mês')
  })

  it('names the next plan’s allowance', () => {
    const plans = [
      { name: 'Anual', monthlyQuota: null },
      { name: 'Trimestral', monthlyQuota: 8 },
      { name: 'Semestral', monthlyQuota: 16 },
    ]
    expect(nextPlan(plans[1], plans)?.name).toBe('Semestral')
    expect(nextPlan(plans[2], plans)?.name).toBe('Anual')
    expect(nextPlan(plans[0], plans)).toBeNull()
    expect(quotaReachedDetail('application', plans[1], plans[2])).toBe(
      'Seu plano Trimestral permite 8 candidaturas por mês. O plano Semestral permite 16 candidaturas por mês: veja em /planos.',
    )
    expect(quotaReachedDetail('job', plans[2], null)).toBe('Seu plano Semestral permite 16 vagas por mês. O limite renova no dia 1º.')
  })
})
