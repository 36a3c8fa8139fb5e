import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the proofs of work already accepted (server/http/proofOfWork.ts), by challenge
 * nonce, until their challenge expires, so a solution is accepted once in all, whichever instance
 * of the app it reaches. Logged (not UNLOGGED like rate_limit_hits): after a crash an empty table
 * would accept every unexpired solution a second time. Not a Payload collection, so drizzle's
 * snapshot does not track it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "proof_of_work_used" (
    "nonce" varchar PRIMARY KEY NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "proof_of_work_used";`)
}
