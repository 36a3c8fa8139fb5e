import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 40, decision 0067: a shop's invitations to barbers (the note stored masked beside its original,
 * decision 0029), the barber's switch for them, and their push notifications' switch. push_preferences
 * has no collection (infra/push/subscriptions.ts), so its column is added here by hand, on by default
 * like the other kinds.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "push_preferences" ADD COLUMN "invitation" boolean DEFAULT true NOT NULL`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_invitations_status" AS ENUM('sent', 'applied', 'declined');
  CREATE TABLE "invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer,
  	"barber_id" integer,
  	"barbershop_id" integer,
  	"barber_user_id" integer NOT NULL,
  	"shop_user_id" integer NOT NULL,
  	"job_title" varchar,
  	"shop_name" varchar,
  	"note" varchar,
  	"status" "enum_invitations_status" DEFAULT 'sent' NOT NULL,
  	"responded_at" timestamp(3) with time zone,
  	"original_note" varchar,
  	"contact_policy_version" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "invitations_enabled" boolean DEFAULT true NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invitations_id" integer;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_barber_user_id_users_id_fk" FOREIGN KEY ("barber_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_shop_user_id_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invitations_job_idx" ON "invitations" USING btree ("job_id");
  CREATE INDEX "invitations_barber_idx" ON "invitations" USING btree ("barber_id");
  CREATE INDEX "invitations_barbershop_idx" ON "invitations" USING btree ("barbershop_id");
  CREATE INDEX "invitations_barber_user_idx" ON "invitations" USING btree ("barber_user_id");
  CREATE INDEX "invitations_shop_user_idx" ON "invitations" USING btree ("shop_user_id");
  CREATE INDEX "invitations_contact_policy_version_idx" ON "invitations" USING btree ("contact_policy_version");
  CREATE INDEX "invitations_updated_at_idx" ON "invitations" USING btree ("updated_at");
  CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_barber_idx" ON "invitations" USING btree ("job_id","barber_id");
  CREATE INDEX "shopUser_createdAt_idx" ON "invitations" USING btree ("shop_user_id","created_at");
  CREATE INDEX "barberUser_createdAt_idx" ON "invitations" USING btree ("barber_user_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invitations_fk" FOREIGN KEY ("invitations_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("invitations_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "push_preferences" DROP COLUMN "invitation"`)
  await db.execute(sql`
   ALTER TABLE "invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invitations_fk";
  
  DROP INDEX "payload_locked_documents_rels_invitations_id_idx";
  ALTER TABLE "users" DROP COLUMN "invitations_enabled";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invitations_id";
  DROP TYPE "public"."enum_invitations_status";`)
}
