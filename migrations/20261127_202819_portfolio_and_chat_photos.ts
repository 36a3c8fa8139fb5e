import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_media_folder" ADD VALUE 'portfolio';
  ALTER TYPE "public"."enum_media_folder" ADD VALUE 'chat-photos';
  CREATE TABLE "barbers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "media" ADD COLUMN "caption" varchar;
  ALTER TABLE "media" ADD COLUMN "conversation_id" integer;
  ALTER TABLE "media" ADD COLUMN "message_id" integer;
  ALTER TABLE "media" ADD COLUMN "shared_with_id" integer;
  ALTER TABLE "media" ADD COLUMN "original_caption" varchar;
  ALTER TABLE "barbers_rels" ADD CONSTRAINT "barbers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."barbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "barbers_rels" ADD CONSTRAINT "barbers_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "barbers_rels_order_idx" ON "barbers_rels" USING btree ("order");
  CREATE INDEX "barbers_rels_parent_idx" ON "barbers_rels" USING btree ("parent_id");
  CREATE INDEX "barbers_rels_path_idx" ON "barbers_rels" USING btree ("path");
  CREATE INDEX "barbers_rels_media_id_idx" ON "barbers_rels" USING btree ("media_id");
  ALTER TABLE "media" ADD CONSTRAINT "media_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_shared_with_id_users_id_fk" FOREIGN KEY ("shared_with_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_conversation_idx" ON "media" USING btree ("conversation_id");
  CREATE INDEX "media_message_idx" ON "media" USING btree ("message_id");
  CREATE INDEX "media_shared_with_idx" ON "media" USING btree ("shared_with_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "barbers_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "barbers_rels" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_conversation_id_conversations_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_message_id_messages_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_shared_with_id_users_id_fk";
  
  ALTER TABLE "media" ALTER COLUMN "folder" SET DATA TYPE text;
  DROP TYPE "public"."enum_media_folder";
  CREATE TYPE "public"."enum_media_folder" AS ENUM('photos', 'videos', 'logos', 'shop-photos');
  ALTER TABLE "media" ALTER COLUMN "folder" SET DATA TYPE "public"."enum_media_folder" USING "folder"::"public"."enum_media_folder";
  DROP INDEX "media_conversation_idx";
  DROP INDEX "media_message_idx";
  DROP INDEX "media_shared_with_idx";
  ALTER TABLE "media" DROP COLUMN "caption";
  ALTER TABLE "media" DROP COLUMN "conversation_id";
  ALTER TABLE "media" DROP COLUMN "message_id";
  ALTER TABLE "media" DROP COLUMN "shared_with_id";
  ALTER TABLE "media" DROP COLUMN "original_caption";`)
}
