import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_country" AS ENUM('BR', 'PT');
  DROP INDEX "audience_months_idx";
  ALTER TABLE "plans" ADD COLUMN "country" "enum_plans_country" DEFAULT 'BR' NOT NULL;
  CREATE UNIQUE INDEX "country_audience_months_idx" ON "plans" USING btree ("country","audience","months");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Without the country, Portugal's plans would collide with Brazil's on (audience, months).
  await db.execute(sql`
   DELETE FROM "plans" WHERE "country" = 'PT';
  DROP INDEX "country_audience_months_idx";
  CREATE UNIQUE INDEX "audience_months_idx" ON "plans" USING btree ("audience","months");
  ALTER TABLE "plans" DROP COLUMN "country";
  DROP TYPE "public"."enum_plans_country";`)
}
