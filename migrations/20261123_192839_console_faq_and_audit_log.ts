import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus');
  CREATE TABLE "admin_audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"actor_id" integer,
  	"actor_email" varchar NOT NULL,
  	"action" "enum_admin_audit_log_action" NOT NULL,
  	"resource" varchar NOT NULL,
  	"record_id" varchar NOT NULL,
  	"before" jsonb,
  	"after" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "faqs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_audit_log_id" integer;
  ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id");
  CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action");
  CREATE INDEX "admin_audit_log_resource_idx" ON "admin_audit_log" USING btree ("resource");
  CREATE INDEX "admin_audit_log_record_id_idx" ON "admin_audit_log" USING btree ("record_id");
  CREATE INDEX "admin_audit_log_updated_at_idx" ON "admin_audit_log" USING btree ("updated_at");
  CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_audit_log_fk" FOREIGN KEY ("admin_audit_log_id") REFERENCES "public"."admin_audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "faqs_published_idx" ON "faqs" USING btree ("published");
  CREATE INDEX "payload_locked_documents_rels_admin_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admin_audit_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_audit_log_fk";
  
  DROP INDEX "faqs_published_idx";
  DROP INDEX "payload_locked_documents_rels_admin_audit_log_id_idx";
  ALTER TABLE "faqs" DROP COLUMN "published";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_audit_log_id";
  DROP TYPE "public"."enum_admin_audit_log_action";`)
}
