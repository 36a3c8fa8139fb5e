import { describe, it, expect } from 'vitest'
import { ROLES, USER_TYPES, hasRole, isStaff, roleLabels, userTypeLabels } from '#domain/roles'

describe('roles and labels', () => {
  it('has the four roles and two user types', () => {
    expect([...ROLES]).toEqual(['barber', 'barbershop', 'admin', 'editor'])
    expect([...USER_TYPES]).toEqual(['barber', 'barbershop'])
  })

  it('labels them in Portuguese', () => {
    expect(roleLabels).toEqual({
      barber: 'Barbeiro',
      barbershop: 'Barbearia',
      admin: 'Administrador',
      editor: 'Editor de conteúdo',
    })
    expect(userTypeLabels).toEqual({ barber: 'Barbeiro', barbershop: 'Barbearia' })
  })

  it('every user type is a role with the same label', () => {
    for (const type of USER_TYPES) {
      expect(ROLES).toContain(type)
      expect(userTypeLabels[type]).toBe(roleLabels[type])
    }
  })
})

describe('hasRole', () => {
  it('is true when the role is present', () => {
    expect(hasRole({ roles: ['barber'] }, 'barber')).toBe(true)
    expect(hasRole({ roles: ['barbershop', 'admin'] }, 'admin')).toBe(true)
  })

  it('is false when the role is absent', () => {
    expect(hasRole({ roles: ['barber'] }, 'barbershop')).toBe(false)
    expect(hasRole({ roles: [] }, 'barber')).toBe(false)
  })

  it('matches whole role names only, case-sensitively', () => {
    expect(hasRole({ roles: ['Admin'] }, 'admin')).toBe(false)
    expect(hasRole({ roles: ['administrator'] }, 'admin')).toBe(false)
    expect(hasRole({ roles: ['barbershop'] }, 'barber')).toBe(false)
  })

  it.each([
    ['null user', null],
    ['undefined user', undefined],
    ['user without roles', {}],
    ['null roles', { roles: null }],
  ])('is false for a %s', (_, user) => {
    expect(hasRole(user, 'barber')).toBe(false)
    expect(hasRole(user, 'admin')).toBe(false)
  })
})

describe('isStaff', () => {
  it.each([
    [['admin'], true],
    [['editor'], true],
    [['barber', 'admin'], true],
    [['barbershop', 'editor'], true],
    [['barber'], false],
    [['barbershop'], false],
    [['barber', 'barbershop'], false],
    [[], false],
    [['ADMIN'], false],
  ])('roles %j → %s', (roles, expected) => {
    expect(isStaff({ roles })).toBe(expected)
  })

  it('is false without a user', () => {
    expect(isStaff(null)).toBe(false)
    expect(isStaff(undefined)).toBe(false)
    expect(isStaff({ roles: null })).toBe(false)
  })
})
