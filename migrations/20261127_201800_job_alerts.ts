import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_delivery" AS ENUM('instant', 'daily');
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"filters" jsonb NOT NULL,
  	"delivery" "enum_job_alerts_delivery" DEFAULT 'instant' NOT NULL,
  	"paused" boolean DEFAULT false,
  	"time_zone" varchar,
  	"match_country" varchar,
  	"match_state" varchar,
  	"match_city" varchar,
  	"match_text" varchar,
  	"match_contract_type" varchar,
  	"match_max_experience" numeric,
  	"match_barbershop" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_alert_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"job_id" integer,
  	"alert_id" integer,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_alert_deliveries_id" integer;
  ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");
  CREATE INDEX "job_alerts_match_state_idx" ON "job_alerts" USING btree ("match_state");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  CREATE INDEX "job_alert_deliveries_user_idx" ON "job_alert_deliveries" USING btree ("user_id");
  CREATE INDEX "job_alert_deliveries_job_idx" ON "job_alert_deliveries" USING btree ("job_id");
  CREATE INDEX "job_alert_deliveries_alert_idx" ON "job_alert_deliveries" USING btree ("alert_id");
  CREATE INDEX "job_alert_deliveries_updated_at_idx" ON "job_alert_deliveries" USING btree ("updated_at");
  CREATE INDEX "job_alert_deliveries_created_at_idx" ON "job_alert_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_job_1_idx" ON "job_alert_deliveries" USING btree ("user_id","job_id");
  CREATE INDEX "sentAt_dueAt_idx" ON "job_alert_deliveries" USING btree ("sent_at","due_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alerts_fk" FOREIGN KEY ("job_alerts_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alert_deliveries_fk" FOREIGN KEY ("job_alert_deliveries_id") REFERENCES "public"."job_alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_job_alert_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alert_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_alert_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_alerts" CASCADE;
  DROP TABLE "job_alert_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_alert_deliveries_fk";
  
  DROP INDEX "payload_locked_documents_rels_job_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_alert_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_alert_deliveries_id";
  DROP TYPE "public"."enum_job_alerts_delivery";`)
}
