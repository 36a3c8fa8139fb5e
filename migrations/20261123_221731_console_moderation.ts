import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_stats_figures_mode" AS ENUM('fixed', 'live');
  CREATE TYPE "public"."enum_landing_stats_figures_live_source" AS ENUM('shops', 'barbers', 'jobsPerMonth', 'averageRating');
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'conversationRead' BEFORE 'ticketAnswer';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'flagReviewed' BEFORE 'ticketAnswer';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'flagStatus' BEFORE 'ticketAnswer';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'reviewHide' BEFORE 'ticketAnswer';
  ALTER TYPE "public"."enum_admin_audit_log_action" ADD VALUE 'reviewRestore' BEFORE 'ticketAnswer';
  CREATE TABLE "landing_stats_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"mode" "enum_landing_stats_figures_mode" DEFAULT 'fixed' NOT NULL,
  	"value" varchar,
  	"live_source" "enum_landing_stats_figures_live_source"
  );
  
  -- Hand-written data step (issue 13): figures an editor typed ("manual") stay, as fixed values;
  -- a landing that showed live counts gets the spec's figures, as fixed values.
  INSERT INTO "landing_stats_figures" ("_order", "_parent_id", "id", "label", "mode", "value")
    SELECT m."_order", m."_parent_id", m."id", m."label", 'fixed', m."value"
      FROM "landing_stats_manual" m JOIN "landing" l ON l."id" = m."_parent_id"
     WHERE l."stats_source" = 'manual';
  INSERT INTO "landing_stats_figures" ("_order", "_parent_id", "id", "label", "mode", "value")
    SELECT d.n, l."id", substr(md5(random()::text || l."id" || d.n), 1, 24), d.label, 'fixed', d.value
      FROM "landing" l CROSS JOIN (VALUES
        (1, 'barbearias ativas', '500+'), (2, 'barbeiros', '2.000+'), (3, 'vagas por mês', '1.200+'), (4, 'avaliação média', '4,8'),
        (5, 'anos no mercado', '2+'), (6, 'pessoas na equipe', '20+'), (7, 'ROI médio dos clientes', '3,5x')
      ) AS d(n, label, value)
     WHERE NOT EXISTS (SELECT 1 FROM "landing_stats_figures" f WHERE f."_parent_id" = l."id");

  ALTER TABLE "landing_stats_manual" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "landing_stats_manual" CASCADE;
  ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "reviews" ADD COLUMN "hidden_reason" varchar;
  ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "hidden_by_id" integer;
  ALTER TABLE "landing_stats_figures" ADD CONSTRAINT "landing_stats_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "landing_stats_figures_order_idx" ON "landing_stats_figures" USING btree ("_order");
  CREATE INDEX "landing_stats_figures_parent_id_idx" ON "landing_stats_figures" USING btree ("_parent_id");
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_hidden_by_idx" ON "reviews" USING btree ("hidden_by_id");
  ALTER TABLE "landing" DROP COLUMN "stats_source";
  DROP TYPE "public"."enum_landing_stats_source";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_stats_source" AS ENUM('live', 'manual');
  CREATE TABLE "landing_stats_manual" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  ALTER TABLE "landing_stats_figures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "landing_stats_figures" CASCADE;
  ALTER TABLE "reviews" DROP CONSTRAINT "reviews_hidden_by_id_users_id_fk";
  
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admin_audit_log_action";
  CREATE TYPE "public"."enum_admin_audit_log_action" AS ENUM('delete', 'grantAdmin', 'revokeAdmin', 'verify', 'unverify', 'jobStatus', 'ticketAnswer', 'ticketClose', 'ticketReopen');
  ALTER TABLE "admin_audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admin_audit_log_action" USING "action"::"public"."enum_admin_audit_log_action";
  DROP INDEX "reviews_hidden_by_idx";
  ALTER TABLE "landing" ADD COLUMN "stats_source" "enum_landing_stats_source" DEFAULT 'live' NOT NULL;
  ALTER TABLE "landing_stats_manual" ADD CONSTRAINT "landing_stats_manual_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "landing_stats_manual_order_idx" ON "landing_stats_manual" USING btree ("_order");
  CREATE INDEX "landing_stats_manual_parent_id_idx" ON "landing_stats_manual" USING btree ("_parent_id");
  ALTER TABLE "reviews" DROP COLUMN "hidden";
  ALTER TABLE "reviews" DROP COLUMN "hidden_reason";
  ALTER TABLE "reviews" DROP COLUMN "hidden_at";
  ALTER TABLE "reviews" DROP COLUMN "hidden_by_id";
  DROP TYPE "public"."enum_landing_stats_figures_mode";
  DROP TYPE "public"."enum_landing_stats_figures_live_source";`)
}
