import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 40, decision 0068: a job's 'Urgente' and how many barbers it needs; its expiry after 60 days
 * (`expired_at`, set by the sweep when the job closed itself) and the 7-day notice's claim
 * (`expiry_notice_sent_at`); a barber's switch for the annual plan's new-job e-mails. Open jobs
 * published over 53 days ago get their notice at the first sweep and close a week later at the
 * earliest, never on the day this runs.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "early_access_emails" boolean DEFAULT true;
  ALTER TABLE "jobs" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;
  ALTER TABLE "jobs" ADD COLUMN "openings" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "jobs" ADD COLUMN "expired_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD COLUMN "expiry_notice_sent_at" timestamp(3) with time zone;
  CREATE INDEX "jobs_urgent_idx" ON "jobs" USING btree ("urgent");
  UPDATE "jobs" SET "published_at" = GREATEST("published_at", now() - interval '53 days') WHERE "status" = 'active';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "jobs_urgent_idx";
  ALTER TABLE "users" DROP COLUMN "early_access_emails";
  ALTER TABLE "jobs" DROP COLUMN "urgent";
  ALTER TABLE "jobs" DROP COLUMN "openings";
  ALTER TABLE "jobs" DROP COLUMN "expired_at";
  ALTER TABLE "jobs" DROP COLUMN "expiry_notice_sent_at";`)
}
