import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faqs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
  CREATE INDEX "faqs_published_idx" ON "faqs" USING btree ("published");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "faqs_published_idx";
  ALTER TABLE "faqs" DROP COLUMN "published";`)
}
