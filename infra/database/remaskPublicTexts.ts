import { sql } from '@payloadcms/db-postgres'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { CONTACT_POLICY_VERSION, PUBLIC_TEXT_FIELDS, type PublicTextCollection } from '#domain/contactPolicy'
import { publicText as currentPublicText } from '../contactMasking'
import { PAGE_CHANGES_CHANNEL } from '../pages/pageChanges'
import type { Drizzle } from './drizzle'

/**
 * Stored public texts masked again when the contact policy changes (decision 0029). Each row
 * records the CONTACT_POLICY_VERSION that masked it; a row of an older version (or of none: stored
 * before the policy, its text still as written) gets every public text recomputed from its
 * original, in batches. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of instances
 * may run this at once: each row is done by one of them, and a row a user is saving at that moment
 * is skipped (the save itself stores it under the current version). What copies these texts is
 * brought along: jobs carry their shop's name and district. The kept public pages are emptied
 * through the same NOTIFY as any write (decision 0027). server/operations/remaskSweep.ts runs it batch after batch.
 */

const BATCH = 200

export type RemaskOptions = {
  /** The version being brought about; rows below it are masked again. */
  version?: number
  /** The rules of that version. */
  publicText?: (original: string) => string
  /**
   * The public texts per collection; by default the current PUBLIC_TEXT_FIELDS. A migration passes
   * the fields of its own time, whose columns exist when it runs (a field added later has none yet).
   */
  fields?: Readonly<Partial<Record<PublicTextCollection, Readonly<Record<string, string>>>>>
}

type Row = Record<string, unknown> & { id: number; contact_policy_version: string | number | null }

const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * Which of a collection's public texts are lists (stored one row each in `<table>_texts`), from
 * Payload's config; the collection's other lists of texts (an application's answer tags) are not public texts.
 */
function listFields(payload: Payload, collection: PublicTextCollection, names: readonly string[]): Set<string> {
  const fields = payload.collections[collection].config.flattenedFields
  return new Set(
    fields.filter((field) => field.type === 'text' && 'hasMany' in field && field.hasMany && names.includes(field.name)).map((field) => field.name),
  )
}

/**
 * The texts kept in a collection's arrays, each a public column beside its original, masked again
 * with their row: a job's screening questions (collections/Jobs/hooks/maskScreeningQuestions.ts)
 * and an application's text answers (collections/Applications/hooks/maskApplicationAnswers.ts), whose
 * column is JSON (an answer is true, false or a text).
 */
const ARRAY_TEXTS: Partial<Record<PublicTextCollection, { table: string; column: string; original: string; json?: true }>> = {
  jobs: { table: 'jobs_screening_questions', column: 'text', original: 'original_text' },
  applications: { table: 'applications_answers', column: 'answer', original: 'original_answer', json: true },
}

/**
 * Masks again up to one batch of stale rows of the first collection that has any, in `db`'s
 * transaction; answers how many rows it rewrote (0 when every row is current).
 */
export async function remaskBatch(
  payload: Payload,
  db: Drizzle,
  { version = CONTACT_POLICY_VERSION, publicText = currentPublicText, fields = PUBLIC_TEXT_FIELDS }: RemaskOptions = {},
): Promise<number> {
  for (const collection of Object.keys(fields) as PublicTextCollection[]) {
    const table = collection
    const names = Object.keys(fields[collection] ?? {})
    const lists = listFields(payload, collection, names)
    // A migration older than a field runs before its column exists (a job's payNote, decision 0036): such a field waits for its own.
    const present = new Set(
      (
        (await db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`)) as {
          rows: { column_name: string }[]
        }
      ).rows.map((row) => row.column_name),
    )
    const scalars = names.filter((name) => !lists.has(name) && present.has(column(name)))
    const selected = scalars.flatMap((name) => [`"${column(name)}"`, `"original_${column(name)}"`]).join(', ')
    const { rows } = (await db.execute(
      sql.raw(`SELECT id, contact_policy_version, ${selected} FROM "${table}"
                WHERE contact_policy_version IS NULL OR contact_policy_version < ${Number(version)}
                ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`),
    )) as { rows: Row[] }
    if (!rows.length) continue

    const ids = rows.map((row) => Number(row.id))
    const listRows = lists.size
      ? ((
          await db.execute(
            sql`SELECT parent_id, path, text FROM ${sql.raw(`"${table}_texts"`)} WHERE parent_id IN ${sql.raw(`(${ids.join(',')})`)} ORDER BY parent_id, "order"`,
          )
        ).rows as { parent_id: number; path: string; text: string | null }[])
      : []

    for (const row of rows) {
      // A row stored before the policy holds its text as written in the public column.
      const neverMasked = row.contact_policy_version === null
      const assignments = scalars.map((name) => {
        const original = (row[`original_${column(name)}`] as string | null) ?? (neverMasked ? (row[column(name)] as string | null) : null)
        return sql`${sql.raw(`"${column(name)}"`)} = ${original === null ? null : publicText(original)}, ${sql.raw(`"original_${column(name)}"`)} = ${original}`
      })
      await db.execute(sql`UPDATE ${sql.raw(`"${table}"`)} SET ${sql.join(assignments, sql`, `)}, contact_policy_version = ${version} WHERE id = ${row.id}`)

      for (const name of lists) {
        const of = (path: string) => listRows.filter((item) => Number(item.parent_id) === Number(row.id) && item.path === path).map((item) => item.text ?? '')
        const kept = of(`original.${name}`)
        const originals = kept.length || !neverMasked ? kept : of(name)
        await db.execute(sql`DELETE FROM ${sql.raw(`"${table}_texts"`)} WHERE parent_id = ${row.id} AND path IN (${name}, ${`original.${name}`})`)
        for (const [path, texts] of [
          [name, originals.map(publicText)],
          [`original.${name}`, originals],
        ] as const) {
          for (const [index, text] of texts.entries()) {
            await db.execute(
              sql`INSERT INTO ${sql.raw(`"${table}_texts"`)} ("order", parent_id, path, text) VALUES (${index + 1}, ${row.id}, ${path}, ${text})`,
            )
          }
        }
      }
    }

    const arrayTexts = ARRAY_TEXTS[collection]
    // A migration older than the array runs before its table exists, when there is nothing in it to mask.
    const arrayTable =
      arrayTexts && ((await db.execute(sql`SELECT to_regclass(${arrayTexts.table}) AS name`)) as { rows: { name: string | null }[] }).rows[0]?.name
    if (arrayTexts && arrayTable) {
      const { rows: items } = (await db.execute(
        sql.raw(`SELECT id, "${arrayTexts.original}" AS original FROM "${arrayTexts.table}"
                  WHERE _parent_id IN (${ids.join(',')}) AND "${arrayTexts.original}" IS NOT NULL`),
      )) as { rows: { id: string; original: string }[] }
      for (const item of items) {
        const masked = publicText(item.original)
        await db.execute(
          sql`UPDATE ${sql.raw(`"${arrayTexts.table}"`)} SET ${sql.raw(`"${arrayTexts.column}"`)} = ${arrayTexts.json ? sql`to_jsonb(${masked}::text)` : masked} WHERE id = ${item.id}`,
        )
      }
    }

    if (collection === 'barbershops') {
      // Jobs keep copies of their shop's public name and district (decision 0002).
      await db.execute(sql`
        UPDATE jobs j SET shop_name = s.name, district = s.district FROM barbershops s
         WHERE j.barbershop_id = s.id AND s.id IN ${sql.raw(`(${ids.join(',')})`)}
           AND (j.shop_name IS DISTINCT FROM s.name OR j.district IS DISTINCT FROM s.district)`)
    }
    await db.execute(sql`SELECT pg_notify(${PAGE_CHANGES_CHANNEL}, ${randomUUID()})`)
    return rows.length
  }
  return 0
}
