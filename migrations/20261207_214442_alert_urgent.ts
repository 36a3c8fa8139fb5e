import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * An alert saved from a search 'Só urgentes' keeps it (issue 40: an alert keeps every filter of its
 * search): one match_* column, and the matching index of decision 0043 rebuilt to carry it, so the
 * matching still reads the alerts from the index alone. Expand only: the old code neither reads nor
 * writes the column, and alerts saved before were saved without the filter.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "job_alerts" ADD COLUMN "match_urgent" boolean;
  DROP INDEX "job_alerts_matching_idx";
  CREATE INDEX "job_alerts_matching_idx" ON "job_alerts" ((COALESCE("match_state", '')), "user_id", "id")
    INCLUDE ("delivery", "time_zone", "match_state", "match_country", "match_city", "match_text", "match_contract_type",
             "match_max_experience", "match_barbershop", "match_pay_kind", "match_pay_min", "match_lat", "match_lng", "match_radius_km",
             "match_urgent")
    WHERE "paused" IS NOT TRUE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "job_alerts_matching_idx";
  ALTER TABLE "job_alerts" DROP COLUMN "match_urgent";
  CREATE INDEX "job_alerts_matching_idx" ON "job_alerts" ((COALESCE("match_state", '')), "user_id", "id")
    INCLUDE ("delivery", "time_zone", "match_state", "match_country", "match_city", "match_text", "match_contract_type",
             "match_max_experience", "match_barbershop", "match_pay_kind", "match_pay_min", "match_lat", "match_lng", "match_radius_km")
    WHERE "paused" IS NOT TRUE;`)
}
