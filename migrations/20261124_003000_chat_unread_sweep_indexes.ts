import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the unread e-mail sweep (server/chat/unreadEmails.ts) runs every minute and starts
 * from `conversations WHERE <side>_unread > 0`. Without these partial indexes each run reads every
 * conversation; with them it reads only those with something unread, which is a few at any time.
 * (Payload's schema cannot declare a partial index; drizzle's snapshot does not track these, so
 * later generated migrations leave them alone.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "conversations_barber_unread_sweep_idx" ON "conversations" USING btree ("id") WHERE "barber_unread" > 0;
  CREATE INDEX IF NOT EXISTS "conversations_shop_unread_sweep_idx" ON "conversations" USING btree ("id") WHERE "shop_unread" > 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "conversations_barber_unread_sweep_idx";
  DROP INDEX IF EXISTS "conversations_shop_unread_sweep_idx";`)
}
