import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Decision 0045: the jobs' index for searches by distance also carries `search_text` (INCLUDE), so
 * a search by distance with a term reads each point's jobs and matches the term from the index
 * alone, not from 5,000 rows spread over the table (q=barbeiro within 50 km of São Paulo: 446 ms at
 * the median at 1,000,000 jobs). `search_text` is at most a title (120), a shop name (120) and a city
 * (80): far below a B-tree entry's limit. Partial, so drizzle's snapshot does not track it, like
 * the trigram indexes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "jobs_active_place_idx";
  CREATE INDEX "jobs_active_place_idx" ON "jobs" USING btree ("lat", "lng", "created_at" DESC, "id" DESC) INCLUDE ("search_text") WHERE "status" = 'active';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "jobs_active_place_idx";
  CREATE INDEX "jobs_active_place_idx" ON "jobs" USING btree ("lat", "lng", "created_at" DESC, "id" DESC) WHERE "status" = 'active';`)
}
