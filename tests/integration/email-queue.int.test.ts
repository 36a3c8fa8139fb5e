import { describe, expect, it } from 'vitest'
import { EMAIL_QUEUE } from '#infra/email/sendEmailTask'
import { EMAIL_QUEUE_EVERY_MS, flushEmailQueue, runEmailQueueExclusively } from '#infra/email/queueRunner'
import { useMailSink, useTestApp } from '../helpers/app'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))

const queue = (subject: string) =>
  app.payload.jobs.queue({ task: 'sendEmail', queue: EMAIL_QUEUE, input: { to: 'fila@teste.navalha.test', subject, html: `<p>${subject}</p>`, text: subject } })

const queued = async () => (await app.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

describe('the e-mail queue', () => {
  it('sends each e-mail once, however many runs start at the same time', async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `Mensagem ${i + 1} de 6`)
    for (const subject of subjects) await queue(subject)
    // Flushes after several writes at once, plus runs of other servers on the same database.
    for (let i = 0; i < 4; i++) flushEmailQueue(app.payload)
    const others = await Promise.all([runEmailQueueExclusively(app.payload), runEmailQueueExclusively(app.payload)])
    await Promise.all(subjects.map((subject) => mail.waitFor((email) => email.subject === subject)))
    await expect.poll(queued, { timeout: 10_000 }).toBe(0)
    flushEmailQueue(app.payload) // and one more run over an empty queue
    await new Promise((resolve) => setTimeout(resolve, 500))
    const sent = mail.messages.filter((email) => email.subject.endsWith('de 6')).map((email) => email.subject)
    expect(sent.sort()).toEqual([...subjects].sort())
    expect(others.filter((ran) => !ran).length, 'the lock kept at least one concurrent run out').toBeGreaterThan(0)
  })

  it(
    'sends on a schedule what no request flushed',
    async () => {
      await queue('Agendada')
      const email = await mail.waitFor((e) => e.subject === 'Agendada', EMAIL_QUEUE_EVERY_MS + 10_000)
      expect(email.to).toEqual(['fila@teste.navalha.test'])
    },
    EMAIL_QUEUE_EVERY_MS + 15_000,
  )
})
