import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_conversation_flags_kind" AS ENUM('contact', 'attempts');
  CREATE TYPE "public"."enum_text_flags_status" AS ENUM('open', 'reviewed', 'dismissed');
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'contactAttemptsFlag';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'chatPause';
  CREATE TABLE "conversation_flags_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"messages_id" integer
  );
  
  CREATE TABLE "text_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"resource" varchar NOT NULL,
  	"record_id" varchar NOT NULL,
  	"texts" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"status" "enum_text_flags_status" DEFAULT 'open' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_flags_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text_attempts_id" integer
  );
  
  ALTER TABLE "conversations" ADD COLUMN "barber_paused_until" timestamp(3) with time zone;
  ALTER TABLE "conversations" ADD COLUMN "shop_paused_until" timestamp(3) with time zone;
  ALTER TABLE "conversation_flags" ADD COLUMN "kind" "enum_conversation_flags_kind" DEFAULT 'contact' NOT NULL;
  ALTER TABLE "conversation_flags" ADD COLUMN "sender_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_flags_id" integer;
  ALTER TABLE "conversation_flags_rels" ADD CONSTRAINT "conversation_flags_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."conversation_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conversation_flags_rels" ADD CONSTRAINT "conversation_flags_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "text_attempts" ADD CONSTRAINT "text_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "text_flags" ADD CONSTRAINT "text_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "text_flags_rels" ADD CONSTRAINT "text_flags_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."text_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "text_flags_rels" ADD CONSTRAINT "text_flags_rels_text_attempts_fk" FOREIGN KEY ("text_attempts_id") REFERENCES "public"."text_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "conversation_flags_rels_order_idx" ON "conversation_flags_rels" USING btree ("order");
  CREATE INDEX "conversation_flags_rels_parent_idx" ON "conversation_flags_rels" USING btree ("parent_id");
  CREATE INDEX "conversation_flags_rels_path_idx" ON "conversation_flags_rels" USING btree ("path");
  CREATE INDEX "conversation_flags_rels_messages_id_idx" ON "conversation_flags_rels" USING btree ("messages_id");
  CREATE INDEX "text_attempts_user_idx" ON "text_attempts" USING btree ("user_id");
  CREATE INDEX "text_attempts_updated_at_idx" ON "text_attempts" USING btree ("updated_at");
  CREATE INDEX "text_attempts_created_at_idx" ON "text_attempts" USING btree ("created_at");
  CREATE INDEX "text_flags_user_idx" ON "text_flags" USING btree ("user_id");
  CREATE INDEX "text_flags_updated_at_idx" ON "text_flags" USING btree ("updated_at");
  CREATE INDEX "text_flags_created_at_idx" ON "text_flags" USING btree ("created_at");
  CREATE INDEX "text_flags_rels_order_idx" ON "text_flags_rels" USING btree ("order");
  CREATE INDEX "text_flags_rels_parent_idx" ON "text_flags_rels" USING btree ("parent_id");
  CREATE INDEX "text_flags_rels_path_idx" ON "text_flags_rels" USING btree ("path");
  CREATE INDEX "text_flags_rels_text_attempts_id_idx" ON "text_flags_rels" USING btree ("text_attempts_id");
  ALTER TABLE "conversation_flags" ADD CONSTRAINT "conversation_flags_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_attempts_fk" FOREIGN KEY ("text_attempts_id") REFERENCES "public"."text_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_flags_fk" FOREIGN KEY ("text_flags_id") REFERENCES "public"."text_flags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "conversation_flags_sender_idx" ON "conversation_flags" USING btree ("sender_id");
  CREATE INDEX "payload_locked_documents_rels_text_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("text_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_text_flags_id_idx" ON "payload_locked_documents_rels" USING btree ("text_flags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "conversation_flags_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "text_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "text_flags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "text_flags_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "conversation_flags_rels" CASCADE;
  DROP TABLE "text_attempts" CASCADE;
  DROP TABLE "text_flags" CASCADE;
  DROP TABLE "text_flags_rels" CASCADE;
  ALTER TABLE "conversation_flags" DROP CONSTRAINT "conversation_flags_sender_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_text_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_text_flags_fk";
  
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admin_audit_log_action";
  CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('create', 'update', 'delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus', 'conversationRead', 'flagReviewed', 'flagStatus', 'reviewHide', 'reviewRestore', 'ticketAnswer', 'ticketClose', 'ticketReopen', 'accountExport', 'accountErase');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admin_audit_log_action" USING "action"::"public"."enum_admin_audit_log_action";
  DROP INDEX "conversation_flags_sender_idx";
  DROP INDEX "payload_locked_documents_rels_text_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_text_flags_id_idx";
  ALTER TABLE "conversations" DROP COLUMN "barber_paused_until";
  ALTER TABLE "conversations" DROP COLUMN "shop_paused_until";
  ALTER TABLE "conversation_flags" DROP COLUMN "kind";
  ALTER TABLE "conversation_flags" DROP COLUMN "sender_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_flags_id";
  DROP TYPE "public"."enum_conversation_flags_kind";
  DROP TYPE "public"."enum_text_flags_status";`)
}
