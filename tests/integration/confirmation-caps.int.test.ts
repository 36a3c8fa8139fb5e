/**
 * An inbox gets three confirmation e-mails an hour, however its address is spelled and whichever
 * door asks (issue 36, item 4, found again by an outside attack on the fix). The cap counted the
 * address as typed and each kind of e-mail on its own, and the sign-up's confirmation not at all:
 * four accounts sent eleven 'Confirme seu novo email' to one Gmail inbox in seconds through
 * `+tags`, dots and googlemail.com, and a sign-up with a stranger's address plus three resends
 * reached them four times. Confirmations (of a sign-up, of an e-mail change) now share one count
 * per mailbox (domain/contact.ts `mailboxOf`), and a sign-up past it is a 429 with Retry-After.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateCpf, maskCpf } from '#domain/documents'
import { accountSecurityMessages } from '#domain/messages/auth'
import { mailboxOf } from '#domain/contact'
import { createBarber, type Account } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage, type ApiResponse } from '../helpers/client'

const mail = useMailSink()
// Counted as in production (RATE_LIMIT_SCALE 1); each request comes from an address of its own (X-Forwarded-For).
const app = useTestApp(() => ({ SMTP_URL: mail.url, RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' }))
const db = useDatabaseClient(app)

let addresses = 0
const fromAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` })
const gmailInbox = () => `alvo.${randomBytes(4).toString('hex')}@gmail.com`

async function askChange(account: Account, newEmail: string): Promise<ApiResponse> {
  const client = new ApiClient(app.url)
  await client.login(account.email, account.password)
  return client.post('/api/me/email', { newEmail, currentPassword: account.password }, { headers: fromAddress() })
}

function signUp(email: string): Promise<ApiResponse> {
  return new ApiClient(app.url).post(
    '/api/signup',
    { userType: 'barber', name: 'Rafael Souza', document: maskCpf(generateCpf()), phone: '(11) 98765-4321', email, password: 'segredo123' },
    { headers: fromAddress() },
  )
}

/** Confirmation e-mails (of a sign-up or of a change) that reached `inbox` under any spelling, once the queue has sent what it holds. */
async function confirmationsTo(inbox: string): Promise<number> {
  for (let tries = 0; tries < 150; tries++) {
    const { rows } = await db.query(`SELECT 1 FROM payload_jobs WHERE completed_at IS NULL AND has_error IS NOT TRUE AND coalesce(total_tried, 0) < 2`)
    if (!rows.length) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
  return mail.messages.filter((m) => m.to.some((to) => mailboxOf(to) === mailboxOf(inbox)) && m.subject.startsWith('Confirme seu')).length
}

function expectRefused(response: ApiResponse) {
  expect(response.status, response.text).toBe(429)
  expect(errorMessage(response.body)).toBe(accountSecurityMessages.tooManyEmailsToAddress)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(3600)
}

describe('confirmation e-mails to one inbox', () => {
  it('count one mailbox for every spelling of its address: case, +tags, Gmail dots, googlemail.com', async () => {
    const inbox = gmailInbox()
    const [local] = inbox.split('@') as [string]
    const spellings = [
      inbox.toUpperCase(),
      inbox.replace('@', '+vagas@'),
      `${local.replace(/\./g, '').split('').join('.')}@gmail.com`,
      `${local}@googlemail.com`,
      inbox.replace('@', '+b@').replace('alvo', 'ALVO'),
      `${local.replace('.', '')}+x@GMAIL.com`,
    ]
    const accounts = await Promise.all(spellings.map(() => createBarber(app.payload)))
    const answers: ApiResponse[] = []
    for (const [i, spelling] of spellings.entries()) answers.push(await askChange(accounts[i]!, spelling))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429, 429, 429])
    for (const answer of answers.slice(3)) expectRefused(answer)
    expect(await confirmationsTo(inbox)).toBe(3)
  })

  it('count the sign-up’s confirmation, the resends and the e-mail change together', async () => {
    const inbox = gmailInbox()
    // A stranger signs up with the inbox's address (a +tag of it), asks the confirmation again
    // three times, then asks an e-mail change to it: three e-mails reach it, not five.
    expect((await signUp(inbox.replace('@', '+1@'))).status).toBe(201)
    for (let i = 0; i < 3; i++) {
      expect(
        (await new ApiClient(app.url).post('/api/auth/resend-verification', { email: inbox.replace('@', '+1@') }, { headers: fromAddress() })).status,
      ).toBe(200)
    }
    expect(await confirmationsTo(inbox)).toBe(3)
    expectRefused(await askChange(await createBarber(app.payload), inbox))
    // A sign-up past the cap says so, and leaves no account behind.
    const late = await signUp(inbox.replace('@', '+2@'))
    expectRefused(late)
    expect((await db.query(`SELECT 1 FROM users WHERE email = $1`, [inbox.replace('@', '+2@')])).rows).toHaveLength(0)
    expect(await confirmationsTo(inbox)).toBe(3)
  })
})
