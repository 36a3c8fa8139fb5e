import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 41, decision 0069: the practical test day ('Teste prático') of an accepted application.
 * Hand-written: two tables that are not Payload collections (drizzle's snapshot does not track them),
 * read and written in SQL by server/trialDays/store.ts. A test day is the two parties' only (it goes
 * with either account, ON DELETE CASCADE, and with its application); its slots go with it. The texts
 * one party writes for the other (notes, a reason, feedback) are stored masked beside their
 * `original_` (decision 0029). The reminders' marks are the claim that sends each one once.
 * push_preferences has no collection either: its column for the test-day notifications is added here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "push_preferences" ADD COLUMN "trial_day" boolean DEFAULT true NOT NULL`)
  await db.execute(sql`
  CREATE TABLE "trial_days" (
    "id" serial PRIMARY KEY NOT NULL,
    "application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
    "shop_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "barber_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "status" varchar NOT NULL DEFAULT 'proposed' CHECK ("status" IN ('proposed', 'scheduled', 'declined', 'cancelled', 'completed')),
    "proposed_by" varchar NOT NULL DEFAULT 'shop' CHECK ("proposed_by" IN ('shop', 'barber')),
    "paid" boolean NOT NULL DEFAULT false,
    "amount" integer CHECK ("amount" IS NULL OR "amount" >= 0),
    "currency" varchar(3) NOT NULL,
    "time_zone" varchar NOT NULL,
    "place" varchar,
    "notes" varchar,
    "original_notes" varchar,
    "picked_slot_id" integer,
    "sequence" integer NOT NULL DEFAULT 0,
    "reason" varchar,
    "original_reason" varchar,
    "reason_by" varchar CHECK ("reason_by" IN ('shop', 'barber')),
    "cancelled_at" timestamp(3) with time zone,
    "attended" boolean,
    "approved" boolean,
    "feedback" varchar,
    "original_feedback" varchar,
    "outcome_at" timestamp(3) with time zone,
    "barber_confirmed_attendance" boolean,
    "barber_confirmed_at" timestamp(3) with time zone,
    "reminder_24h_sent_at" timestamp(3) with time zone,
    "reminder_2h_sent_at" timestamp(3) with time zone,
    "contact_policy_version" numeric,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "trial_days_application_idx" ON "trial_days" ("application_id");
  CREATE INDEX "trial_days_shop_user_idx" ON "trial_days" ("shop_user_id", "status");
  CREATE INDEX "trial_days_barber_user_idx" ON "trial_days" ("barber_user_id", "status");
  CREATE TABLE "trial_day_slots" (
    "id" serial PRIMARY KEY NOT NULL,
    "trial_day_id" integer NOT NULL REFERENCES "trial_days"("id") ON DELETE CASCADE,
    "starts_at" timestamp(3) with time zone NOT NULL,
    "duration_minutes" integer NOT NULL CHECK ("duration_minutes" BETWEEN 1 AND 720),
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "trial_day_slots_trial_day_idx" ON "trial_day_slots" ("trial_day_id");
  CREATE INDEX "trial_day_slots_starts_at_idx" ON "trial_day_slots" ("starts_at");
  ALTER TABLE "trial_days" ADD CONSTRAINT "trial_days_picked_slot_fk" FOREIGN KEY ("picked_slot_id") REFERENCES "trial_day_slots"("id") ON DELETE SET NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "trial_day_slots" CASCADE;
  DROP TABLE "trial_days" CASCADE;
  ALTER TABLE "push_preferences" DROP COLUMN "trial_day";`)
}
