import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quota_uses_kind" AS ENUM('application', 'job');
  ALTER TYPE "public"."enum_users_subscription_status" ADD VALUE 'past_due' BEFORE 'none';
  CREATE TABLE "billing_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quota_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_quota_uses_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "subscription_plan_id" integer;
  ALTER TABLE "users" ADD COLUMN "subscription_grace_ends_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "stripe_subscription_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "billing_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quota_uses_id" integer;
  ALTER TABLE "quota_uses" ADD CONSTRAINT "quota_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "billing_events_event_id_idx" ON "billing_events" USING btree ("event_id");
  CREATE INDEX "billing_events_updated_at_idx" ON "billing_events" USING btree ("updated_at");
  CREATE INDEX "billing_events_created_at_idx" ON "billing_events" USING btree ("created_at");
  CREATE INDEX "quota_uses_user_idx" ON "quota_uses" USING btree ("user_id");
  CREATE INDEX "quota_uses_updated_at_idx" ON "quota_uses" USING btree ("updated_at");
  CREATE INDEX "quota_uses_created_at_idx" ON "quota_uses" USING btree ("created_at");
  CREATE INDEX "user_kind_createdAt_idx" ON "quota_uses" USING btree ("user_id","kind","created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_subscription_plan_id_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_billing_events_fk" FOREIGN KEY ("billing_events_id") REFERENCES "public"."billing_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quota_uses_fk" FOREIGN KEY ("quota_uses_id") REFERENCES "public"."quota_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_subscription_plan_idx" ON "users" USING btree ("subscription_plan_id");
  CREATE INDEX "users_stripe_subscription_id_idx" ON "users" USING btree ("stripe_subscription_id");
  CREATE INDEX "users_stripe_customer_id_idx" ON "users" USING btree ("stripe_customer_id");
  CREATE INDEX "payload_locked_documents_rels_billing_events_id_idx" ON "payload_locked_documents_rels" USING btree ("billing_events_id");
  CREATE INDEX "payload_locked_documents_rels_quota_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("quota_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "billing_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quota_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "billing_events" CASCADE;
  DROP TABLE "quota_uses" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_subscription_plan_id_plans_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_billing_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quota_uses_fk";
  
  ALTER TABLE "users" ALTER COLUMN "subscription_status" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "subscription_status" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_users_subscription_status";
  CREATE TYPE "public"."enum_users_subscription_status" AS ENUM('active', 'none');
  ALTER TABLE "users" ALTER COLUMN "subscription_status" SET DEFAULT 'none'::"public"."enum_users_subscription_status";
  ALTER TABLE "users" ALTER COLUMN "subscription_status" SET DATA TYPE "public"."enum_users_subscription_status" USING "subscription_status"::"public"."enum_users_subscription_status";
  DROP INDEX "users_subscription_plan_idx";
  DROP INDEX "users_stripe_subscription_id_idx";
  DROP INDEX "users_stripe_customer_id_idx";
  DROP INDEX "payload_locked_documents_rels_billing_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_quota_uses_id_idx";
  ALTER TABLE "users" DROP COLUMN "subscription_plan_id";
  ALTER TABLE "users" DROP COLUMN "subscription_grace_ends_at";
  ALTER TABLE "users" DROP COLUMN "stripe_subscription_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "billing_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quota_uses_id";
  DROP TYPE "public"."enum_quota_uses_kind";`)
}
