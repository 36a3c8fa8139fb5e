import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ALTER COLUMN "job_id" DROP NOT NULL;
  ALTER TABLE "applications" ADD COLUMN "job_title" varchar;
  ALTER TABLE "applications" ADD COLUMN "shop_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ALTER COLUMN "job_id" SET NOT NULL;
  ALTER TABLE "applications" DROP COLUMN "job_title";
  ALTER TABLE "applications" DROP COLUMN "shop_name";`)
}
