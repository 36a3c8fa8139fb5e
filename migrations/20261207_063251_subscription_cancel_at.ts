import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Decision 0055: a cancellation made in the customer portal ends the subscription at the end of the
 * paid period; until then it stays active, and the account records when it ends so /planos can say
 * 'Termina em' and offer to resume. Existing subscriptions renew: the column starts empty.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "subscription_cancel_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "subscription_cancel_at";`)
}
