import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { remaskBatch } from '#infra/database/remaskPublicTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "original_name" varchar;
  ALTER TABLE "users" ADD COLUMN "contact_policy_version" numeric;
  ALTER TABLE "barbers" ADD COLUMN "original_name" varchar;
  ALTER TABLE "barbers" ADD COLUMN "original_bio" varchar;
  ALTER TABLE "barbers" ADD COLUMN "original_district" varchar;
  ALTER TABLE "barbers" ADD COLUMN "contact_policy_version" numeric;
  ALTER TABLE "barbershops" ADD COLUMN "original_name" varchar;
  ALTER TABLE "barbershops" ADD COLUMN "original_description" varchar;
  ALTER TABLE "barbershops" ADD COLUMN "original_address" varchar;
  ALTER TABLE "barbershops" ADD COLUMN "original_district" varchar;
  ALTER TABLE "barbershops" ADD COLUMN "contact_policy_version" numeric;
  ALTER TABLE "jobs" ADD COLUMN "original_title" varchar;
  ALTER TABLE "jobs" ADD COLUMN "original_description" varchar;
  ALTER TABLE "jobs" ADD COLUMN "original_salary" varchar;
  ALTER TABLE "jobs" ADD COLUMN "original_schedule" varchar;
  ALTER TABLE "jobs" ADD COLUMN "contact_policy_version" numeric;
  ALTER TABLE "media" ADD COLUMN "original_alt" varchar;
  ALTER TABLE "media" ADD COLUMN "contact_policy_version" numeric;
  ALTER TABLE "reviews" ADD COLUMN "original_comment" varchar;
  ALTER TABLE "reviews" ADD COLUMN "original_answer" varchar;
  ALTER TABLE "reviews" ADD COLUMN "contact_policy_version" numeric;
  CREATE INDEX "users_contact_policy_version_idx" ON "users" USING btree ("contact_policy_version");
  CREATE INDEX "barbers_contact_policy_version_idx" ON "barbers" USING btree ("contact_policy_version");
  CREATE INDEX "barbershops_contact_policy_version_idx" ON "barbershops" USING btree ("contact_policy_version");
  CREATE INDEX "jobs_contact_policy_version_idx" ON "jobs" USING btree ("contact_policy_version");
  CREATE INDEX "media_contact_policy_version_idx" ON "media" USING btree ("contact_policy_version");
  CREATE INDEX "reviews_contact_policy_version_idx" ON "reviews" USING btree ("contact_policy_version");`)

  // Every text stored so far is as its author wrote it: it becomes the original, and the column
  // gets its public form under the current contact policy (decision 0029).
  // The texts of this migration's time: a field made public later gets its column in a later migration.
  const fields = {
    users: { name: 'id' },
    barbers: { name: 'user', bio: 'user', district: 'user', specialties: 'user' },
    barbershops: { name: 'user', description: 'user', address: 'user', district: 'user' },
    jobs: { title: 'shopUser', description: 'shopUser', salary: 'shopUser', schedule: 'shopUser' },
    reviews: { comment: 'author', answer: 'subjectUser' },
    media: { alt: 'user' },
  }
  let remasked: number
  do remasked = await remaskBatch(payload, db, { fields })
  while (remasked > 0)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_contact_policy_version_idx";
  DROP INDEX "barbers_contact_policy_version_idx";
  DROP INDEX "barbershops_contact_policy_version_idx";
  DROP INDEX "jobs_contact_policy_version_idx";
  DROP INDEX "media_contact_policy_version_idx";
  DROP INDEX "reviews_contact_policy_version_idx";
  ALTER TABLE "users" DROP COLUMN "original_name";
  ALTER TABLE "users" DROP COLUMN "contact_policy_version";
  ALTER TABLE "barbers" DROP COLUMN "original_name";
  ALTER TABLE "barbers" DROP COLUMN "original_bio";
  ALTER TABLE "barbers" DROP COLUMN "original_district";
  ALTER TABLE "barbers" DROP COLUMN "contact_policy_version";
  ALTER TABLE "barbershops" DROP COLUMN "original_name";
  ALTER TABLE "barbershops" DROP COLUMN "original_description";
  ALTER TABLE "barbershops" DROP COLUMN "original_address";
  ALTER TABLE "barbershops" DROP COLUMN "original_district";
  ALTER TABLE "barbershops" DROP COLUMN "contact_policy_version";
  ALTER TABLE "jobs" DROP COLUMN "original_title";
  ALTER TABLE "jobs" DROP COLUMN "original_description";
  ALTER TABLE "jobs" DROP COLUMN "original_salary";
  ALTER TABLE "jobs" DROP COLUMN "original_schedule";
  ALTER TABLE "jobs" DROP COLUMN "contact_policy_version";
  ALTER TABLE "media" DROP COLUMN "original_alt";
  ALTER TABLE "media" DROP COLUMN "contact_policy_version";
  ALTER TABLE "reviews" DROP COLUMN "original_comment";
  ALTER TABLE "reviews" DROP COLUMN "original_answer";
  ALTER TABLE "reviews" DROP COLUMN "contact_policy_version";`)
}
