/**
 * The person's own data (issue 25, decision 0035): the ZIP of GET /api/me/export holds every
 * column of every record of theirs and their files as stored; DELETE /api/me removes every
 * personal value of theirs from every table, keeps what others hold under 'Conta removida', ends
 * their sockets, and a new sign-up with the same document gets no second trial. The schema test
 * fails when a column appears that personalData.ts does not sort.
 */
import { randomBytes } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { io } from 'socket.io-client'
import { describe, expect, it } from 'vitest'
import { generateCpf, maskCpf } from '#domain/documents'
import { EXPORTS_PER_DAY, FAILED_NOTIFICATION_DAYS, privacyMessages, REMOVED_ACCOUNT_NAME, UNSENT_CHAT_PHOTO_HOURS } from '#domain/privacy'
import { localMediaDir } from '#media/paths'
import { PERSONAL_DATA } from '#server/privacy/personalData'
import { EXPORT_SECTIONS, sectionColumns } from '#server/privacy/reads'
import { sweepRetention } from '#server/privacy/store'
import { EMAIL_QUEUE_LOCK } from '#infra/email/queueRunner'
import { flatPng } from '../fixtures/media'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { createChatPair, openConversation, signIn } from '../helpers/chat'
import { ApiClient, errorMessage } from '../helpers/client'
import { downloadExport, unzip } from '../helpers/exportArchive'
import { createAccount, createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()
const db = useDatabaseClient(app)

const uniquePhone = () => `+55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
// Letters only: a 'b' among digits reads as a digit to the contact detector ('9450630b' hid a name as a phone, in about 2%
// of random hexadecimal markers), and this test is about the export, not the detector (its false positive is noted in 0053).
const marker = (label: string) =>
  `${label}${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])}`

const download = (client: ApiClient, address?: string) => downloadExport(app.url, client, address)

/**
 * A barber with one of everything, and the shop that hired them: profile with specialties and a
 * video, a hire, a conversation both ways, reviews both ways, a saved job, a ticket, a plan use.
 */
async function barberWithEverything() {
  const name = marker('Rafael Unico ')
  const pair = await createChatPair(app.payload, app.url, { status: 'hired' })
  const phone = uniquePhone()
  const bio = marker('Bio so minha ')
  await app.payload.update({
    collection: 'barbers',
    id: pair.barber.barber.id,
    data: { name, phone, bio, instagram: marker('insta_'), district: marker('Bairro '), specialties: [marker('Especialidade ')] } as never,
    depth: 0,
  })
  await app.payload.update({ collection: 'users', id: pair.barber.user.id, data: { name, phone }, depth: 0 })
  const conversation = await openConversation(pair)
  expect((await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'Oi, tudo certo para sábado?' })).status).toBe(201)
  const sent = `Meu zap é ${phone.slice(3)} ok`
  expect((await pair.barberClient.post(`/api/chat/conversations/${conversation}/messages`, { body: sent })).status).toBe(201)
  // A flag the chat raised on a masked message of theirs (before the hire, in its own words).
  await db.query(
    `INSERT INTO conversation_flags (conversation_id, barber_user_id, shop_user_id, reason, status, created_at, updated_at)
     VALUES ($1, $2, $3, 'phone', 'open', now(), now())`,
    [conversation, pair.barber.user.id, pair.shop.user.id],
  )
  // Their repeated attempts, in the chat and in a bio (decision 0054).
  const { rows: attemptsFlag } = await db.query(
    `INSERT INTO conversation_flags (conversation_id, barber_user_id, shop_user_id, sender_id, kind, reason, status, created_at, updated_at)
     VALUES ($1, $2, $3, $2, 'attempts', 'phone', 'open', now(), now()) RETURNING id`,
    [conversation, pair.barber.user.id, pair.shop.user.id],
  )
  await db.query(
    `INSERT INTO conversation_flags_rels (parent_id, path, "order", messages_id) SELECT $1, 'attempts', 1, id FROM messages WHERE sender_id = $2`,
    [attemptsFlag[0].id, pair.barber.user.id],
  )
  const { rows: textAttempt } = await db.query(`INSERT INTO text_attempts (user_id, resource, record_id, texts) VALUES ($1, 'barbers', $2, $3) RETURNING id`, [
    pair.barber.user.id,
    String(pair.barber.barber.id),
    JSON.stringify([{ field: 'bio', text: marker('Bio com contato ') }]),
  ])
  const { rows: textFlag } = await db.query(`INSERT INTO text_flags (user_id, status) VALUES ($1, 'open') RETURNING id`, [pair.barber.user.id])
  await db.query(`INSERT INTO text_flags_rels (parent_id, path, "order", text_attempts_id) VALUES ($1, 'attempts', 1, $2)`, [textFlag[0].id, textAttempt[0].id])
  const otherJob = await createJob(app.payload, pair.shop.shop, {
    title: 'Outra vaga salva',
    screeningQuestions: [
      { text: 'Pode aos sábados?', kind: 'yesno', required: true },
      { text: 'Onde trabalhou antes?', kind: 'text', required: false },
    ],
  })
  // The shop's invitation to that job, with a note (decision 0067); the application below answers it.
  const invited = await pair.shopClient.post('/api/invitations', { job: otherJob.id, barber: pair.barber.barber.id, note: marker('Convite da casa ') })
  expect(invited.status, invited.text).toBe(201)
  // A test day on the hire (decision 0069), declined by the barber with a reason of their own, and its slot.
  const { rows: trialDay } = await db.query(
    `INSERT INTO trial_days (application_id, shop_user_id, barber_user_id, status, currency, time_zone, place, notes, original_notes, reason, original_reason, reason_by)
     VALUES ($1, $2, $3, 'declined', 'BRL', 'America/Sao_Paulo', 'Rua da Assembleia, 10', 'Traga a máquina', 'Traga a máquina', $4, $4, 'barber') RETURNING id`,
    [pair.application.id, pair.shop.user.id, pair.barber.user.id, marker('Motivo meu ')],
  )
  await db.query(`INSERT INTO trial_day_slots (trial_day_id, starts_at, duration_minutes) VALUES ($1, now() + interval '2 days', 120)`, [trialDay[0].id])
  // A message and answers sent with an application (issue 40).
  const applicationMessage = marker('Mensagem minha ')
  const answer = marker('Resposta minha ')
  const answered = await pair.barberClient.post('/api/applications', {
    job: otherJob.id,
    message: applicationMessage,
    answers: [
      { question: 0, answer: true },
      { question: 1, answer },
    ],
  })
  expect(answered.status).toBe(201)
  await app.payload.create({ collection: 'saved-jobs', data: { user: pair.barber.user.id, job: otherJob.id }, depth: 0 })
  // A saved search and a job it e-mailed (decision 0037).
  const { rows: alert } = await db.query(
    `INSERT INTO job_alerts (user_id, filters, delivery, time_zone, match_city) VALUES ($1, $2, 'daily', 'America/Sao_Paulo', 'Niterói') RETURNING id`,
    [pair.barber.user.id, JSON.stringify({ cidade: 'Niterói' })],
  )
  await db.query(`INSERT INTO job_alert_deliveries (user_id, job_id, alert_id, due_at, sent_at) VALUES ($1, $2, $3, now(), now())`, [
    pair.barber.user.id,
    otherJob.id,
    alert[0].id,
  ])
  await app.payload.create({
    collection: 'support-tickets',
    data: { user: pair.barber.user.id, subject: marker('Assunto '), message: marker('Mensagem do chamado ') } as never,
    depth: 0,
    overrideAccess: true,
  })
  await db.query(`INSERT INTO quota_uses (user_id, kind, created_at, updated_at) VALUES ($1, 'application', now(), now())`, [pair.barber.user.id])
  // The terms accepted (decision 0034) and a phone that receives notifications (decision 0040).
  await db.query(
    `INSERT INTO consents (user_id, document, version, accepted_at, ip_address, created_at, updated_at) VALUES ($1, 'terms', 1, now(), '127.0.0.1', now(), now())`,
    [pair.barber.user.id],
  )
  await db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, 'chave-publica', 'segredo')`, [
    pair.barber.user.id,
    marker('https://push.teste.navalha.test/'),
  ])
  await db.query(`INSERT INTO push_preferences (user_id, new_message) VALUES ($1, false)`, [pair.barber.user.id])
  const reviewed = marker('Avaliação escrita ')
  for (const [author, subject, comment] of [
    [pair.barber.user.id, pair.shop.user.id, reviewed],
    [pair.shop.user.id, pair.barber.user.id, 'Ótimo profissional, recomendo.'],
  ] as const) {
    await db.query(
      `INSERT INTO reviews (application_id, author_id, subject_user_id, barber_id, barbershop_id, rating, comment, original_comment, published,
                            visible_from, answer, original_answer, answered_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 5, $6, $6, true, now(), 'Obrigado!', 'Obrigado!', now(), now(), now())`,
      [pair.application.id, author, subject, pair.barber.barber.id, pair.shop.shop.id, comment],
    )
  }
  const { rows: shopReview } = await db.query(`SELECT id FROM reviews WHERE author_id = $1`, [pair.shop.user.id])
  await db.query(`INSERT INTO review_reports (review_id, reporter_id, reason, created_at, updated_at) VALUES ($1, $2, $3, now(), now())`, [
    shopReview[0].id,
    pair.barber.user.id,
    marker('Motivo da denúncia '),
  ])
  // A photo of their work in the portfolio, with a caption (decision 0039).
  const { rows: photo } = await db.query(`SELECT id FROM media WHERE user_id = $1 ORDER BY id LIMIT 1`, [pair.barber.user.id])
  await db.query(`UPDATE media SET caption = $2, original_caption = $2 WHERE id = $1`, [photo[0].id, marker('Degradê feito por mim ')])
  await db.query(`INSERT INTO barbers_rels ("order", parent_id, path, media_id) VALUES (1, $1, 'portfolio', $2)`, [pair.barber.barber.id, photo[0].id])
  return { ...pair, conversation, name, phone, bio, sent, reviewed, applicationMessage, answer }
}

/** Every text column of every table where one of `values` still appears, but what others hold by rule (personalData.ts): a review's text, the masked message. */
async function leaksOf(values: string[]): Promise<string[]> {
  const keptByRule = new Set(['messages.body', 'reviews.comment', 'reviews.original_comment'])
  const { rows: tables } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  )
  const leaks: string[] = []
  for (const { table_name, column_name } of tables) {
    if (keptByRule.has(`${table_name}.${column_name}`)) continue
    const { rows } = await db.query(`SELECT "${column_name}"::text AS value FROM "${table_name}" WHERE "${column_name}"::text ILIKE ANY($1)`, [
      values.map((value) => `%${value}%`),
    ])
    for (const row of rows) leaks.push(`${table_name}.${column_name}: ${String(row.value).slice(0, 80)}`)
  }
  return leaks
}

describe('the schema', () => {
  it('has every column of every table sorted as personal, secret or plain, and nothing sorted that is gone', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    )
    const live = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`))
    const sorted = new Set(
      Object.entries(PERSONAL_DATA).flatMap(([table, rule]) => [...rule.personal, ...rule.secret, ...rule.plain].map((column) => `${table}.${column}`)),
    )
    expect(
      [...live].filter((column) => !sorted.has(column)),
      'colunas sem regra em server/privacy/personalData.ts',
    ).toEqual([])
    expect(
      [...sorted].filter((column) => !live.has(column)),
      'regras de colunas que não existem',
    ).toEqual([])
  })

  it('exports every table that holds a person’s data and is not a queue, a lock or a counter', () => {
    const exported = new Set(EXPORT_SECTIONS.map((section) => section.table))
    const internal = [
      'payload_jobs',
      'payload_jobs_log',
      'payload_preferences',
      'payload_preferences_rels',
      'payload_locked_documents',
      'payload_locked_documents_rels',
      'rate_limit_hits',
      'chat_presence',
    ]
    const missing = Object.entries(PERSONAL_DATA)
      .filter(([table, rule]) => rule.erase !== 'none' && !exported.has(table) && !internal.includes(table))
      .map(([table]) => table)
    expect(missing).toEqual([])
  })
})

describe('GET /api/me/export', () => {
  it('streams a ZIP whose dados.json has every column of every record of the person, and their files as stored', async () => {
    const person = await barberWithEverything()
    const { response, body } = await download(person.barberClient)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    const entries = await unzip(body)
    const data = JSON.parse(entries.find((entry) => entry.name === 'dados.json')!.data.toString('utf8'))

    const forBarber = EXPORT_SECTIONS.filter(
      (section) => !['jobs', 'jobScreeningQuestions', 'shopProfile', 'shopGallery', 'currentPlan', 'staffActions'].includes(section.key),
    )
    for (const section of forBarber) {
      const rows = section.single ? [data[section.key]].filter(Boolean) : data[section.key]
      expect(rows?.length, `seção ${section.key} vazia`).toBeGreaterThan(0)
      for (const { key } of sectionColumns(section)) expect(Object.keys(rows[0]), `${section.key}.${key}`).toContain(key)
    }
    expect(data.account).toMatchObject({ id: person.barber.user.id, email: person.barber.email, name: person.name, phone: person.phone })
    for (const secret of ['hash', 'salt', 'resetPasswordToken', 'verificationtoken', 'stripeCustomerId']) expect(data.account).not.toHaveProperty(secret)
    expect(data.barberProfile.cpf).toBe(person.barber.barber.cpf)
    // Sent as written; received as the person saw it.
    expect(data.messagesSent.map((message: { body: string }) => message.body)).toContain(person.sent)
    expect(data.messagesReceived.map((message: { body: string }) => message.body)).toEqual(['Oi, tudo certo para sábado?'])
    expect(data.reviewsWritten[0].comment).toBe(person.reviewed)
    expect(data.applications.map((row: { originalMessage: string | null }) => row.originalMessage)).toContain(person.applicationMessage)
    expect(data.applicationAnswers.map((row: { originalAnswer: string | null }) => row.originalAnswer)).toContain(person.answer)
    expect(data.reviewsReceived[0]).not.toHaveProperty('originalComment')

    const video = data.files[0]
    const stored = await readFile(path.join(localMediaDir(app.dataDir), video.prefix, video.filename))
    const file = entries.find((entry) => entry.name === `arquivos/${video.id}-${video.filename}`)
    expect(file?.data.equals(stored)).toBe(true)

    // The shop's own export has its jobs and profile, and what the barber sent as the shop saw it.
    const shopData = JSON.parse((await unzip((await download(person.shopClient)).body)).find((entry) => entry.name === 'dados.json')!.data.toString('utf8'))
    expect(shopData.shopProfile.cnpj).toBe(person.shop.shop.cnpj)
    expect(shopData.jobs.length).toBe(2)
    expect(shopData.messagesReceived.map((message: { body: string }) => message.body)).toEqual([person.sent])
    expect(shopData.messagesSent.map((message: { body: string }) => message.body)).toEqual(['Oi, tudo certo para sábado?'])
  })

  it('gives a shop (and an account that acted as staff) every column of its own sections too: profile, gallery, jobs, plan, staff actions', async () => {
    const person = await barberWithEverything()
    const shopId = person.shop.user.id
    // A gallery row (which photo, in which order); any stored file does for the row's columns.
    const { rows: photo } = await db.query(`SELECT id FROM media WHERE user_id = $1 ORDER BY id LIMIT 1`, [person.barber.user.id])
    await db.query(`INSERT INTO barbershops_rels ("order", parent_id, path, media_id) VALUES (1, $1, 'photos', $2)`, [person.shop.shop.id, photo[0].id])
    const { rows: plan } = await db.query(`SELECT id FROM plans ORDER BY id LIMIT 1`)
    await db.query(`UPDATE users SET subscription_plan_id = $2 WHERE id = $1`, [shopId, plan[0].id])
    await db.query(
      `INSERT INTO admin_audit_log (actor_id, actor_email, action, resource, record_id, before, after, created_at, updated_at)
       VALUES ($1, $2, 'update', 'jobs', '1', '{"status":"active"}', '{"status":"inactive"}', now(), now())`,
      [shopId, person.shop.email],
    )
    const data = JSON.parse((await unzip((await download(person.shopClient)).body)).find((entry) => entry.name === 'dados.json')!.data.toString('utf8'))
    for (const section of EXPORT_SECTIONS.filter((section) =>
      ['jobs', 'jobScreeningQuestions', 'shopProfile', 'shopGallery', 'currentPlan', 'staffActions'].includes(section.key),
    )) {
      const rows = section.single ? [data[section.key]].filter(Boolean) : data[section.key]
      expect(rows?.length, `seção ${section.key} vazia`).toBeGreaterThan(0)
      for (const { key } of sectionColumns(section)) expect(Object.keys(rows[0]), `${section.key}.${key}`).toContain(key)
    }
    expect(data.shopGallery[0].mediaId).toBe(photo[0].id)
    expect(data.currentPlan.id).toBe(plan[0].id)
    expect(data.staffActions[0]).toMatchObject({ action: 'update', resource: 'jobs' })
  })

  it(`answers ${EXPORTS_PER_DAY} a day per account, counted in PostgreSQL, then a Portuguese 429`, async () => {
    const client = await signIn(app.url, await createBarber(app.payload))
    for (let i = 0; i < EXPORTS_PER_DAY; i++) expect((await download(client)).response.status).toBe(200)
    const refused = await client.get('/api/me/export')
    expect(refused.status).toBe(429)
    expect(errorMessage(refused.body)).toBe(privacyMessages.exportTooMany)
    expect((await new ApiClient(app.url).get('/api/me/export')).status).toBe(401)
  })
})

describe('DELETE /api/me', () => {
  it('refuses a missing or wrong password in Portuguese and deletes nothing', async () => {
    const account = await createBarber(app.payload)
    const client = await signIn(app.url, account)
    for (const [body, message] of [
      [{}, privacyMessages.passwordRequired],
      [{ password: '' }, privacyMessages.passwordRequired],
      [{ password: 42 }, privacyMessages.passwordRequired],
      [{ password: 'errada-123' }, privacyMessages.passwordWrong],
    ] as const) {
      const response = await client.delete('/api/me', { json: body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(errorMessage(response.body)).toBe(message)
    }
    expect((await client.get('/api/users/me')).body.user.email).toBe(account.email)
    expect((await new ApiClient(app.url).delete('/api/me', { json: { password: 'x' } })).status).toBe(401)
  })

  it('leaves none of the person’s personal values in any table, keeps what the shop holds as Conta removida, and ends their sockets', async () => {
    const person = await barberWithEverything()
    const { rows: files } = await db.query(`SELECT prefix, filename FROM media WHERE user_id = $1`, [person.barber.user.id])
    const socket = io(app.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: app.url, cookie: `payload-token=${person.barberClient.cookie('payload-token')}` },
    })
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject))
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))

    for (const file of files) expect((await fetch(`${app.url}/media/${file.prefix}/${file.filename}`)).status).toBe(200)
    const response = await person.barberClient.delete('/api/me', { json: { password: person.barber.password } })
    expect(response.status).toBe(200)
    await closed

    expect(
      await leaksOf([
        person.barber.email,
        person.name,
        person.phone,
        person.bio,
        person.barber.barber.cpf!,
        person.sent,
        person.applicationMessage,
        person.answer,
      ]),
    ).toEqual([])
    for (const file of files) await expect(stat(path.join(localMediaDir(app.dataDir), file.prefix, file.filename))).rejects.toThrow()

    // The person cannot log in; their files answer 404; the profile leaves the directory and its page.
    expect((await new ApiClient(app.url).post('/api/users/login', { email: person.barber.email, password: person.barber.password })).status).toBe(401)
    for (const file of files) expect((await fetch(`${app.url}/media/${file.prefix}/${file.filename}`)).status).toBe(404)
    const directory = await new ApiClient(app.url).get(`/api/directory/barbers?q=${encodeURIComponent(REMOVED_ACCOUNT_NAME)}`)
    expect(directory.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(person.barber.barber.id)
    const page = await fetch(`${app.url}/barbeiro/${person.barber.barber.id}`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain(`"removedAt"`)
    // The shop still has the hire, the conversation and the barber's review, all from 'Conta removida'.
    const hire = await person.shopClient.get(`/api/applications/${person.application.id}?depth=1`)
    expect(hire.status).toBe(200)
    expect(hire.body).toMatchObject({ status: 'hired', barber: { name: REMOVED_ACCOUNT_NAME } })
    const messages = await person.shopClient.get(`/api/chat/conversations/${person.conversation}/messages`)
    expect(messages.status).toBe(200)
    expect(messages.body.messages).toHaveLength(2)
    // …and can no longer write to it.
    const toNobody = await person.shopClient.post(`/api/chat/conversations/${person.conversation}/messages`, { body: 'Ainda está aí?' })
    expect(toNobody.status).toBe(409)
    expect(toNobody.body.errors[0].message).toBe('Esta conta foi removida e não recebe mais mensagens.')
    const { rows: written } = await db.query(
      `SELECT r.rating::int AS rating, u.name AS author FROM reviews r JOIN users u ON u.id = r.author_id WHERE r.barbershop_id = $1 AND r.subject_user_id = $2`,
      [person.shop.shop.id, person.shop.user.id],
    )
    expect(written).toEqual([{ rating: 5, author: REMOVED_ACCOUNT_NAME }])
    // Reviews of the removed barber went with the profile.
    expect((await db.query(`SELECT 1 FROM reviews WHERE subject_user_id = $1`, [person.barber.user.id])).rowCount).toBe(0)
  })

  it('leaves none of a deleted shop’s personal values in any table', async () => {
    const person = await barberWithEverything()
    const shopName = marker('Barbearia Unica ')
    const whatsapp = uniquePhone()
    await app.payload.update({ collection: 'barbershops', id: person.shop.shop.id, data: { name: shopName, whatsapp }, depth: 0 })
    await app.payload.update({ collection: 'users', id: person.shop.user.id, data: { name: shopName }, depth: 0 })
    expect((await person.shopClient.delete('/api/me', { json: { password: person.shop.password } })).status).toBe(200)
    // The departure's own notices to others (the shop left: its barbers' waiting applications) are queued after the
    // step that drops notifications naming it, and leave with the queue's next run: nothing may stay after that.
    await expect.poll(() => leaksOf([person.shop.email, shopName, whatsapp, person.shop.shop.cnpj!]), { timeout: 20_000, interval: 500 }).toEqual([])
    // The barber keeps the hire and the conversation, the shop as 'Conta removida'.
    const hire = await person.barberClient.get(`/api/applications/${person.application.id}`)
    expect(hire.body).toMatchObject({ status: 'hired', shopName: REMOVED_ACCOUNT_NAME })
    expect((await person.barberClient.get(`/api/chat/conversations/${person.conversation}/messages`)).body.messages).toHaveLength(2)
  })

  it('leaves no e-mail to a deleted account in the queue, not even one a run was sending when the deletion came', async () => {
    // What a queue run leaves while it sends (on this instance or another) and what a run killed
    // mid-send leaves for good: the e-mail marked processing. The deletion waits for the run
    // (the queue's lock) and then deletes it like any other; it used to skip it, and the address
    // stayed in payload_jobs (the "deleted shop" test above failed when its last e-mail was being sent).
    const shop = await createShop(app.payload)
    await db.query(`SELECT pg_advisory_lock($1)`, [EMAIL_QUEUE_LOCK])
    try {
      await app.payload.jobs.queue({ task: 'sendEmail', queue: 'email', input: { to: shop.email, subject: 'Novo candidato', html: '<p>Oi</p>', text: 'Oi' } })
      const marked = await db.query(`UPDATE payload_jobs SET processing = true WHERE lower(input->>'to') = lower($1)`, [shop.email])
      expect(marked.rowCount).toBe(1)
    } finally {
      await db.query(`SELECT pg_advisory_unlock($1)`, [EMAIL_QUEUE_LOCK])
    }
    const client = await signIn(app.url, shop)
    expect((await client.delete('/api/me', { json: { password: shop.password } })).status).toBe(200)
    expect(await leaksOf([shop.email])).toEqual([])
  })

  it('drops the notifications still queued for others that name a deleted shop, and keeps the rest', async () => {
    // What the review, unread-chat and applicant sweeps queue for the other party: the shop's name
    // in the subject, the text or a push. Held back (waitUntil) so that no run sends them first.
    const person = await barberWithEverything()
    const shopName = marker('Barbearia Avisada ')
    await app.payload.update({ collection: 'barbershops', id: person.shop.shop.id, data: { name: shopName }, depth: 0 })
    const later = new Date(Date.now() + 60 * 60_000).toISOString()
    const queue = (task: 'sendEmail' | 'sendPush', input: Record<string, unknown>) =>
      app.payload.jobs.queue({ task, queue: task === 'sendEmail' ? 'email' : 'push', input: input as never, waitUntil: new Date(later) })
    const barberEmail = person.barber.email
    const named = [
      await queue('sendEmail', { to: barberEmail, subject: `Como foi com a ${shopName.toUpperCase()}?`, html: '<p>Avalie</p>', text: 'Avalie' }),
      await queue('sendEmail', { to: barberEmail, subject: 'Mensagem nova', html: '<p>x</p>', text: `Você tem mensagens de ${shopName} no chat.` }),
      await queue('sendPush', { subscription: 1, title: shopName, body: 'Nova mensagem', url: '/mensagens', tag: 'chat' }),
    ]
    const unrelated = await queue('sendEmail', { to: barberEmail, subject: 'Vagas novas', html: '<p>Vagas</p>', text: 'Há vagas novas em Curitiba.' })
    expect((await person.shopClient.delete('/api/me', { json: { password: person.shop.password } })).status).toBe(200)
    const { rows } = await db.query(`SELECT id FROM payload_jobs WHERE id = ANY($1)`, [[...named, unrelated].map((job) => job.id)])
    expect(rows.map((row) => row.id)).toEqual([unrelated.id])
    // Only the departure's own notices may name it, until the queue's next run sends them (see above).
    await expect.poll(() => leaksOf([shopName]), { timeout: 20_000, interval: 500 }).toEqual([])
    await db.query(`DELETE FROM payload_jobs WHERE id = $1`, [unrelated.id])
  })

  it('closes a deleted shop’s jobs, renames their copies of the shop and takes it out of the directory', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga que encerra' })
    const client = await signIn(app.url, shop)
    expect((await client.delete('/api/me', { json: { password: shop.password } })).status).toBe(200)
    const { rows } = await db.query(`SELECT status, shop_name FROM jobs WHERE id = $1`, [job.id])
    expect(rows[0]).toEqual({ status: 'inactive', shop_name: REMOVED_ACCOUNT_NAME })
    const directory = await new ApiClient(app.url).get(`/api/directory/barbershops?q=${encodeURIComponent(REMOVED_ACCOUNT_NAME)}`)
    expect(directory.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(shop.shop.id)
  })

  it('refuses to delete the last admin', async () => {
    await db.query(`DELETE FROM users_roles WHERE value = 'admin'`)
    const admin = await createAccount(app.payload, 'admin')
    const response = await (await signIn(app.url, admin)).delete('/api/me', { json: { password: admin.password } })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe('Não é possível remover o último administrador.')
  })
})

describe('one free trial per document', () => {
  it('gives a new sign-up with the CPF of a deleted account no trial, and says why', async () => {
    const cpf = maskCpf(generateCpf())
    const signup = (email: string) =>
      new ApiClient(app.url).post('/api/signup', {
        userType: 'barber',
        name: 'Carla Teste',
        document: cpf,
        phone: '(11) 98765-4321',
        email,
        password: 'segredo123',
      })
    const email = `trial.${Date.now()}@teste.navalha.test`
    expect((await signup(email)).status).toBe(201)
    const { rows: first } = await db.query(`SELECT id, trial_ends_at > created_at AS trial, trial_document_used FROM users WHERE email = $1`, [email])
    expect(first[0]).toMatchObject({ trial: true, trial_document_used: null })
    await db.query(`UPDATE users SET _verified = true WHERE id = $1`, [first[0].id])
    const client = await signIn(app.url, { email, password: 'segredo123' })
    expect((await client.delete('/api/me', { json: { password: 'segredo123' } })).status).toBe(200)
    const { rows: hashes } = await db.query(`SELECT count(*)::int AS n FROM trial_documents WHERE user_id = $1`, [first[0].id])
    expect(hashes[0].n).toBe(1)

    expect((await signup(email)).status).toBe(201)
    const { rows: second } = await db.query(`SELECT trial_ends_at <= created_at AS no_trial, trial_document_used FROM users WHERE email = $1`, [email])
    expect(second[0]).toEqual({ no_trial: true, trial_document_used: true })
    // The table holds hashes, never the number.
    const { rows: raw } = await db.query(`SELECT count(*)::int AS n FROM trial_documents WHERE hash LIKE $1`, [`%${cpf.replace(/\D/g, '')}%`])
    expect(raw[0].n).toBe(0)
  })
})

describe('the retention sweep', () => {
  it('removes accounts unconfirmed for 30 days and purges expired limits, one instance at a time', async () => {
    const stale = await createAccount(app.payload, 'barber', { verified: false })
    const fresh = await createAccount(app.payload, 'barber', { verified: false })
    await db.query(`UPDATE users SET created_at = now() - interval '31 days' WHERE id = $1`, [stale.user.id])
    await db.query(`INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ('teste:vencido', 1, now() - interval '1 minute')`)
    // Another instance holding the lock: this one skips.
    const other = await db.query(`SELECT pg_advisory_lock($1)`, [0x72746e74])
    expect(other.rowCount).toBe(1)
    expect(await sweepRetention(app.payload)).toBeNull()
    await db.query(`SELECT pg_advisory_unlock($1)`, [0x72746e74])
    const swept = await sweepRetention(app.payload)
    expect(swept?.accounts).toBeGreaterThanOrEqual(1)
    const { rows } = await db.query(`SELECT id FROM users WHERE id = ANY($1)`, [[stale.user.id, fresh.user.id]])
    expect(rows.map((row) => row.id)).toEqual([fresh.user.id])
    expect((await db.query(`SELECT 1 FROM rate_limit_hits WHERE key = 'teste:vencido'`)).rowCount).toBe(0)
  })
})

describe('the retention sweep, notifications that failed', () => {
  it(`removes e-mails and pushes every retry of which failed ${FAILED_NOTIFICATION_DAYS} days after their last try, and nothing else`, async () => {
    const to = `falhou-${randomBytes(4).toString('hex')}@teste.navalha.test`
    const later = new Date(Date.now() + 60 * 60_000)
    const queued = async () =>
      (await app.payload.jobs.queue({ task: 'sendEmail', queue: 'email', input: { to, subject: 'Aviso', html: '<p>Oi</p>', text: 'Oi' }, waitUntil: later })).id
    const [oldFailure, recentFailure, waiting] = [await queued(), await queued(), await queued()]
    await db.query(`UPDATE payload_jobs SET has_error = true, total_tried = 6 WHERE id = ANY($1)`, [[oldFailure, recentFailure]])
    await db.query(`UPDATE payload_jobs SET updated_at = now() - make_interval(days => $2 + 1) WHERE id = ANY($1)`, [
      [oldFailure, waiting],
      FAILED_NOTIFICATION_DAYS,
    ])
    await db.query(`UPDATE payload_jobs SET updated_at = now() - make_interval(days => $2) + interval '5 minutes' WHERE id = $1`, [
      recentFailure,
      FAILED_NOTIFICATION_DAYS,
    ])
    const swept = await sweepRetention(app.payload)
    expect(swept?.failedNotifications).toBeGreaterThanOrEqual(1)
    const { rows } = await db.query(`SELECT id FROM payload_jobs WHERE id = ANY($1) ORDER BY id`, [[oldFailure, recentFailure, waiting]])
    expect(rows.map((row) => row.id)).toEqual([recentFailure, waiting])
    await db.query(`DELETE FROM payload_jobs WHERE id = ANY($1)`, [[recentFailure, waiting]])
  })
})

describe('the retention sweep, links and photos', () => {
  it('clears expired reset, confirmation and e-mail-change links, and keeps the ones still valid', async () => {
    const expired = await createAccount(app.payload, 'barber', { verified: false })
    const valid = await createAccount(app.payload, 'barber', { verified: false })
    for (const [account, when] of [
      [expired, `now() - interval '1 minute'`],
      [valid, `now() + interval '1 hour'`],
    ] as const) {
      await db.query(
        `UPDATE users SET reset_password_token = 'reset-' || id, reset_password_expiration = ${when},
                _verificationtoken = 'verify-' || id, verification_expires_at = ${when},
                pending_email = 'novo-' || id || '@teste.navalha.test', email_change_token_hash = 'hash-' || id, email_change_expires_at = ${when}
          WHERE id = $1`,
        [account.user.id],
      )
    }
    const swept = await sweepRetention(app.payload)
    expect(swept?.tokens).toBeGreaterThanOrEqual(1)
    const { rows } = await db.query(
      `SELECT id, reset_password_token, reset_password_expiration IS NULL AS no_reset_expiry, _verificationtoken, pending_email, email_change_token_hash,
              email_change_expires_at IS NULL AS no_change_expiry
         FROM users WHERE id = ANY($1) ORDER BY id`,
      [[expired.user.id, valid.user.id]],
    )
    expect(rows).toEqual([
      {
        id: expired.user.id,
        reset_password_token: null,
        no_reset_expiry: true,
        _verificationtoken: null,
        pending_email: null,
        email_change_token_hash: null,
        no_change_expiry: true,
      },
      {
        id: valid.user.id,
        reset_password_token: `reset-${valid.user.id}`,
        no_reset_expiry: false,
        _verificationtoken: `verify-${valid.user.id}`,
        pending_email: `novo-${valid.user.id}@teste.navalha.test`,
        email_change_token_hash: `hash-${valid.user.id}`,
        no_change_expiry: false,
      },
    ])
  })

  it(`removes chat photos never sent after ${UNSENT_CHAT_PHOTO_HOURS} hours, files included, and keeps sent and recent ones`, async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'hired' })
    const conversation = await openConversation(pair)
    const upload = async () => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ folder: 'chat-photos', conversation }))
      form.append('file', new Blob([new Uint8Array(await flatPng(24, 18, '#a33'))], { type: 'image/png' }), 'foto.png')
      const response = await pair.barberClient.request<{ doc: { id: number } }>('POST', '/api/media', { body: form })
      expect(response.status, response.text).toBe(201)
      return response.body.doc.id
    }
    const [sent, abandoned, recent] = [await upload(), await upload(), await upload()]
    expect((await pair.barberClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'olha', attachments: [sent] })).status).toBe(201)
    await db.query(`UPDATE media SET created_at = now() - make_interval(hours => $2 + 1) WHERE id = ANY($1)`, [[sent, abandoned], UNSENT_CHAT_PHOTO_HOURS])
    await db.query(`UPDATE media SET created_at = now() - make_interval(hours => $2) + interval '5 minutes' WHERE id = $1`, [recent, UNSENT_CHAT_PHOTO_HOURS])
    const { rows: files } = await db.query<{ id: number; prefix: string; filename: string; sizes: string[] }>(
      `SELECT id, prefix, filename, ARRAY[sizes_thumbnail_filename, sizes_card_filename] AS sizes FROM media WHERE id = ANY($1)`,
      [[sent, abandoned, recent]],
    )
    const onDisk = (id: number) =>
      files
        .filter((file) => file.id === id)
        .flatMap((file) => [file.filename, ...file.sizes].filter(Boolean).map((name) => path.join(localMediaDir(app.dataDir), file.prefix, name)))
    for (const file of onDisk(abandoned)) expect((await stat(file)).isFile()).toBe(true)

    const swept = await sweepRetention(app.payload)
    expect(swept?.chatPhotos).toBe(1)
    const { rows } = await db.query(`SELECT id FROM media WHERE id = ANY($1) ORDER BY id`, [[sent, abandoned, recent]])
    expect(rows.map((row) => row.id)).toEqual([sent, recent])
    expect(onDisk(abandoned).length).toBeGreaterThan(0)
    for (const file of onDisk(abandoned)) await expect(stat(file)).rejects.toThrow()
    for (const file of [...onDisk(sent), ...onDisk(recent)]) expect((await stat(file)).isFile()).toBe(true)
    // The sent photo still shows in the conversation.
    const messages = await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages`)
    expect(messages.body.messages.flatMap((message: { attachments: { id: number }[] }) => message.attachments.map((photo) => photo.id))).toEqual([sent])
  })
})

describe('the console', () => {
  it('lets an admin export and delete a person’s account, each audited, and nobody else', async () => {
    const admin = await createAccount(app.payload, 'admin')
    const editor = await createAccount(app.payload, 'editor')
    const person = await createBarber(app.payload)
    const adminClient = await signIn(app.url, admin)
    expect((await (await signIn(app.url, editor)).get(`/api/admin/accounts/${person.user.id}/export`)).status).toBe(403)
    expect((await (await signIn(app.url, person)).delete(`/api/admin/accounts/${person.user.id}`)).status).toBe(403)

    const { response, body } = await download(adminClient, `/api/admin/accounts/${person.user.id}/export`)
    expect(response.status).toBe(200)
    const data = JSON.parse((await unzip(body)).find((entry) => entry.name === 'dados.json')!.data.toString('utf8'))
    expect(data.account.email).toBe(person.email)
    expect((await adminClient.delete(`/api/admin/accounts/${person.user.id}`)).status).toBe(200)
    expect((await adminClient.delete(`/api/admin/accounts/${person.user.id}`)).status).toBe(410)
    const { rows } = await db.query(
      `SELECT action, actor_id, record_id FROM admin_audit_log WHERE record_id = $1 AND action IN ('accountExport', 'accountEraseByAdmin') ORDER BY id`,
      [String(person.user.id)],
    )
    expect(rows).toEqual([
      { action: 'accountExport', actor_id: admin.user.id, record_id: String(person.user.id) },
      { action: 'accountEraseByAdmin', actor_id: admin.user.id, record_id: String(person.user.id) },
    ])
  })
})
