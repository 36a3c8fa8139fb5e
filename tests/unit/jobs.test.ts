import { describe, it, expect } from 'vitest'
import {
  CONTRACT_TYPES,
  publishesJob,
  DEFAULT_CONTRACT_TYPE,
  EXPERIENCE_OPTIONS,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_STATUSES,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  contractTypeLabel,
  contractTypeLabels,
  contractTypeLabelsOf,
  experienceLabel,
  jobStatusLabel,
  jobStatusLabels,
  normalizeJobStatus,
} from '#domain/jobs'
import { jobMessages } from '#domain/messages/jobs'

describe('normalizeJobStatus', () => {
  it.each([
    ['active', 'active'],
    ['open', 'active'],
    ['inactive', 'inactive'],
    ['closed', 'inactive'],
    ['OPEN', 'active'],
    ['Open', 'active'],
    ['  open  ', 'active'],
    ['ACTIVE', 'active'],
    [' Closed\n', 'inactive'],
    ['INACTIVE', 'inactive'],
    ['\tclosed\t', 'inactive'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeJobStatus(input)).toBe(expected)
  })

  it.each(['', ' ', 'opened', 'close', 'ativa', 'fechada', 'draft', 'act ive', 'toString', 'valueOf'])('unknown string %j → undefined', (input) => {
    expect(normalizeJobStatus(input)).toBeUndefined()
  })

  it('an unknown string named like an Object.prototype member → undefined', () => {
    // After lower-casing, 'constructor' and '__proto__' hit inherited keys of the synonyms object.
    for (const input of ['constructor', 'Constructor', ' CONSTRUCTOR ', '__proto__']) {
      expect(normalizeJobStatus(input), input).toBeUndefined()
    }
  })

  it.each([null, undefined, 1, true, {}, ['open'], { toString: () => 'open' }])('non-string %j → undefined', (input) => {
    expect(normalizeJobStatus(input)).toBeUndefined()
  })
})

describe('jobStatusLabel', () => {
  it('labels', () => {
    expect(JOB_STATUSES).toEqual(['active', 'inactive'])
    expect(jobStatusLabels).toEqual({ active: 'Ativa', inactive: 'Fechada' })
  })

  it.each(['active', 'open', ' OPEN ', 'Active'])('%j → Ativa', (status) => {
    expect(jobStatusLabel(status)).toBe('Ativa')
  })

  it.each(['inactive', 'closed', 'draft', '', null, undefined, 'constructor', '__proto__'])('%j → Fechada', (status) => {
    expect(jobStatusLabel(status)).toBe('Fechada')
  })
})

describe('contract types', () => {
  it('has the six contract types with their Portuguese labels', () => {
    expect([...CONTRACT_TYPES]).toEqual(['full_time', 'part_time', 'freelance', 'commission', 'partnership', 'chair_rental'])
    expect(contractTypeLabels).toEqual({
      full_time: 'Tempo Integral',
      part_time: 'Meio Período',
      freelance: 'Freelancer',
      commission: 'Comissão',
      partnership: 'Parceria (salão-parceiro)',
      chair_rental: 'Aluguel de cadeira',
    })
    expect(DEFAULT_CONTRACT_TYPE).toBe('full_time')
  })

  it.each([
    ['full_time', 'Tempo Integral'],
    ['part_time', 'Meio Período'],
    ['freelance', 'Freelancer'],
    ['commission', 'Comissão'],
    ['partnership', 'Parceria (salão-parceiro)'],
    ['chair_rental', 'Aluguel de cadeira'],
  ])('contractTypeLabel(%j) → %j', (value, label) => {
    expect(contractTypeLabel(value)).toBe(label)
  })

  it.each([null, undefined, '', 'unknown', 'FULL_TIME', 'Freelancer'])('contractTypeLabel(%j) → Tempo Integral', (value) => {
    expect(contractTypeLabel(value)).toBe('Tempo Integral')
  })

  it('an unknown value named like an Object.prototype member → Tempo Integral', () => {
    for (const value of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(contractTypeLabel(value), value).toBe('Tempo Integral')
    }
  })
})

describe('contract types in Portugal (issue 39)', () => {
  it('are named as Portugal names them', () => {
    expect(contractTypeLabelsOf('PT')).toEqual({
      full_time: 'Tempo inteiro',
      part_time: 'Tempo parcial',
      freelance: 'Freelancer',
      commission: 'Comissão',
      partnership: 'Parceria (salão-parceiro)',
      chair_rental: 'Aluguer de cadeira',
    })
    expect(contractTypeLabelsOf('BR')).toBe(contractTypeLabels)
  })

  it.each([
    ['chair_rental', 'Aluguer de cadeira'],
    ['full_time', 'Tempo inteiro'],
    [null, 'Tempo inteiro'],
    ['unknown', 'Tempo inteiro'],
  ])('contractTypeLabel(%j, PT) → %j', (value, label) => {
    expect(contractTypeLabel(value, 'PT')).toBe(label)
  })
})

describe('experienceLabel', () => {
  it.each([
    [0, 'Sem experiência'],
    [1, '1 ano'],
    [2, '2 anos'],
    [3, '3 anos'],
    [5, '5 anos'],
    [10, '10 anos'],
  ])('%d → %j', (years, label) => {
    expect(experienceLabel(years)).toBe(label)
  })

  it('has a label for every experience option', () => {
    expect([...EXPERIENCE_OPTIONS]).toEqual([0, 1, 2, 3, 5])
    for (const years of EXPERIENCE_OPTIONS) expect(experienceLabel(years)).not.toMatch(/undefined|NaN/)
  })
})

describe('limits', () => {
  it('match the messages shown to users', () => {
    expect(JOB_TITLE_MIN).toBe(5)
    expect(JOB_DESCRIPTION_MIN).toBe(20)
    expect(jobMessages.titleTooShort).toBe(`Título deve ter pelo menos ${JOB_TITLE_MIN} caracteres`)
    expect(jobMessages.descriptionTooShort).toBe(`Descrição deve ter pelo menos ${JOB_DESCRIPTION_MIN} caracteres`)
    expect(JOB_TITLE_MAX).toBeGreaterThan(JOB_TITLE_MIN)
    expect(JOB_DESCRIPTION_MAX).toBeGreaterThan(JOB_DESCRIPTION_MIN)
  })
})

describe('publishesJob', () => {
  const active = { status: 'active', title: 'Barbeiro CLT', salary: null, experienceRequired: 0 }
  it('counts creating, reopening and editing what an active job shows as publishing', () => {
    expect(publishesJob(null, { title: 'Barbeiro CLT' })).toBe(true)
    expect(publishesJob({ ...active, status: 'inactive' }, { status: 'open' })).toBe(true)
    expect(publishesJob(active, { title: 'Outro título' })).toBe(true)
    expect(publishesJob(active, { salary: 'R$ 3.000' })).toBe(true)
    expect(publishesJob(active, { experienceRequired: 2 })).toBe(true)
  })
  it('does not count closing, editing a closed job, or resending unchanged values', () => {
    expect(publishesJob(null, { status: 'inactive' })).toBe(false)
    expect(publishesJob(active, { status: 'closed', title: 'Outro título' })).toBe(false)
    expect(publishesJob({ ...active, status: 'inactive' }, { title: 'Outro título' })).toBe(false)
    expect(publishesJob(active, { title: 'Barbeiro CLT', salary: '', experienceRequired: 0, status: 'active' })).toBe(false)
  })
})
