import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { placeCoordinates } from '#infra/geo/places'

/**
 * 'Perto de mim' (decision 0045): a CEP or código postal on profiles, and coordinates (the seat of
 * the municipality or concelho) on profiles and jobs. Generated, then by hand: every existing row's
 * coordinates from its place, one UPDATE per table over the distinct places; and the jobs' index for
 * searches by distance, on active jobs only (partial: drizzle's snapshot does not track it, like the
 * trigram indexes).
 */
async function fillCoordinates(db: MigrateUpArgs['db'], table: 'barbers' | 'barbershops' | 'jobs'): Promise<void> {
  const { rows } = await db.execute(sql.raw(`SELECT DISTINCT country::text AS country, state, city FROM "${table}" WHERE city IS NOT NULL`))
  const places = (rows as { country: string | null; state: string | null; city: string }[]).flatMap((place) => {
    const point = placeCoordinates(place)
    return point ? [{ ...place, lat: point.lat, lng: point.lng }] : []
  })
  if (!places.length) return
  await db.execute(sql`
    UPDATE ${sql.raw(`"${table}"`)} t SET lat = p.lat, lng = p.lng
      FROM jsonb_to_recordset(${JSON.stringify(places)}::jsonb) AS p(country text, state text, city text, lat float8, lng float8)
     WHERE t.country::text IS NOT DISTINCT FROM p.country AND t.state IS NOT DISTINCT FROM p.state AND t.city = p.city`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "barbers" ADD COLUMN "postal_code" varchar;
  ALTER TABLE "barbers" ADD COLUMN "lat" numeric;
  ALTER TABLE "barbers" ADD COLUMN "lng" numeric;
  ALTER TABLE "barbershops" ADD COLUMN "postal_code" varchar;
  ALTER TABLE "barbershops" ADD COLUMN "lat" numeric;
  ALTER TABLE "barbershops" ADD COLUMN "lng" numeric;
  ALTER TABLE "jobs" ADD COLUMN "lat" numeric;
  ALTER TABLE "jobs" ADD COLUMN "lng" numeric;
  CREATE INDEX "lat_lng_idx" ON "barbers" USING btree ("lat","lng");
  CREATE INDEX "lat_lng_1_idx" ON "barbershops" USING btree ("lat","lng");
  CREATE INDEX "jobs_active_place_idx" ON "jobs" USING btree ("lat", "lng", "created_at" DESC, "id" DESC) WHERE "status" = 'active';`)
  for (const table of ['barbers', 'barbershops', 'jobs'] as const) await fillCoordinates(db, table)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "jobs_active_place_idx";
  DROP INDEX "lat_lng_idx";
  DROP INDEX "lat_lng_1_idx";
  ALTER TABLE "barbers" DROP COLUMN "postal_code";
  ALTER TABLE "barbers" DROP COLUMN "lat";
  ALTER TABLE "barbers" DROP COLUMN "lng";
  ALTER TABLE "barbershops" DROP COLUMN "postal_code";
  ALTER TABLE "barbershops" DROP COLUMN "lat";
  ALTER TABLE "barbershops" DROP COLUMN "lng";
  ALTER TABLE "jobs" DROP COLUMN "lat";
  ALTER TABLE "jobs" DROP COLUMN "lng";`)
}
