import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'create' BEFORE 'delete';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'update' BEFORE 'delete';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admin_audit_log_action";
  CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus', 'conversationRead', 'flagReviewed', 'flagStatus', 'reviewHide', 'reviewRestore', 'ticketAnswer', 'ticketClose', 'ticketReopen');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admin_audit_log_action" USING "action"::"public"."enum_admin_audit_log_action";`)
}
