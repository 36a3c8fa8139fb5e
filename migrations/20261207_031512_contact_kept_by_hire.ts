import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Decisions 0030 and 0051, addendum: whether each side's account could hire when a hire was made is
 * stamped on the application (collections/Applications/hooks/stampHiredAt.ts), and a locked account
 * keeps the pair's contacts only through such a hire. Hires from before the stamp are read from the
 * account's dates as well as they tell it: the hire came within the trial, the grace, or a paid
 * period (a period end counts while the subscription is active, or once it has run out with the
 * subscription gone; the end of a period a failing renewal or a failed checkout left ahead is no
 * access). A hire without a date stays withheld from a locked account, as before.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "applications" ADD COLUMN "barber_unlocked_at_hire" boolean;
  ALTER TABLE "applications" ADD COLUMN "shop_unlocked_at_hire" boolean;
  CREATE FUNCTION pg_temp.could_hire_at(account integer, hired timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
    SELECT coalesce(bool_or(
      hired <= u.trial_ends_at
      OR hired <= u.subscription_grace_ends_at
      OR (hired <= u.subscription_end AND (u.subscription_status = 'active' OR (u.subscription_status = 'none' AND u.subscription_end <= now())))
      OR (hired IS NOT NULL AND u.subscription_status = 'active' AND u.subscription_end IS NULL)), false)
    FROM users u WHERE u.id = account
  $$;
  UPDATE "applications" SET
    "barber_unlocked_at_hire" = pg_temp.could_hire_at("barber_user_id", "hired_at"),
    "shop_unlocked_at_hire" = pg_temp.could_hire_at("shop_user_id", "hired_at")
  WHERE "status" = 'hired';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "applications" DROP COLUMN "barber_unlocked_at_hire";
  ALTER TABLE "applications" DROP COLUMN "shop_unlocked_at_hire";`)
}
