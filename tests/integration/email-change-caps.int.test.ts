/**
 * The e-mail change is not a mailer (issue 36, item 4): one account sent 30 'Confirme seu novo
 * email' to a third party's address in 12 s, three accounts 15. An address receives three such
 * e-mails an hour whoever asks, on whichever instance (the count lives in PostgreSQL); an account
 * asks three changes an hour, an address (IP) ten; past a cap, a 429 in Portuguese with
 * Retry-After. What is counted is what reached the SMTP server, and what is still queued.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountSecurityMessages } from '#domain/messages/auth'
import { genericMessages } from '#domain/messages/common'
import { createBarber, type Account } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage, type ApiResponse } from '../helpers/client'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

const mail = useMailSink()
// Counted as in production (RATE_LIMIT_SCALE 1); each test comes from an address of its own (X-Forwarded-For).
const app = useTestApp(() => ({ SMTP_URL: mail.url, RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' }))
const db = useDatabaseClient(app)

let second: ServerProcess
beforeAll(async () => {
  second = await startServerProcess(
    { SMTP_URL: mail.url, RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1', PAYLOAD_SECRET: process.env.PAYLOAD_SECRET! },
    { databaseUrl: app.databaseUrl },
  )
}, 180_000)
afterAll(async () => {
  await second?.close()
})

const CONFIRMATION = 'Confirme seu novo email'
const thirdParty = () => `terceiro.${randomBytes(4).toString('hex')}@teste.navalha.test`
let addresses = 0
const fromAddress = () => `198.51.100.${++addresses}`

/** `account` signed in on `server`. */
async function signedInOn(account: Account, server = app.url): Promise<ApiClient> {
  const client = new ApiClient(server)
  await client.login(account.email, account.password)
  return client
}

/** Asks `account`'s e-mail change to `newEmail`, from `ip`, signed in on `server` (or with `client`). */
async function askChange(account: Account, newEmail: string, ip: string, server: string | ApiClient = app.url): Promise<ApiResponse> {
  const client = typeof server === 'string' ? await signedInOn(account, server) : server
  return client.post('/api/me/email', { newEmail, currentPassword: account.password }, { headers: { 'x-forwarded-for': ip } })
}

/** Confirmations that reached `address`, once the queue has nothing left for it, plus any still queued. */
async function confirmationsTo(address: string): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await db.query(`SELECT 1 FROM payload_jobs WHERE input->>'to' = $1 AND completed_at IS NULL AND has_error IS NOT TRUE`, [address])
    if (!rows.length) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // A moment more for the SMTP server to take what was handed over.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const { rows: queued } = await db.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE input->>'to' = $1 AND completed_at IS NULL`, [address])
  return mail.messages.filter((m) => m.to.includes(address) && m.subject.startsWith(CONFIRMATION)).length + queued[0].n
}

function expectRefused(response: ApiResponse, message: string) {
  expect(response.status, response.text).toBe(429)
  expect(errorMessage(response.body)).toBe(message)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(3600)
}

describe('POST /api/me/email', () => {
  it('sends one account’s confirmations to a third party at most 3 times an hour, then answers 429 with Retry-After', async () => {
    const account = await createBarber(app.payload)
    const target = thirdParty()
    const ip = fromAddress()
    const client = await signedInOn(account)
    const answers = await Promise.all(Array.from({ length: 10 }, () => askChange(account, target, ip, client)))
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(3)
    for (const answer of answers.filter((answer) => answer.status !== 202)) {
      // At once, the requests are also in flight past the door of the password's proof (five at a time per account).
      const message = errorMessage(answer.body) ?? ''
      expect([accountSecurityMessages.tooManyEmailChanges, accountSecurityMessages.tooManyEmailsToAddress, genericMessages.tooManyRequests]).toContain(message)
      expectRefused(answer, message)
    }
    expect(await confirmationsTo(target)).toBe(3)
  })

  it('caps the e-mails to one address across accounts and across instances sharing the database', async () => {
    const accounts = await Promise.all([createBarber(app.payload), createBarber(app.payload), createBarber(app.payload)])
    const target = thirdParty()
    const answers: ApiResponse[] = []
    for (const [i, account] of accounts.entries()) {
      // Each account from an address of its own, alternating instances: only the cap per recipient can stop them.
      const ip = fromAddress()
      for (const server of i % 2 ? [app.url, second.url] : [second.url, app.url]) answers.push(await askChange(account, target, ip, server))
    }
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(3)
    for (const answer of answers.filter((answer) => answer.status !== 202)) expectRefused(answer, accountSecurityMessages.tooManyEmailsToAddress)
    expect(await confirmationsTo(target)).toBe(3)
  })

  it('caps the changes one account asks for, to any addresses, on any instance', async () => {
    const account = await createBarber(app.payload)
    const ip = fromAddress()
    const answers: ApiResponse[] = []
    for (let i = 0; i < 5; i++) answers.push(await askChange(account, thirdParty(), ip, i % 2 ? second.url : app.url))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429, 429])
    for (const answer of answers.slice(3)) expectRefused(answer, accountSecurityMessages.tooManyEmailChanges)
  })

  it('caps the changes asked from one address (IP) over all accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 11 }, () => createBarber(app.payload)))
    const ip = fromAddress()
    const answers: ApiResponse[] = []
    for (const [i, account] of accounts.entries()) answers.push(await askChange(account, thirdParty(), ip, i % 2 ? second.url : app.url))
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(202))
    expectRefused(answers[10]!, accountSecurityMessages.tooManyEmailChanges)
  })

  it('counts nothing for a refused request: a wrong password or a bad address costs no e-mail', async () => {
    const account = await createBarber(app.payload)
    const ip = fromAddress()
    const target = thirdParty()
    const client = await signedInOn(account)
    // Four refusals: below the five wrong passwords that close the door for a while (accountProof).
    for (let i = 0; i < 2; i++) {
      const wrong = await client.post('/api/me/email', { newEmail: target, currentPassword: 'errada-123' }, { headers: { 'x-forwarded-for': ip } })
      expect(wrong.status).toBe(400)
      expect(
        (await client.post('/api/me/email', { newEmail: '%@%.%%', currentPassword: account.password }, { headers: { 'x-forwarded-for': ip } })).status,
      ).toBe(400)
    }
    expect((await askChange(account, target, ip, client)).status).toBe(202)
    expect(await confirmationsTo(target)).toBe(1)
  })
})
