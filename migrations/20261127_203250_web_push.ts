import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Web Push (issue 30, decision 0040). Generated: the jobs queue's new task. Hand-written: three
 * tables that are not Payload collections (drizzle's snapshot does not track them), read and
 * written in SQL by infra/push/. Subscriptions and switches belong to an account and go with it
 * (ON DELETE CASCADE); the VAPID pair is one row that every instance shares.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPush';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPush';`)
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "push_subscriptions" (
    "id" serial PRIMARY KEY NOT NULL,
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "endpoint" varchar(2048) NOT NULL UNIQUE,
    "p256dh" varchar NOT NULL,
    "auth" varchar NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
  CREATE TABLE IF NOT EXISTS "push_preferences" (
    "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "new_message" boolean DEFAULT true NOT NULL,
    "new_applicant" boolean DEFAULT true NOT NULL,
    "application_status" boolean DEFAULT true NOT NULL,
    "job_alert" boolean DEFAULT true NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "web_push_keys" (
    "id" smallint PRIMARY KEY NOT NULL CHECK ("id" = 1),
    "public_key" varchar NOT NULL,
    "private_key" varchar NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "push_subscriptions"; DROP TABLE IF EXISTS "push_preferences"; DROP TABLE IF EXISTS "web_push_keys";`)
  await db.execute(sql`
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendPush';
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendPush';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendAccountLink');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendAccountLink');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
