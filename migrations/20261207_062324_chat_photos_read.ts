import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** An admin's read of a conversation's photos has its own audit entry (issue 39, item 5). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'chatPhotosRead' BEFORE 'flagReviewed';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "admin_audit_log" WHERE "action" = 'chatPhotosRead';
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admin_audit_log_action";
  CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('create', 'update', 'delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus', 'conversationRead', 'flagReviewed', 'flagStatus', 'reviewHide', 'reviewRestore', 'ticketAnswer', 'ticketClose', 'ticketReopen', 'accountExport', 'accountEraseByAdmin', 'accountEraseByOwner', 'contactAttemptsFlag', 'chatPause');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admin_audit_log_action" USING "action"::"public"."enum_admin_audit_log_action";`)
}
