import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "barbershops" ALTER COLUMN "cnpj" DROP NOT NULL;
  ALTER TABLE "barbers" ADD COLUMN "nif" varchar;
  ALTER TABLE "barbershops" ADD COLUMN "nipc" varchar;
  CREATE UNIQUE INDEX "barbers_nif_idx" ON "barbers" USING btree ("nif");
  CREATE INDEX "barbers_country_idx" ON "barbers" USING btree ("country");
  CREATE UNIQUE INDEX "barbershops_nipc_idx" ON "barbershops" USING btree ("nipc");
  CREATE INDEX "barbershops_country_idx" ON "barbershops" USING btree ("country");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "barbers_nif_idx";
  DROP INDEX "barbers_country_idx";
  DROP INDEX "barbershops_nipc_idx";
  DROP INDEX "barbershops_country_idx";
  ALTER TABLE "barbershops" ALTER COLUMN "cnpj" SET NOT NULL;
  ALTER TABLE "barbers" DROP COLUMN "nif";
  ALTER TABLE "barbershops" DROP COLUMN "nipc";`)
}
