import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "conversations" ADD COLUMN "barber_unread" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "conversations" ADD COLUMN "shop_unread" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "conversations" ADD COLUMN "barber_read_up_to" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "conversations" ADD COLUMN "shop_read_up_to" numeric DEFAULT 0 NOT NULL;
  CREATE INDEX "sender_createdAt_idx" ON "messages" USING btree ("sender_id","created_at");
  ALTER TABLE "messages" DROP COLUMN "read_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "sender_createdAt_idx";
  ALTER TABLE "messages" ADD COLUMN "read_at" timestamp(3) with time zone;
  ALTER TABLE "conversations" DROP COLUMN "barber_unread";
  ALTER TABLE "conversations" DROP COLUMN "shop_unread";
  ALTER TABLE "conversations" DROP COLUMN "barber_read_up_to";
  ALTER TABLE "conversations" DROP COLUMN "shop_read_up_to";`)
}
