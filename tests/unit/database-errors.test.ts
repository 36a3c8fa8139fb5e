import { describe, expect, it } from 'vitest'
import { databaseUnreachable } from '#infra/errors/explainDatabaseError'

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })

describe('databaseUnreachable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a server shutting down', wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection failure', wrapped(Object.assign(new Error('connection failure'), { code: '08006' }))],
    ['a database that is gone', Object.assign(new Error('database "navalha" does not exist'), { code: '3D000' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a connection lost mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_, error) => {
    expect(databaseUnreachable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a bad value', wrapped(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(databaseUnreachable(error)).toBe(false)
  })
})
