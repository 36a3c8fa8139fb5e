import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Account export and deletion (decision 0035): accounts and profiles deleted at their owner's
 * request stay as 'Conta removida' rows (`removed_at`), and `trial_documents` keeps a keyed hash
 * (HMAC-SHA256 with the server's secret) of every document number that has had a free trial, so a
 * deleted account's document signs up again without a second one. The hash needs the secret, so
 * the documents already stored are hashed at boot (server/privacy/trialDocuments.ts), not here.
 * `user_id` says which account used it; it turns null when that account's row goes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'accountExport';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'accountErase';
  ALTER TABLE "users" ADD COLUMN "removed_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "trial_document_used" boolean;
  ALTER TABLE "barbers" ADD COLUMN "removed_at" timestamp(3) with time zone;
  ALTER TABLE "barbershops" ADD COLUMN "removed_at" timestamp(3) with time zone;
  CREATE INDEX "users_removed_at_idx" ON "users" USING btree ("removed_at");
  CREATE TABLE IF NOT EXISTS "trial_documents" (
    "hash" varchar PRIMARY KEY NOT NULL,
    "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "trial_documents";
  DELETE FROM "admin_audit_log" WHERE "action" IN ('accountExport', 'accountErase');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admin_audit_log_action";
  CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('create', 'update', 'delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus', 'conversationRead', 'flagReviewed', 'flagStatus', 'reviewHide', 'reviewRestore', 'ticketAnswer', 'ticketClose', 'ticketReopen');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admin_audit_log_action" USING "action"::"public"."enum_admin_audit_log_action";
  DROP INDEX "users_removed_at_idx";
  ALTER TABLE "users" DROP COLUMN "removed_at";
  ALTER TABLE "users" DROP COLUMN "trial_document_used";
  ALTER TABLE "barbers" DROP COLUMN "removed_at";
  ALTER TABLE "barbershops" DROP COLUMN "removed_at";`)
}
