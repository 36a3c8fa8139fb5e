/**
 * Issue 40, decision 0061: a job's screening questions, the barber's answers and message (masked
 * like every public text, shown and filtered on the shop's list, kept when the shop edits its
 * questions), and 'Retirar candidatura' on every path to an application's status, with applying
 * again afterwards while the job is open.
 */
import { describe, expect, it } from 'vitest'
import type { Job } from '#payload-types'
import { chatMessages } from '#domain/messages/chat'
import { createBarber, createJob, createShop, createAccount, type BarberAccount, type ShopAccount } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { errorMessage, type ApiClient } from '../helpers/client'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
const HIDDEN = chatMessages.contactHidden

const QUESTIONS = [
  { text: 'Tem experiência com navalhado?', kind: 'yesno', required: true },
  { text: 'Pode aos sábados?', kind: 'yesno', required: false },
  { text: 'Onde trabalhou antes?', kind: 'text', required: false },
] as const

type Side = { shop: ShopAccount; shopClient: ApiClient; job: Job }

async function shopWithQuestions(): Promise<Side> {
  const shop = await createShop(app.payload, { name: 'Barbearia Perguntas' })
  const shopClient = await app.signedIn(shop)
  const created = await shopClient.post('/api/jobs', {
    title: 'Barbeiro com perguntas',
    description: 'Procuramos barbeiro com experiência em navalhado e barba.',
    screeningQuestions: QUESTIONS,
  })
  expect(created.status, created.text).toBe(201)
  return { shop, shopClient, job: created.body.doc }
}

async function barber(name = 'Barbeiro Respondente'): Promise<{ account: BarberAccount; client: ApiClient }> {
  const account = await createBarber(app.payload, { name })
  return { account, client: await app.signedIn(account) }
}

const apply = (client: ApiClient, job: number, body: Record<string, unknown> = {}) => client.post('/api/applications', { job, ...body })

describe('screening questions on a job', () => {
  it('are kept with their ids through the job form, at most three, each bounded, with Portuguese refusals', async () => {
    const { shopClient, job } = await shopWithQuestions()
    expect(job.screeningQuestions?.map(({ text, kind, required }) => ({ text, kind, required }))).toEqual(QUESTIONS)
    const ids = job.screeningQuestions!.map((question) => question.id)
    expect(ids.every(Boolean)).toBe(true)

    const four = await shopClient.patch(`/api/jobs/${job.id}`, {
      screeningQuestions: [...QUESTIONS, { text: 'Tem carro próprio?', kind: 'yesno', required: false }],
    })
    expect(four.status).toBe(400)
    expect(errorMessage(four.body)).toBe('A vaga pode ter no máximo 3 perguntas.')
    const short = await shopClient.patch(`/api/jobs/${job.id}`, { screeningQuestions: [{ text: 'Oi', kind: 'yesno', required: false }] })
    expect(short.status).toBe(400)
    expect(errorMessage(short.body)).toBe('A pergunta deve ter pelo menos 5 caracteres.')
    const long = await shopClient.patch(`/api/jobs/${job.id}`, { screeningQuestions: [{ text: 'a'.repeat(141), kind: 'text', required: false }] })
    expect(long.status).toBe(400)
    expect(errorMessage(long.body)).toBe('A pergunta deve ter no máximo 140 caracteres.')

    // A contact in a question is hidden from barbers and kept, as written, for the shop.
    const withPhone = 'Pode ligar no 11 98765-4321 antes de começar?'
    const asked = await shopClient.patch(`/api/jobs/${job.id}?depth=0`, { screeningQuestions: [{ text: withPhone, kind: 'yesno', required: false }] })
    expect(asked.status, asked.text).toBe(200)
    expect(asked.body.doc.screeningQuestions[0].originalText).toBe(withPhone)
    const { client: reader } = await barber('Barbeiro Leitor')
    const read = await reader.get(`/api/job-details/${job.id}`)
    expect(read.body.job.screeningQuestions[0].text).toContain(HIDDEN)
    expect(read.text).not.toContain('98765')
    expect((await reader.get(`/api/jobs/${job.id}?depth=0`)).text).not.toContain('98765')
    // Sent back as read (the public form), it keeps the shop's words.
    const echoed = await shopClient.patch(`/api/jobs/${job.id}?depth=0`, { screeningQuestions: read.body.job.screeningQuestions })
    expect(echoed.body.doc.screeningQuestions[0].originalText).toBe(withPhone)
    const restored = await shopClient.patch(`/api/jobs/${job.id}?depth=0`, { screeningQuestions: job.screeningQuestions })
    expect(restored.status).toBe(200)

    // The edit form sends the rows back with their ids: they stay the same questions.
    const edited = await shopClient.patch(`/api/jobs/${job.id}?depth=0`, {
      screeningQuestions: job.screeningQuestions!.map((question, index) => (index === 1 ? { ...question, required: true } : question)),
    })
    expect(edited.status).toBe(200)
    expect(edited.body.doc.screeningQuestions.map((question: { id: string }) => question.id)).toEqual(ids)
  })
})

describe('applying with answers and a message', () => {
  it('refuses a required question left blank, a wrong kind of answer, an unknown question and a long message, in Portuguese', async () => {
    const { job } = await shopWithQuestions()
    const { client } = await barber()
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Responda à pergunta obrigatória: Tem experiência com navalhado?'],
      [{ answers: [{ question: 0, answer: '' }] }, 'Responda à pergunta obrigatória: Tem experiência com navalhado?'],
      [{ answers: [{ question: 0, answer: 'sim' }] }, 'Responda sim ou não: Tem experiência com navalhado?'],
      [
        {
          answers: [
            { question: 0, answer: true },
            { question: 2, answer: false },
          ],
        },
        'Responda com um texto: Onde trabalhou antes?',
      ],
      [
        {
          answers: [
            { question: 0, answer: true },
            { question: 3, answer: true },
          ],
        },
        'Esta vaga não tem essa pergunta.',
      ],
      [
        {
          answers: [
            { question: 0, answer: true },
            { question: 0, answer: false },
          ],
        },
        'A mesma pergunta foi respondida mais de uma vez.',
      ],
      [{ answers: 'sim' }, 'Envie uma lista.'],
      [{ answers: [{ question: 0, answer: true }], message: 'x'.repeat(501) }, 'A mensagem deve ter no máximo 500 caracteres.'],
      [{ answers: [{ question: 0, answer: true }], message: 42 }, 'Envie um texto.'],
      [
        {
          answers: [
            { question: 0, answer: true },
            { question: 2, answer: 'y'.repeat(301) },
          ],
        },
        'A resposta deve ter no máximo 300 caracteres.',
      ],
    ]
    for (const [body, message] of cases) {
      const refused = await apply(client, job.id, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(errorMessage(refused.body), JSON.stringify(body)).toBe(message)
    }
    expect((await db.query('SELECT count(*)::int AS n FROM applications WHERE job_id = $1', [job.id])).rows[0].n).toBe(0)
    // A message of exactly 500 characters and the answers are taken.
    const taken = await apply(client, job.id, { answers: [{ question: 0, answer: true }], message: 'x'.repeat(500) })
    expect(taken.status, taken.text).toBe(201)
  })

  it('stores the message and text answers with contacts hidden for the shop, as written for the barber', async () => {
    const { shopClient, job } = await shopWithQuestions()
    const { account, client } = await barber()
    const message = 'Tenho 5 anos de navalhado. Me chama no 11 98765-4321 para combinar.'
    const written = 'Na Barbearia Central; escreva para rafa.cortes@gmail.com'
    const applied = await apply(client, job.id, {
      message,
      answers: [
        { question: 0, answer: true },
        { question: 1, answer: false },
        { question: 2, answer: written },
      ],
    })
    expect(applied.status, applied.text).toBe(201)
    const id = applied.body.doc.id

    const seen = await shopClient.get(`/api/applications/${id}?depth=0`)
    expect(seen.status).toBe(200)
    expect(seen.body.message).toContain(HIDDEN)
    expect(seen.text).not.toContain('98765')
    expect(seen.text).not.toContain('rafa.cortes')
    expect(seen.body).not.toHaveProperty('original')
    expect(seen.body.answers.map(({ question, questionText, kind, answer }: Record<string, unknown>) => ({ question, questionText, kind, answer }))).toEqual([
      { question: 0, questionText: QUESTIONS[0].text, kind: 'yesno', answer: true },
      { question: 1, questionText: QUESTIONS[1].text, kind: 'yesno', answer: false },
      { question: 2, questionText: QUESTIONS[2].text, kind: 'text', answer: expect.stringContaining(HIDDEN) },
    ])
    for (const answer of seen.body.answers) expect(answer).not.toHaveProperty('originalAnswer')

    const own = await client.get(`/api/applications/${id}?depth=0`)
    expect(own.body.original.message).toBe(message)
    expect(own.body.answers[2].originalAnswer).toBe(written)

    // The shop's list shows them; the answers' tags filter it in SQL.
    const other = await barber('Barbeiro Sem Navalhado')
    expect((await apply(other.client, job.id, { answers: [{ question: 0, answer: false }] })).status).toBe(201)
    const [navalhado] = job.screeningQuestions!
    const filtered = async (tag: string) => {
      const list = await shopClient.get(`/api/applications?depth=0&where[job][equals]=${job.id}&where[yesNoAnswers][in]=${encodeURIComponent(tag)}`)
      expect(list.status, list.text).toBe(200)
      return list.body.docs.map((doc: { id: number }) => doc.id)
    }
    expect(await filtered(`${navalhado!.id}:sim`)).toEqual([id])
    expect(await filtered(`${navalhado!.id}:nao`)).toHaveLength(1)
    expect(await filtered(`${navalhado!.id}:nao`)).not.toContain(id)

    // The barber's export has it as written; the shop's only as it read it.
    const rows = await db.query('SELECT original_message, message FROM applications WHERE id = $1', [id])
    expect(rows.rows[0].original_message).toBe(message)
    expect(account.user.id).toBeGreaterThan(0)
  })

  it('keeps the answers given when the shop edits or removes its questions', async () => {
    const { shopClient, job } = await shopWithQuestions()
    const { client } = await barber()
    const applied = await apply(client, job.id, {
      answers: [
        { question: 0, answer: true },
        { question: 2, answer: 'Na Barbearia Central' },
      ],
    })
    expect(applied.status).toBe(201)
    const edited = await shopClient.patch(`/api/jobs/${job.id}`, {
      screeningQuestions: [{ ...job.screeningQuestions![2], text: 'Qual o seu corte preferido?' }],
    })
    expect(edited.status).toBe(200)
    const seen = await shopClient.get(`/api/applications/${applied.body.doc.id}?depth=0`)
    expect(seen.body.answers.map(({ questionText, answer }: Record<string, unknown>) => ({ questionText, answer }))).toEqual([
      { questionText: 'Tem experiência com navalhado?', answer: true },
      { questionText: 'Onde trabalhou antes?', answer: 'Na Barbearia Central' },
    ])
    // Nobody rewrites them afterwards, the barber included.
    const rewrite = await client.patch(`/api/applications/${applied.body.doc.id}?depth=0`, { message: 'Outra mensagem', answers: [] })
    expect(rewrite.status).toBe(200)
    expect(rewrite.body.doc.answers).toHaveLength(2)
    expect(rewrite.body.doc.message ?? null).toBeNull()
  })

  it('masks the answers and message again from their originals when the contact policy changes', async () => {
    const { remaskPublicTexts } = await import('#server/operations/remaskSweep')
    const { CONTACT_POLICY_VERSION } = await import('#domain/contactPolicy')
    const { job } = await shopWithQuestions()
    const { client } = await barber()
    const applied = await apply(client, job.id, {
      message: 'Mensagem Versão Um',
      answers: [
        { question: 0, answer: true },
        { question: 2, answer: 'Resposta Versão Um' },
      ],
    })
    expect(applied.status).toBe(201)
    const stricter = (text: string) => text.replaceAll('Versão', HIDDEN)
    expect(await remaskPublicTexts(app.payload, { version: CONTACT_POLICY_VERSION + 1, publicText: stricter })).toBeGreaterThanOrEqual(1)
    const row = (await db.query('SELECT message, original_message FROM applications WHERE id = $1', [applied.body.doc.id])).rows[0]
    expect(row).toEqual({ message: `Mensagem ${HIDDEN} Um`, original_message: 'Mensagem Versão Um' })
    await db.query(
      `UPDATE jobs_screening_questions SET text = 'Tem Versão navalhado?', original_text = 'Tem Versão navalhado?' WHERE _parent_id = $1 AND _order = 1`,
      [job.id],
    )
    await db.query('UPDATE jobs SET contact_policy_version = 0 WHERE id = $1', [job.id])
    expect(await remaskPublicTexts(app.payload, { version: CONTACT_POLICY_VERSION + 1, publicText: stricter })).toBeGreaterThanOrEqual(1)
    expect((await db.query('SELECT text FROM jobs_screening_questions WHERE _parent_id = $1 AND _order = 1', [job.id])).rows[0].text).toBe(
      `Tem ${HIDDEN} navalhado?`,
    )
    const answers = (await db.query('SELECT answer, original_answer FROM applications_answers WHERE _parent_id = $1 ORDER BY _order', [applied.body.doc.id]))
      .rows
    expect(answers).toEqual([
      { answer: true, original_answer: null },
      { answer: `Resposta ${HIDDEN} Um`, original_answer: 'Resposta Versão Um' },
    ])
    // The tags the filter reads are not texts to mask.
    const tags = (await db.query('SELECT path, text FROM applications_texts WHERE parent_id = $1', [applied.body.doc.id])).rows
    expect(tags).toEqual([{ path: 'yesNoAnswers', text: `${job.screeningQuestions![0]!.id}:sim` }])
    // The current rules bring them back.
    await db.query('UPDATE applications SET contact_policy_version = 0 WHERE id = $1', [applied.body.doc.id])
    expect(await remaskPublicTexts(app.payload)).toBeGreaterThanOrEqual(1)
    expect((await db.query('SELECT answer FROM applications_answers WHERE _parent_id = $1 AND kind = $2', [applied.body.doc.id, 'text'])).rows[0].answer).toBe(
      'Resposta Versão Um',
    )
  })

  it('refuses with 409 an answer whose question the shop moved while the barber answered, instead of filing it under another question', async () => {
    const { shopClient, job } = await shopWithQuestions()
    const { client } = await barber('Barbeiro Atrasado')
    const read = (await client.get(`/api/job-details/${job.id}`)).body.job.screeningQuestions as { id: string; text: string }[]
    const [first, second] = [read[0]!, read[1]!]
    // The shop puts 'Pode aos sábados?' first while the barber answers yes to navalhado and no to Saturdays;
    // by position alone, the shop would read the opposite of what was answered.
    const stored = job.screeningQuestions!
    expect((await shopClient.patch(`/api/jobs/${job.id}`, { screeningQuestions: [stored[1], stored[0], stored[2]] })).status).toBe(200)
    const stale = await apply(client, job.id, {
      answers: [
        { question: 0, questionId: first.id, answer: true },
        { question: 1, questionId: second.id, answer: false },
      ],
    })
    expect(stale.status, stale.text).toBe(409)
    expect(errorMessage(stale.body)).toBe('As perguntas desta vaga mudaram. Confira as respostas e envie de novo.')
    const fresh = await apply(client, job.id, {
      answers: [
        { question: 1, questionId: first.id, answer: true },
        { question: 0, questionId: second.id, answer: false },
      ],
    })
    expect(fresh.status, fresh.text).toBe(201)
    expect(fresh.body.doc.answers).toMatchObject([
      { question: 0, questionId: second.id, questionText: second.text, answer: false },
      { question: 1, questionId: first.id, questionText: first.text, answer: true },
    ])
  })

  it('keeps the one-tap apply for a job without questions, with or without a message', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const { client } = await barber()
    const applied = await apply(client, job.id)
    expect(applied.status).toBe(201)
    expect(applied.body.doc.answers).toEqual([])
  })
})

describe('Retirar candidatura', () => {
  async function application(status: 'pending' | 'accepted' | 'rejected' | 'hired' = 'pending') {
    const side = await shopWithQuestions()
    const applicant = await barber()
    const applied = await apply(applicant.client, side.job.id, { answers: [{ question: 0, answer: true }] })
    expect(applied.status).toBe(201)
    const id: number = applied.body.doc.id
    if (status !== 'pending') expect((await side.shopClient.patch(`/api/applications/${id}`, { status: 'accepted' })).status).toBe(200)
    if (status === 'hired' || status === 'rejected') {
      const next = status === 'rejected' ? null : 'hired'
      if (next) expect((await side.shopClient.patch(`/api/applications/${id}`, { status: next })).status).toBe(200)
    }
    if (status === 'rejected') {
      // Rejected from pending: a fresh application.
      const other = await barber('Barbeiro Recusado')
      const second = await apply(other.client, side.job.id, { answers: [{ question: 0, answer: false }] })
      expect((await side.shopClient.patch(`/api/applications/${second.body.doc.id}`, { status: 'rejected' })).status).toBe(200)
      return { ...side, applicant: other, id: second.body.doc.id as number }
    }
    return { ...side, applicant, id }
  }

  it.each(['pending', 'accepted'] as const)('from %s: 200 for its barber, the shop told by e-mail, Retirada for both sides', async (status) => {
    const { shop, shopClient, applicant, id, job } = await application(status)
    const withdrawn = await applicant.client.patch(`/api/applications/${id}?depth=0`, { status: 'withdrawn' })
    expect(withdrawn.status, withdrawn.text).toBe(200)
    expect(withdrawn.body.doc.status).toBe('withdrawn')
    expect((await shopClient.get(`/api/applications/${id}?depth=0`)).body.status).toBe('withdrawn')
    const told = await mail.waitFor((m) => m.to.includes(shop.email) && m.subject.startsWith('Candidatura retirada'))
    expect(told.subject).toBe(`Candidatura retirada: ${job.title}`)
    expect(told.text).toContain('Barbeiro Respondente retirou a candidatura')
    // Once is enough: a second withdrawal has nothing to take back.
    const again = await applicant.client.patch(`/api/applications/${id}`, { status: 'withdrawn' })
    expect(again.status).toBe(400)
    expect(errorMessage(again.body)).toBe('Uma candidatura com status Retirada não pode ser retirada.')
    // Nor does the shop move it any more.
    const moved = await shopClient.patch(`/api/applications/${id}`, { status: 'hired' })
    expect(moved.status).toBe(409)
    expect(errorMessage(moved.body)).toBe('Uma candidatura com status Retirada não pode mais ser alterada.')
  })

  it('is open after the shop deleted its account, and tells nobody: the application was left pending with a 404 for good', async () => {
    const { shop, shopClient, applicant, id } = await application('accepted')
    expect((await shopClient.delete('/api/me', { json: { password: shop.password } })).status).toBe(200)
    const withdrawn = await applicant.client.patch(`/api/applications/${id}?depth=0`, { status: 'withdrawn' })
    expect(withdrawn.status, withdrawn.text).toBe(200)
    expect((await db.query('SELECT status::text FROM applications WHERE id = $1', [id])).rows[0].status).toBe('withdrawn')
    // Queued with the change, or already sent (the sink has it before the queue deletes it): neither.
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE input->>'subject' LIKE 'Candidatura retirada%'`)
    expect(
      rows[0].n + mail.messages.filter((message) => message.subject.startsWith('Candidatura retirada') && message.to.includes('conta-removida-')).length,
    ).toBe(0)
  })

  it('is open to a barber whose trial ended: the paywall refuses applying, not taking back', async () => {
    const { applicant, id, job } = await application('pending')
    await db.query(`UPDATE users SET trial_ends_at = now() - interval '1 day' WHERE id = $1`, [applicant.account.user.id])
    const withdrawn = await applicant.client.patch(`/api/applications/${id}`, { status: 'withdrawn' })
    expect(withdrawn.status, withdrawn.text).toBe(200)
    // Locked indeed: applying again is refused.
    expect((await apply(applicant.client, job.id, { answers: [{ question: 0, answer: true }] })).status).toBe(403)
  })

  it.each(['rejected', 'hired'] as const)('from %s: 400 in Portuguese, nothing changed', async (status) => {
    const { applicant, id } = await application(status)
    const refused = await applicant.client.patch(`/api/applications/${id}`, { status: 'withdrawn' })
    expect(refused.status).toBe(400)
    expect(errorMessage(refused.body)).toBe(`Uma candidatura com status ${status === 'hired' ? 'Contratado' : 'Recusado'} não pode ser retirada.`)
    expect((await db.query('SELECT status::text FROM applications WHERE id = $1', [id])).rows[0].status).toBe(status)
  })

  it('is the barber’s alone: the shop, another barber, an admin and the console are refused, and the barber moves nothing else', async () => {
    const { shopClient, applicant, id } = await application('pending')
    const byShop = await shopClient.patch(`/api/applications/${id}`, { status: 'withdrawn' })
    expect(byShop.status).toBe(403)
    expect(errorMessage(byShop.body)).toBe('A barbearia não pode retirar a candidatura de um barbeiro: recuse-a.')
    const stranger = await barber('Outro Barbeiro')
    expect([403, 404]).toContain((await stranger.client.patch(`/api/applications/${id}`, { status: 'withdrawn' })).status)
    const admin = await createAccount(app.payload, 'admin')
    const adminClient = await app.signedIn(admin)
    expect([403, 404]).toContain((await adminClient.patch(`/api/applications/${id}`, { status: 'withdrawn' })).status)
    expect([403, 404]).toContain((await adminClient.patch(`/api/admin/applications/${id}`, { status: 'withdrawn' })).status)
    const selfAccept = await applicant.client.patch(`/api/applications/${id}`, { status: 'accepted' })
    expect(selfAccept.status).toBe(403)
    expect(errorMessage(selfAccept.body)).toBe('O barbeiro só pode retirar a própria candidatura; quem decide o status é a barbearia.')
    // Bulk and method override are refused before the status machine.
    const bulk = await applicant.client.patch(`/api/applications?where[id][equals]=${id}`, { status: 'withdrawn' })
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    const overridden = await applicant.client.request('POST', `/api/applications/${id}`, {
      json: { status: 'withdrawn' },
      headers: { 'x-http-method-override': 'PATCH' },
    })
    expect(overridden.status).toBe(400)
    // Creating one already withdrawn is no way around it either.
    const created = await stranger.client.post('/api/applications', {
      job: (await db.query('SELECT job_id FROM applications WHERE id = $1', [id])).rows[0].job_id,
      status: 'withdrawn',
      answers: [{ question: 0, answer: true }],
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.status).toBe('pending')
    expect((await db.query('SELECT status::text FROM applications WHERE id = $1', [id])).rows[0].status).toBe('pending')
  })

  it.each([
    ['pending', 'accepted'],
    ['accepted', 'hired'],
    ['pending', 'rejected'],
  ] as const)('races the shop fairly from %s: withdrawal and the shop’s %s at once, the status is what the answers say', async (from, shopMove) => {
    // Each request read the status before the other wrote it, and both answered 200: the barber was
    // told 'Retirada' while the shop hired him, both e-mailed. The row is locked while its status is checked.
    for (let round = 0; round < 4; round++) {
      const { shopClient, applicant, id } = await application(from)
      const [withdrawn, moved] = await Promise.all([
        applicant.client.patch(`/api/applications/${id}`, { status: 'withdrawn' }),
        shopClient.patch(`/api/applications/${id}`, { status: shopMove }),
      ])
      const final = (await db.query('SELECT status::text FROM applications WHERE id = $1', [id])).rows[0].status
      const won = [moved.status === 200 && shopMove, withdrawn.status === 200 && 'withdrawn'].filter(Boolean)
      const said = `${withdrawn.status} ${withdrawn.text.slice(0, 120)} / ${moved.status} ${moved.text.slice(0, 120)}`
      // Both may win only one after the other: accepted first, then taken back.
      if (won.length === 2) expect(shopMove, said).toBe('accepted')
      else {
        expect(won, said).toHaveLength(1)
        expect([400, 409]).toContain(withdrawn.status === 200 ? moved.status : withdrawn.status)
      }
      expect(final).toBe(won.at(-1))
    }
  })

  it('lets a barber apply to one job at most three times: apply and withdraw in a loop flooded the shop with two e-mails and two pushes a turn', async () => {
    const { job } = await shopWithQuestions()
    const { client } = await barber('Barbeiro Insistente')
    for (let turn = 0; turn < 3; turn++) {
      const applied = await apply(client, job.id, { answers: [{ question: 0, answer: true }] })
      expect(applied.status, applied.text).toBe(201)
      expect((await client.patch(`/api/applications/${applied.body.doc.id}`, { status: 'withdrawn' })).status).toBe(200)
    }
    const fourth = await apply(client, job.id, { answers: [{ question: 0, answer: true }] })
    expect(fourth.status).toBe(409)
    expect(errorMessage(fourth.body)).toBe('Limite de 3 candidaturas a esta vaga atingido: não é possível candidatar-se de novo.')
  })

  it('lets the barber apply again while the job is open, once at a time, and not after it closed', async () => {
    const { shopClient, applicant, id, job } = await application('pending')
    const twice = await apply(applicant.client, job.id, { answers: [{ question: 0, answer: true }] })
    expect(twice.status).toBe(409)
    expect(errorMessage(twice.body)).toBe('Você já se candidatou a esta vaga')
    expect((await applicant.client.patch(`/api/applications/${id}`, { status: 'withdrawn' })).status).toBe(200)

    const again = await apply(applicant.client, job.id, { answers: [{ question: 0, answer: false }], message: 'Mudei de ideia: posso sim.' })
    expect(again.status, again.text).toBe(201)
    expect(again.body.doc.status).toBe('pending')
    // The job page tells the barber where the newest one stands.
    const details = await applicant.client.get(`/api/job-details/${job.id}`)
    expect(details.body.viewer).toMatchObject({ applicationId: again.body.doc.id, applicationStatus: 'pending' })
    // The database holds one live application per barber and job, whatever races past the check.
    await expect(
      db.query(
        `INSERT INTO applications (job_id, barber_id, barber_user_id, shop_user_id, barbershop_id, status, job_open, created_at, updated_at)
                SELECT job_id, barber_id, barber_user_id, shop_user_id, barbershop_id, 'pending', true, now(), now() FROM applications WHERE id = $1`,
        [again.body.doc.id],
      ),
    ).rejects.toThrow(/applications_live_job_barber_idx/)

    expect((await applicant.client.patch(`/api/applications/${again.body.doc.id}`, { status: 'withdrawn' })).status).toBe(200)
    expect((await shopClient.patch(`/api/jobs/${job.id}`, { status: 'inactive' })).status).toBe(200)
    const closed = await apply(applicant.client, job.id, { answers: [{ question: 0, answer: true }] })
    expect(closed.status).toBe(409)
    expect(errorMessage(closed.body)).toBe('Esta vaga não está mais aceitando candidaturas.')
  })
})
