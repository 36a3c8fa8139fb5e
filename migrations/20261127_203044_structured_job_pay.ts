import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_pay_kind" AS ENUM('monthly', 'commission', 'daily', 'per_service', 'salary_commission');
  ALTER TABLE "jobs" ADD COLUMN "pay_kind" "enum_jobs_pay_kind";
  ALTER TABLE "jobs" ADD COLUMN "pay_min" numeric;
  ALTER TABLE "jobs" ADD COLUMN "pay_max" numeric;
  ALTER TABLE "jobs" ADD COLUMN "pay_commission" numeric;
  ALTER TABLE "jobs" ADD COLUMN "pay_note" varchar;
  ALTER TABLE "jobs" ADD COLUMN "published_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD COLUMN "original_pay_note" varchar;
  CREATE INDEX "jobs_published_at_idx" ON "jobs" USING btree ("published_at");
  CREATE INDEX "status_payKind_idx" ON "jobs" USING btree ("status","pay_kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "jobs_published_at_idx";
  DROP INDEX "status_payKind_idx";
  ALTER TABLE "jobs" DROP COLUMN "pay_kind";
  ALTER TABLE "jobs" DROP COLUMN "pay_min";
  ALTER TABLE "jobs" DROP COLUMN "pay_max";
  ALTER TABLE "jobs" DROP COLUMN "pay_commission";
  ALTER TABLE "jobs" DROP COLUMN "pay_note";
  ALTER TABLE "jobs" DROP COLUMN "published_at";
  ALTER TABLE "jobs" DROP COLUMN "original_pay_note";
  DROP TYPE "public"."enum_jobs_pay_kind";`)
}
