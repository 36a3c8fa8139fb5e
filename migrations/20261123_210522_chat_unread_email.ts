import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "chat_email_notifications" boolean DEFAULT true NOT NULL;
  ALTER TABLE "conversations" ADD COLUMN "barber_emailed_at" timestamp(3) with time zone;
  ALTER TABLE "conversations" ADD COLUMN "barber_emailed_up_to" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "conversations" ADD COLUMN "shop_emailed_at" timestamp(3) with time zone;
  ALTER TABLE "conversations" ADD COLUMN "shop_emailed_up_to" numeric DEFAULT 0 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "chat_email_notifications";
  ALTER TABLE "conversations" DROP COLUMN "barber_emailed_at";
  ALTER TABLE "conversations" DROP COLUMN "barber_emailed_up_to";
  ALTER TABLE "conversations" DROP COLUMN "shop_emailed_at";
  ALTER TABLE "conversations" DROP COLUMN "shop_emailed_up_to";`)
}
