import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Media read access narrows to files a profile shows (access/publicOrOwnMedia.ts): the flag, and
 * the files today's profiles already show marked public.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "public" boolean DEFAULT false;
  CREATE INDEX "media_public_idx" ON "media" USING btree ("public");
  UPDATE "media" SET "public" = true WHERE "id" IN (
    SELECT "photo_id" FROM "barbers" WHERE "photo_id" IS NOT NULL
    UNION SELECT "video_id" FROM "barbers" WHERE "video_id" IS NOT NULL
    UNION SELECT "logo_id" FROM "barbershops" WHERE "logo_id" IS NOT NULL
    UNION SELECT "media_id" FROM "barbershops_rels" WHERE "path" = 'photos' AND "media_id" IS NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_public_idx";
  ALTER TABLE "media" DROP COLUMN "public";`)
}
