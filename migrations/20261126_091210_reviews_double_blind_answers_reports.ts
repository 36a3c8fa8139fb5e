import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "review_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"reporter_id" integer,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reviews" ALTER COLUMN "application_id" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "author_id" DROP NOT NULL;
  ALTER TABLE "applications" ADD COLUMN "hired_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "review_prompted_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "subject_user_id" integer;
  ALTER TABLE "reviews" ADD COLUMN "visible_from" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "published" boolean DEFAULT false;
  ALTER TABLE "reviews" ADD COLUMN "answer" varchar;
  ALTER TABLE "reviews" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "report_count" numeric DEFAULT 0;
  ALTER TABLE "reviews" ADD COLUMN "reported" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_reports_id" integer;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");
  CREATE INDEX "review_reports_reporter_idx" ON "review_reports" USING btree ("reporter_id");
  CREATE INDEX "review_reports_updated_at_idx" ON "review_reports" USING btree ("updated_at");
  CREATE INDEX "review_reports_created_at_idx" ON "review_reports" USING btree ("created_at");
  CREATE UNIQUE INDEX "review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_reports_fk" FOREIGN KEY ("review_reports_id") REFERENCES "public"."review_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_hired_at_idx" ON "applications" USING btree ("hired_at");
  CREATE INDEX "reviews_subject_user_idx" ON "reviews" USING btree ("subject_user_id");
  CREATE INDEX "reviews_visible_from_idx" ON "reviews" USING btree ("visible_from");
  CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("published");
  CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported");
  CREATE INDEX "barber_visibleFrom_idx" ON "reviews" USING btree ("barber_id","visible_from");
  CREATE INDEX "barbershop_visibleFrom_idx" ON "reviews" USING btree ("barbershop_id","visible_from");
  CREATE INDEX "payload_locked_documents_rels_review_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("review_reports_id");`)

  // Existing hires: their last change stands in for the hire; the day-after e-mail is not sent late.
  // Existing reviews were public already: they stay published, and their reviewed party may answer.
  await db.execute(sql`
  UPDATE "applications" SET "hired_at" = "updated_at", "review_prompted_at" = now() WHERE "status" = 'hired' AND "hired_at" IS NULL;
  UPDATE "reviews" SET "visible_from" = "created_at", "published" = true WHERE "visible_from" IS NULL;
  UPDATE "reviews" r SET "subject_user_id" = CASE WHEN r."barber_id" IS NOT NULL THEN a."barber_user_id" ELSE a."shop_user_id" END
    FROM "applications" a WHERE a."id" = r."application_id" AND r."subject_user_id" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_reports" CASCADE;
  ALTER TABLE "reviews" DROP CONSTRAINT "reviews_subject_user_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_reports_fk";
  
  DROP INDEX "applications_hired_at_idx";
  DROP INDEX "reviews_subject_user_idx";
  DROP INDEX "reviews_visible_from_idx";
  DROP INDEX "reviews_published_idx";
  DROP INDEX "reviews_reported_idx";
  DROP INDEX "barber_visibleFrom_idx";
  DROP INDEX "barbershop_visibleFrom_idx";
  DROP INDEX "payload_locked_documents_rels_review_reports_id_idx";
  ALTER TABLE "reviews" ALTER COLUMN "application_id" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "author_id" SET NOT NULL;
  ALTER TABLE "applications" DROP COLUMN "hired_at";
  ALTER TABLE "applications" DROP COLUMN "review_prompted_at";
  ALTER TABLE "reviews" DROP COLUMN "subject_user_id";
  ALTER TABLE "reviews" DROP COLUMN "visible_from";
  ALTER TABLE "reviews" DROP COLUMN "published";
  ALTER TABLE "reviews" DROP COLUMN "answer";
  ALTER TABLE "reviews" DROP COLUMN "answered_at";
  ALTER TABLE "reviews" DROP COLUMN "report_count";
  ALTER TABLE "reviews" DROP COLUMN "reported";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_reports_id";`)
}
