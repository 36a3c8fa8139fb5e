import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The audit log says who deleted an account and why (issue 39): 'accountErase' was written only
 * for an admin's erasure yet read 'Exclusão da conta a pedido', and the person's own deletion left
 * no entry. Every stored 'accountErase' is an admin's, so the value is renamed in place; the
 * person's own request gets a value of its own.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_admin_audit_log_action" RENAME VALUE 'accountErase' TO 'accountEraseByAdmin';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'accountEraseByOwner' AFTER 'accountEraseByAdmin';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "admin_audit_log" WHERE "action" = 'accountEraseByOwner';
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  UPDATE "admin_audit_log" SET "action" = 'accountErase' WHERE "action" = 'accountEraseByAdmin';
  DROP TYPE "public"."enum_admin_audit_log_action";
  CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('create', 'update', 'delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus', 'conversationRead', 'flagReviewed', 'flagStatus', 'reviewHide', 'reviewRestore', 'ticketAnswer', 'ticketClose', 'ticketReopen', 'accountExport', 'accountErase', 'contactAttemptsFlag', 'chatPause');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admin_audit_log_action" USING "action"::"public"."enum_admin_audit_log_action";`)
}
