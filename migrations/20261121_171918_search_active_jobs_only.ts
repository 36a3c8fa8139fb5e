import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "jobs_title_trgm_idx";
  DROP INDEX "jobs_shopName_trgm_idx";
  DROP INDEX "jobs_city_trgm_idx";
  CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops) WHERE "status" = 'active';
  CREATE INDEX "jobs_shopName_trgm_idx" ON "jobs" USING gin ("shop_name" gin_trgm_ops) WHERE "status" = 'active';
  CREATE INDEX "jobs_city_trgm_idx" ON "jobs" USING gin ("city" gin_trgm_ops) WHERE "status" = 'active';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "jobs_title_trgm_idx";
  DROP INDEX "jobs_shopName_trgm_idx";
  DROP INDEX "jobs_city_trgm_idx";
  CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);
  CREATE INDEX "jobs_shopName_trgm_idx" ON "jobs" USING gin ("shop_name" gin_trgm_ops);
  CREATE INDEX "jobs_city_trgm_idx" ON "jobs" USING gin ("city" gin_trgm_ops);`)
}
