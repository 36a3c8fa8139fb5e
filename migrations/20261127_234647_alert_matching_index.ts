import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Decision 0043: the matching of a published job reads the unpaused alerts of its state (or of no
 * state) from one partial covering index, never the table; the structured pay filters become
 * columns like the other match_* ones; job_alert_deliveries loses the two timestamp indexes
 * nothing reads (a publication writes thousands of its rows).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "job_alerts_match_state_idx";
  DROP INDEX "job_alert_deliveries_updated_at_idx";
  DROP INDEX "job_alert_deliveries_created_at_idx";
  ALTER TABLE "job_alerts" ADD COLUMN "match_pay_kind" varchar;
  ALTER TABLE "job_alerts" ADD COLUMN "match_pay_min" numeric;
  UPDATE "job_alerts" SET "match_pay_kind" = "filters"->>'payKind', "match_pay_min" = ("filters"->>'payMin')::numeric
    WHERE "filters" ? 'payKind' OR "filters" ? 'payMin';
  CREATE INDEX "job_alerts_matching_idx" ON "job_alerts" ((COALESCE("match_state", '')), "user_id", "id")
    INCLUDE ("delivery", "time_zone", "match_state", "match_country", "match_city", "match_text", "match_contract_type",
             "match_max_experience", "match_barbershop", "match_pay_kind", "match_pay_min")
    WHERE "paused" IS NOT TRUE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "job_alerts_matching_idx";
  CREATE INDEX "job_alerts_match_state_idx" ON "job_alerts" USING btree ("match_state");
  CREATE INDEX "job_alert_deliveries_updated_at_idx" ON "job_alert_deliveries" USING btree ("updated_at");
  CREATE INDEX "job_alert_deliveries_created_at_idx" ON "job_alert_deliveries" USING btree ("created_at");
  ALTER TABLE "job_alerts" DROP COLUMN "match_pay_kind";
  ALTER TABLE "job_alerts" DROP COLUMN "match_pay_min";`)
}
