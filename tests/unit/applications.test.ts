import { describe, it, expect } from 'vitest'
import {
  APPLICATION_STATUSES,
  applicationLabel,
  barberApplicationLabels,
  canTransition,
  canWithdraw,
  isLiveApplication,
  nextApplicationStatuses,
  shopApplicationLabels,
  transitionError,
  transitionPath,
  type ApplicationStatus,
} from '#domain/applications'

const ALLOWED = new Set(['pending→accepted', 'pending→rejected', 'accepted→hired'])
const matrix = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to, ALLOWED.has(`${from}→${to}`)] as const))

describe('APPLICATION_STATUSES', () => {
  it('lists the five statuses', () => {
    expect([...APPLICATION_STATUSES]).toEqual(['pending', 'accepted', 'rejected', 'hired', 'withdrawn'])
  })
})

describe('canTransition', () => {
  it('covers all 25 pairs', () => {
    expect(matrix).toHaveLength(25)
  })

  it.each(matrix)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed)
  })

  it('allows the shop exactly three moves', () => {
    expect(matrix.filter(([from, to]) => canTransition(from, to))).toHaveLength(3)
  })

  it('allows the barber only to withdraw, and only a pending or accepted application', () => {
    const barberMoves = matrix.filter(([from, to]) => canTransition(from, to, 'barber')).map(([from, to]) => `${from}→${to}`)
    expect(barberMoves).toEqual(['pending→withdrawn', 'accepted→withdrawn'])
    expect(APPLICATION_STATUSES.filter(canWithdraw)).toEqual(['pending', 'accepted'])
    expect(canTransition('pending', 'withdrawn')).toBe(false)
  })

  it('holds the barber’s place on the job in every status but withdrawn', () => {
    expect(APPLICATION_STATUSES.filter(isLiveApplication)).toEqual(['pending', 'accepted', 'rejected', 'hired'])
  })

  it('rejects unknown statuses', () => {
    expect(canTransition('archived' as ApplicationStatus, 'pending')).toBe(false)
    expect(canTransition('pending', 'archived' as ApplicationStatus)).toBe(false)
  })
})

describe('nextApplicationStatuses', () => {
  it.each([
    ['pending', ['accepted', 'rejected']],
    ['accepted', ['hired']],
    ['rejected', []],
    ['hired', []],
    ['withdrawn', []],
  ] as const)('from %s: %j', (from, expected) => {
    expect([...nextApplicationStatuses(from)].sort()).toEqual([...expected].sort())
  })

  it('is empty for an unknown status', () => {
    expect(nextApplicationStatuses('archived' as ApplicationStatus)).toEqual([])
  })
})

describe('transitionPath', () => {
  it.each([
    ['pending', 'pending', []],
    ['pending', 'accepted', ['accepted']],
    ['pending', 'rejected', ['rejected']],
    ['pending', 'hired', ['accepted', 'hired']],
    ['accepted', 'hired', ['hired']],
    ['rejected', 'hired', null],
    ['hired', 'pending', null],
  ] as const)('%s → %s: %j', (from, to, expected) => {
    expect(transitionPath(to, from)).toEqual(expected)
  })
})

describe('labels', () => {
  it('barber labels', () => {
    expect(barberApplicationLabels.pending).toBe('Pendente')
    expect(barberApplicationLabels.accepted).toBe('Aceita')
    expect(barberApplicationLabels.rejected).toBe('Rejeitada')
  })

  it('shop labels', () => {
    expect(shopApplicationLabels).toEqual({
      pending: 'Pendente',
      accepted: 'Aceito',
      rejected: 'Recusado',
      hired: 'Contratado',
      withdrawn: 'Retirada',
    })
  })

  it('a withdrawn application reads Retirada for both sides', () => {
    expect(applicationLabel('withdrawn', 'barber')).toBe('Retirada')
    expect(applicationLabel('withdrawn', 'barbershop')).toBe('Retirada')
  })

  it('every status has a label for each audience', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(barberApplicationLabels[status]).toEqual(expect.any(String))
      expect(shopApplicationLabels[status]).toEqual(expect.any(String))
    }
  })
})

describe('applicationLabel', () => {
  it.each([
    ['pending', 'Pendente'],
    ['accepted', 'Aceita'],
    ['rejected', 'Rejeitada'],
  ])('barber sees %s as %s', (status, label) => {
    expect(applicationLabel(status, 'barber')).toBe(label)
  })

  it.each([
    ['pending', 'Pendente'],
    ['accepted', 'Aceito'],
    ['rejected', 'Recusado'],
    ['hired', 'Contratado'],
  ])('shop sees %s as %s', (status, label) => {
    expect(applicationLabel(status, 'barbershop')).toBe(label)
  })

  it.each([null, undefined, '', 'archived', 'PENDING', 'Aceita'])('unknown status %j falls back to Pendente', (status) => {
    expect(applicationLabel(status, 'barber')).toBe('Pendente')
    expect(applicationLabel(status, 'barbershop')).toBe('Pendente')
  })

  it('an unknown status named like an Object.prototype member also falls back to Pendente', () => {
    // The lookup is a plain object index: 'constructor', 'toString', '__proto__'... are inherited keys.
    for (const status of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(applicationLabel(status, 'barber'), status).toBe('Pendente')
      expect(applicationLabel(status, 'barbershop'), status).toBe('Pendente')
    }
  })
})

describe('transitionError', () => {
  it.each(APPLICATION_STATUSES)('same status (%s) says it already has that status', (status) => {
    expect(transitionError(status, status)).toBe(`A candidatura já está com o status ${shopApplicationLabels[status]}.`)
  })

  it('final statuses cannot change any more', () => {
    expect(transitionError('rejected', 'pending')).toBe('Uma candidatura com status Recusado não pode mais ser alterada.')
    expect(transitionError('rejected', 'accepted')).toBe('Uma candidatura com status Recusado não pode mais ser alterada.')
    expect(transitionError('hired', 'accepted')).toBe('Uma candidatura com status Contratado não pode mais ser alterada.')
    expect(transitionError('hired', 'pending')).toBe('Uma candidatura com status Contratado não pode mais ser alterada.')
  })

  it('explains which moves are possible from pending', () => {
    expect(transitionError('pending', 'hired')).toBe(
      'Não é possível mudar de Pendente para Contratado. A partir de Pendente, só é possível: Aceito ou Recusado.',
    )
  })

  it('explains which moves are possible from accepted', () => {
    expect(transitionError('accepted', 'pending')).toBe('Não é possível mudar de Aceito para Pendente. A partir de Aceito, só é possível: Contratado.')
    expect(transitionError('accepted', 'rejected')).toBe('Não é possível mudar de Aceito para Recusado. A partir de Aceito, só é possível: Contratado.')
  })

  it.each(matrix.filter(([, , allowed]) => !allowed))('gives a Portuguese message for %s → %s', (from, to) => {
    const message = transitionError(from, to)
    expect(message).toMatch(/^(A candidatura já está|Uma candidatura com status|Não é possível mudar de)/)
    expect(message).toContain(shopApplicationLabels[from])
    expect(message).not.toMatch(/pending|accepted|rejected|hired|undefined/)
    expect(message.endsWith('.')).toBe(true)
  })
})
