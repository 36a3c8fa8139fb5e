import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written, kept apart from the generated close_not_delete so that one stays purely generated:
 * applications made before it get the copies of their job's title and shop name that new ones
 * take at creation (decision 0015). Must run after close_not_delete, which adds the columns.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "applications" AS a SET "job_title" = j."title", "shop_name" = j."shop_name"
  FROM "jobs" AS j WHERE a."job_id" = j."id" AND a."job_title" IS NULL;`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The copies are dropped with their columns by close_not_delete's down.
}
