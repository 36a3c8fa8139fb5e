import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each message's number within its conversation (issue 29): 1, 2, 3… in commit order, so a client
 * that receives 5 after 3 knows it missed 4 and fetches it. The stored ones are numbered in id
 * order (their commit order: sends lock the conversation's row). New ones get theirs from a
 * trigger, whoever inserts them (the chat, the console, the demo seed), under the same row lock.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages" ADD COLUMN "seq" numeric;
  UPDATE "messages" m SET "seq" = n.seq
    FROM (SELECT id, row_number() OVER (PARTITION BY conversation_id ORDER BY id) AS seq FROM "messages") n
   WHERE m.id = n.id;
  ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;
  CREATE UNIQUE INDEX "conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");
  CREATE FUNCTION "messages_next_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM 1 FROM "conversations" WHERE id = NEW.conversation_id FOR UPDATE;
    SELECT coalesce(max(seq), 0) + 1 INTO NEW.seq FROM "messages" WHERE conversation_id = NEW.conversation_id;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "messages_seq" BEFORE INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "messages_next_seq"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "messages_seq" ON "messages";
  DROP FUNCTION "messages_next_seq"();
  DROP INDEX "conversation_seq_idx";
  ALTER TABLE "messages" DROP COLUMN "seq";`)
}
