import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { publicText } from '#infra/contactMasking'
import { formatPay, parsePay } from '#domain/pay'

/**
 * Hand-written (decision 0036). The free-text pay of existing jobs read into the structure, from
 * the text as its shop wrote it (what cannot be read stays whole as the note); `salary` becomes
 * the pay as the cards show it, public form and original alike. Every job's publication date
 * starts at its creation. And `job_tombstones`: the ids of deleted jobs, so their page answers 410
 * Gone rather than 404 (not a Payload collection, so drizzle's snapshot does not track it; it holds
 * no personal data).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "job_tombstones" (
    "job_id" integer PRIMARY KEY NOT NULL,
    "deleted_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  UPDATE "jobs" SET "published_at" = "created_at" WHERE "published_at" IS NULL;`)
  const { rows } = await db.execute(sql`SELECT id, country, COALESCE(original_salary, salary) AS written FROM jobs WHERE COALESCE(original_salary, salary) IS NOT NULL`)
  for (const row of rows as { id: number; country: string | null; written: string }[]) {
    const pay = parsePay(row.written)
    const shown = pay.kind || pay.note ? formatPay(pay, row.country === 'PT' ? 'PT' : 'BR') : null
    await db.execute(sql`
      UPDATE jobs SET pay_kind = ${pay.kind}, pay_min = ${pay.min}, pay_max = ${pay.max}, pay_commission = ${pay.commission},
        pay_note = ${pay.note === null ? null : publicText(pay.note)}, original_pay_note = ${pay.note},
        salary = ${shown === null ? null : publicText(shown)}, original_salary = ${shown}
      WHERE id = ${row.id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "job_tombstones";`)
}
