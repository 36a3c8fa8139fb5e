import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" ALTER COLUMN "barbershop_id" DROP NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "barbershop_id" DROP NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "shop_user_id" DROP NOT NULL;
  ALTER TABLE "applications" ADD COLUMN "job_open" boolean DEFAULT true NOT NULL;`)
  // Applications of jobs already closed or removed read 'Vaga encerrada' from the start (hooks/markApplicationsJobOpen.ts).
  await db.execute(sql`
  UPDATE "applications" AS a SET "job_open" = false
  WHERE a."job_id" IS NULL OR EXISTS (SELECT 1 FROM "jobs" AS j WHERE j."id" = a."job_id" AND j."status" <> 'active');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" ALTER COLUMN "barbershop_id" SET NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "barbershop_id" SET NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "shop_user_id" SET NOT NULL;
  ALTER TABLE "applications" DROP COLUMN "job_open";`)
}
