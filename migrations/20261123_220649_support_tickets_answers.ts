import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'ticketAnswer';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'ticketClose';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'ticketReopen';
  ALTER TABLE "support_tickets" ADD COLUMN "job_id" integer;
  ALTER TABLE "support_tickets" ADD COLUMN "application_id" integer;
  ALTER TABLE "support_tickets" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "support_tickets" ADD COLUMN "answered_by_id" integer;
  ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status");
  CREATE INDEX "support_tickets_job_idx" ON "support_tickets" USING btree ("job_id");
  CREATE INDEX "support_tickets_application_idx" ON "support_tickets" USING btree ("application_id");
  CREATE INDEX "support_tickets_answered_by_idx" ON "support_tickets" USING btree ("answered_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_job_id_jobs_id_fk";
  
  ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_application_id_applications_id_fk";
  
  ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_answered_by_id_users_id_fk";
  
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admin_audit_log_action";
  CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admin_audit_log_action" USING "action"::"public"."enum_admin_audit_log_action";
  DROP INDEX "support_tickets_status_idx";
  DROP INDEX "support_tickets_job_idx";
  DROP INDEX "support_tickets_application_idx";
  DROP INDEX "support_tickets_answered_by_idx";
  ALTER TABLE "support_tickets" DROP COLUMN "job_id";
  ALTER TABLE "support_tickets" DROP COLUMN "application_id";
  ALTER TABLE "support_tickets" DROP COLUMN "answered_at";
  ALTER TABLE "support_tickets" DROP COLUMN "answered_by_id";`)
}
