/**
 * Decision 0067's day limit and one-invitation-per-job rule across two server processes on one
 * PostgreSQL: a shop's parallel invitations, split between the instances, still let exactly
 * INVITATIONS_PER_DAY through and one of each duplicate. The second process runs with
 * RATE_LIMIT_SCALE=1000 (startServerProcess), so the count is a rule, not a rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVITATIONS_PER_DAY } from '#domain/invitations'
import { createBarber, createJob, createShop } from '#server/seed/factories'
import { useTestApp } from '../helpers/app'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

const app = useTestApp()
let second: ServerProcess

beforeAll(async () => {
  second = await startServerProcess({ PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!, PUBLIC_URL: app.url }, { databaseUrl: app.databaseUrl })
}, 180_000)
afterAll(async () => {
  await second?.close()
})

describe('two instances on one database', () => {
  it(`let exactly ${INVITATIONS_PER_DAY} invitations of a shop through in a day and one of each duplicate`, async () => {
    const account = await createShop(app.payload, { name: 'Casa de Duas Instâncias' })
    const job = await createJob(app.payload, account.shop, { title: 'Vaga disputada' })
    const here = await app.signedIn(account)
    const there = here.through(second.url)
    const invitees = await Promise.all(Array.from({ length: INVITATIONS_PER_DAY + 4 }, () => createBarber(app.payload)))
    // Each barber invited twice at once, once through each instance.
    const answers = await Promise.all(
      invitees.flatMap((to) => [here, there].map((client) => client.post('/api/invitations', { job: job.id, barber: to.barber.id }))),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(
      statuses.filter((status) => status >= 500),
      answers.find((a) => a.status >= 500)?.text,
    ).toEqual([])
    expect(statuses.filter((status) => status === 201)).toHaveLength(INVITATIONS_PER_DAY)
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true)
    const invited = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.doc.barber))
    expect(invited.size).toBe(INVITATIONS_PER_DAY)
  })
})
