import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quota_uses_kind" AS ENUM('application', 'job');
  CREATE TABLE "quota_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_quota_uses_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quota_uses_id" integer;
  ALTER TABLE "quota_uses" ADD CONSTRAINT "quota_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quota_uses_user_idx" ON "quota_uses" USING btree ("user_id");
  CREATE INDEX "quota_uses_updated_at_idx" ON "quota_uses" USING btree ("updated_at");
  CREATE INDEX "quota_uses_created_at_idx" ON "quota_uses" USING btree ("created_at");
  CREATE INDEX "user_kind_createdAt_idx" ON "quota_uses" USING btree ("user_id","kind","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quota_uses_fk" FOREIGN KEY ("quota_uses_id") REFERENCES "public"."quota_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quota_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("quota_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quota_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quota_uses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quota_uses_fk";
  
  DROP INDEX "payload_locked_documents_rels_quota_uses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quota_uses_id";
  DROP TYPE "public"."enum_quota_uses_kind";`)
}
