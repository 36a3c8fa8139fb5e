import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the rate limits' counts (server/http/store.ts), shared by every instance
 * of the app. UNLOGGED: counts of the last minutes need no crash safety (after a crash PostgreSQL
 * empties the table, which only forgives some tries) and skip the write-ahead log. Not a Payload
 * collection, so drizzle's snapshot does not track it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_hits" (
    "key" varchar PRIMARY KEY NOT NULL,
    "hits" integer NOT NULL,
    "reset_at" timestamp(3) with time zone NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_hits";`)
}
