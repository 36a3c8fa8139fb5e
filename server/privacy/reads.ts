import { createReadStream } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { ZipFile } from 'yazl'
import { EXPORT_FORMAT_VERSION } from '#domain/privacy'
import { bodiesMaskedFor, onPool, type ContactReader, type SqlRunner } from '#infra/chat/messagesAsRead'
import type { Settings } from '#infra/settings'
import { localMediaDir } from '#media/paths'
import { PERSONAL_DATA } from './personalData'

/**
 * What `GET /api/me/export` puts in `dados.json` (decision 0035): one section per kind of record,
 * each the person's rows of one table with every column that is not a secret (personalData.ts),
 * named in English camelCase as the API names them: what the person wrote as written, what others
 * wrote only as the site lets the person read it. A new table with personal data adds a line here.
 */
type ExportSection = {
  key: string
  table: string
  /** SQL condition for the person's rows; $1 is the account id. */
  rows: string
  /** One record (or null) instead of a list. */
  single?: boolean
  /** Columns left out of this section, because they are someone else's (a review's author's text as written). */
  omit?: string[]
  /** Columns read another way: the text the person sees or wrote. */
  replace?: Record<string, string>
  /** Rows whose text the person reads otherwise than stored, turned into what the site shows them. */
  asRead?: (run: SqlRunner, reader: ContactReader, rows: Row[]) => Promise<Row[]>
}

type Row = Record<string, unknown>

/** Messages received, each as the person may read it in the chat (decision 0051): contacts written after a hire they are not entitled to, masked. */
async function receivedAsRead(run: SqlRunner, reader: ContactReader, rows: Row[]): Promise<Row[]> {
  const masked = await bodiesMaskedFor(
    run,
    reader,
    rows.map((row) => Number(row.id)),
  )
  return masked.size ? rows.map((row) => (masked.has(Number(row.id)) ? { ...row, body: masked.get(Number(row.id)), masked: true } : row)) : rows
}

/** The account's status as the chat judges it: the dates and roles `isLocked` reads. */
const READER_SQL = `SELECT u.id, u.trial_ends_at AS "trialEndsAt", u.subscription_status AS "subscriptionStatus",
    u.subscription_end AS "subscriptionEnd", u.subscription_grace_ends_at AS "subscriptionGraceEndsAt",
    ARRAY(SELECT r.value::text FROM users_roles r WHERE r.parent_id = u.id) AS roles
  FROM users u WHERE u.id = $1`

/** Flags about what the person sent: an 'attempts' flag names its sender, a 'contact' flag its masked message. */
const OWN_FLAGS = 'sender_id = $1 OR (sender_id IS NULL AND message_id IN (SELECT id FROM messages WHERE sender_id = $1))'

export const EXPORT_SECTIONS: ExportSection[] = [
  { key: 'account', table: 'users', rows: 'id = $1', single: true },
  { key: 'roles', table: 'users_roles', rows: 'parent_id = $1' },
  { key: 'sessions', table: 'users_sessions', rows: '_parent_id = $1' },
  { key: 'barberProfile', table: 'barbers', rows: 'user_id = $1', single: true },
  { key: 'barberSpecialties', table: 'barbers_texts', rows: 'parent_id IN (SELECT id FROM barbers WHERE user_id = $1)' },
  { key: 'barberPortfolio', table: 'barbers_rels', rows: 'parent_id IN (SELECT id FROM barbers WHERE user_id = $1)' },
  { key: 'shopProfile', table: 'barbershops', rows: 'user_id = $1', single: true },
  { key: 'shopGallery', table: 'barbershops_rels', rows: 'parent_id IN (SELECT id FROM barbershops WHERE user_id = $1)' },
  { key: 'jobs', table: 'jobs', rows: 'shop_user_id = $1' },
  // Whether each side could hire at the hire is the server's note for the paywall, and the other side's status is not the person's.
  {
    key: 'applications',
    table: 'applications',
    rows: 'barber_user_id = $1 OR shop_user_id = $1',
    omit: ['barber_unlocked_at_hire', 'shop_unlocked_at_hire'],
    // The barber's message as written is the barber's; the shop gets it as it read it.
    replace: { original_message: 'CASE WHEN barber_user_id = $1 THEN original_message END' },
  },
  // The answers to screening questions: the barber's as written, the shop's applicants' as the shop read them.
  {
    key: 'applicationAnswers',
    table: 'applications_answers',
    rows: '_parent_id IN (SELECT id FROM applications WHERE barber_user_id = $1 OR shop_user_id = $1)',
    replace: { original_answer: 'CASE WHEN _parent_id IN (SELECT id FROM applications WHERE barber_user_id = $1) THEN original_answer END' },
  },
  {
    key: 'applicationAnswerTags',
    table: 'applications_texts',
    rows: 'parent_id IN (SELECT id FROM applications WHERE barber_user_id = $1 OR shop_user_id = $1)',
  },
  { key: 'jobScreeningQuestions', table: 'jobs_screening_questions', rows: '_parent_id IN (SELECT id FROM jobs WHERE shop_user_id = $1)' },
  // Invitations sent (the shop's note as written) and received (the note as the barber read it).
  {
    key: 'invitations',
    table: 'invitations',
    rows: 'barber_user_id = $1 OR shop_user_id = $1',
    replace: { original_note: 'CASE WHEN shop_user_id = $1 THEN original_note END' },
  },
  // Test days (decision 0069): each text as written by the person, the other party's as the person read it (masked).
  {
    key: 'trialDays',
    table: 'trial_days',
    rows: 'barber_user_id = $1 OR shop_user_id = $1',
    replace: {
      original_notes: 'CASE WHEN shop_user_id = $1 THEN original_notes END',
      original_feedback: 'CASE WHEN shop_user_id = $1 THEN original_feedback END',
      original_reason: "CASE WHEN (reason_by = 'shop' AND shop_user_id = $1) OR (reason_by = 'barber' AND barber_user_id = $1) THEN original_reason END",
    },
  },
  { key: 'trialDaySlots', table: 'trial_day_slots', rows: 'trial_day_id IN (SELECT id FROM trial_days WHERE barber_user_id = $1 OR shop_user_id = $1)' },
  { key: 'savedJobs', table: 'saved_jobs', rows: 'user_id = $1' },
  { key: 'conversations', table: 'conversations', rows: 'barber_user_id = $1 OR shop_user_id = $1' },
  // Sent: as written. Received: as the person reads them in the chat (contacts masked before a hire, and after one they may not read, decision 0051).
  { key: 'messagesSent', table: 'messages', rows: 'sender_id = $1', replace: { body: 'coalesce(original_body, body)' }, omit: ['original_body'] },
  {
    key: 'messagesReceived',
    table: 'messages',
    rows: '(barber_user_id = $1 OR shop_user_id = $1) AND sender_id IS DISTINCT FROM $1',
    omit: ['original_body'],
    asRead: receivedAsRead,
  },
  // The flags raised by what the person sent (one masked message, or their repeated attempts); a counterpart's flags are
  // about the counterpart, and parties read no flag on the site (decision 0054).
  { key: 'conversationFlags', table: 'conversation_flags', rows: OWN_FLAGS },
  { key: 'conversationFlagAttempts', table: 'conversation_flags_rels', rows: `parent_id IN (SELECT id FROM conversation_flags WHERE ${OWN_FLAGS})` },
  // Public texts saved with contacts, as written, and the moderation flags they raised (decision 0054).
  { key: 'textAttempts', table: 'text_attempts', rows: 'user_id = $1' },
  { key: 'textFlags', table: 'text_flags', rows: 'user_id = $1' },
  { key: 'textFlagAttempts', table: 'text_flags_rels', rows: 'parent_id IN (SELECT id FROM text_flags WHERE user_id = $1)' },
  { key: 'files', table: 'media', rows: 'user_id = $1' },
  // Written: the comment as written; the reviewed party's answer as the site shows it (its text as written is theirs).
  { key: 'reviewsWritten', table: 'reviews', rows: 'author_id = $1', omit: ['original_answer'] },
  // Received: the published ones, as the profile shows them (the author's text as written is the author's).
  { key: 'reviewsReceived', table: 'reviews', rows: 'subject_user_id = $1 AND published', omit: ['original_comment'] },
  { key: 'reviewReports', table: 'review_reports', rows: 'reporter_id = $1' },
  { key: 'supportTickets', table: 'support_tickets', rows: 'user_id = $1' },
  { key: 'planUses', table: 'quota_uses', rows: 'user_id = $1' },
  { key: 'currentPlan', table: 'plans', rows: 'id = (SELECT subscription_plan_id FROM users WHERE id = $1)', single: true },
  { key: 'trialDocuments', table: 'trial_documents', rows: 'user_id = $1' },
  { key: 'staffActions', table: 'admin_audit_log', rows: 'actor_id = $1' },
  { key: 'consents', table: 'consents', rows: 'user_id = $1' },
  { key: 'pushSubscriptions', table: 'push_subscriptions', rows: 'user_id = $1' },
  { key: 'pushPreferences', table: 'push_preferences', rows: 'user_id = $1', single: true },
  { key: 'jobAlerts', table: 'job_alerts', rows: 'user_id = $1' },
  { key: 'jobAlertDeliveries', table: 'job_alert_deliveries', rows: 'user_id = $1' },
]

const camelCase = (column: string) => column.replace(/^_+/, '').replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/** The columns a section exports, as SQL select items named in camelCase. */
export function sectionColumns(section: ExportSection): { column: string; key: string; sql: string }[] {
  const rule = PERSONAL_DATA[section.table]
  if (!rule) throw new Error(`Tabela sem regra de dados pessoais: ${section.table}`)
  return [...rule.plain, ...rule.personal]
    .filter((column) => !section.omit?.includes(column))
    .map((column) => ({ column, key: camelCase(column), sql: `${section.replace?.[column] ?? quoted(column)} AS ${quoted(camelCase(column))}` }))
}

type StoredFile = { id: number; filename: string | null; prefix: string | null; mimeType: string | null }

/** Everything `dados.json` holds for `userId`, read in one snapshot of the database. */
export async function collectAccountData(pool: Pool, userId: number): Promise<Record<string, unknown>> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const data: Record<string, unknown> = { format: EXPORT_FORMAT_VERSION, exportedAt: new Date().toISOString() }
    const run = onPool(client)
    const reader = (await client.query<ContactReader>(READER_SQL, [userId])).rows[0]
    for (const section of EXPORT_SECTIONS) {
      const columns = sectionColumns(section).map((column) => column.sql)
      const { rows } = await client.query<Row>(`SELECT ${columns.join(', ')} FROM ${quoted(section.table)} WHERE ${section.rows} ORDER BY 1`, [userId])
      const read = section.asRead && reader ? await section.asRead(run, reader, rows) : rows
      data[section.key] = section.single ? (read[0] ?? null) : read
    }
    await client.query('COMMIT')
    return data
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** The stored original of an uploaded file, from local disk or, with S3, through the storage adapter's own handler. */
function openStoredFile(
  payload: Payload,
  settings: Pick<Settings, 's3' | 'dataDir'>,
  file: StoredFile,
): (done: (error: unknown, stream: NodeJS.ReadableStream) => void) => void {
  return (done) => {
    const storagePath = file.prefix ? `${file.prefix}/${file.filename}` : file.filename!
    if (!settings.s3) {
      const stream = createReadStream(path.join(localMediaDir(settings.dataDir), storagePath))
      stream.once('open', () => done(null, stream)).once('error', (error) => done(error, stream))
      return
    }
    const handler = payload.collections.media.config.upload.handlers?.[0]
    if (!handler) return done(new Error('armazenamento sem leitor de arquivos'), Readable.from([]))
    void (async () => {
      const { createLocalReq } = await import('payload')
      const req = await createLocalReq({}, payload)
      const response = await handler(req, { doc: file as never, params: { collection: 'media', filename: file.filename!, prefix: file.prefix ?? undefined } })
      if (!(response instanceof Response) || !response.ok || !response.body) throw new Error(`arquivo ${file.id} indisponível`)
      done(null, Readable.fromWeb(response.body as never))
    })().catch((error) => done(error, Readable.from([])))
  }
}

/**
 * The ZIP of an account's data, streamed as it is written: `dados.json` first, then each uploaded
 * file read from storage one after another (yazl opens each only when its turn comes), so neither
 * the archive nor the files are ever held whole in memory or written to the server's disk.
 */
export function accountArchive(payload: Payload, settings: Pick<Settings, 's3' | 'dataDir'>, data: Record<string, unknown>): NodeJS.ReadableStream {
  const zip = new ZipFile()
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'dados.json')
  for (const file of (data.files as StoredFile[]) ?? []) {
    if (!file.filename) continue
    zip.addReadStreamLazy(`arquivos/${file.id}-${path.basename(file.filename)}`, openStoredFile(payload, settings, file))
  }
  zip.end()
  return zip.outputStream
}
