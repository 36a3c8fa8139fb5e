import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Trigram indexes below (substring search on titles, names and cities) need pg_trgm.
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('barber', 'barbershop', 'admin', 'editor');
  CREATE TYPE "public"."enum_users_user_type" AS ENUM('barber', 'barbershop');
  CREATE TYPE "public"."enum_users_subscription_status" AS ENUM('active', 'none');
  CREATE TYPE "public"."enum_barbers_country" AS ENUM('BR', 'PT');
  CREATE TYPE "public"."enum_barbershops_country" AS ENUM('BR', 'PT');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('active', 'inactive');
  CREATE TYPE "public"."enum_jobs_contract_type" AS ENUM('full_time', 'part_time', 'freelance', 'commission', 'partnership', 'chair_rental');
  CREATE TYPE "public"."enum_jobs_country" AS ENUM('BR', 'PT');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('pending', 'accepted', 'rejected', 'hired');
  CREATE TYPE "public"."enum_conversations_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_conversation_flags_status" AS ENUM('open', 'reviewed', 'dismissed');
  CREATE TYPE "public"."enum_media_folder" AS ENUM('photos', 'videos', 'logos', 'shop-photos');
  CREATE TYPE "public"."enum_plans_audience" AS ENUM('barber', 'barbershop');
  CREATE TYPE "public"."enum_plans_currency" AS ENUM('BRL', 'EUR');
  CREATE TYPE "public"."enum_faqs_audience" AS ENUM('all', 'barber', 'barbershop');
  CREATE TYPE "public"."enum_support_tickets_status" AS ENUM('open', 'answered', 'closed');
  CREATE TYPE "public"."enum_landing_how_it_works_steps_audience" AS ENUM('barber', 'barbershop');
  CREATE TYPE "public"."enum_landing_stats_source" AS ENUM('live', 'manual');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"user_type" "enum_users_user_type",
  	"phone" varchar,
  	"trial_ends_at" timestamp(3) with time zone,
  	"subscription_status" "enum_users_subscription_status" DEFAULT 'none',
  	"subscription_product_id" varchar,
  	"subscription_end" timestamp(3) with time zone,
  	"stripe_customer_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "barbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"cpf" varchar NOT NULL,
  	"phone" varchar,
  	"age" numeric,
  	"experience_years" numeric DEFAULT 0,
  	"bio" varchar,
  	"instagram" varchar,
  	"country" "enum_barbers_country" DEFAULT 'BR' NOT NULL,
  	"state" varchar,
  	"city" varchar,
  	"district" varchar,
  	"photo_id" integer,
  	"video_id" integer,
  	"rating" numeric,
  	"rating_count" numeric DEFAULT 0,
  	"verified" boolean DEFAULT false,
  	"profile_complete" boolean DEFAULT false,
  	"completeness" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "barbers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "barbershops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"cnpj" varchar NOT NULL,
  	"whatsapp" varchar,
  	"instagram" varchar,
  	"website" varchar,
  	"address" varchar,
  	"country" "enum_barbershops_country" DEFAULT 'BR' NOT NULL,
  	"state" varchar,
  	"city" varchar,
  	"district" varchar,
  	"description" varchar,
  	"logo_id" integer,
  	"rating" numeric,
  	"rating_count" numeric DEFAULT 0,
  	"verified" boolean DEFAULT false,
  	"profile_complete" boolean DEFAULT false,
  	"completeness" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "barbershops_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"barbershop_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"status" "enum_jobs_status" DEFAULT 'active' NOT NULL,
  	"salary" varchar,
  	"schedule" varchar,
  	"contract_type" "enum_jobs_contract_type" DEFAULT 'full_time',
  	"experience_required" numeric DEFAULT 0,
  	"shop_user_id" integer,
  	"shop_name" varchar,
  	"country" "enum_jobs_country" DEFAULT 'BR',
  	"state" varchar,
  	"city" varchar,
  	"district" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer NOT NULL,
  	"barber_id" integer NOT NULL,
  	"barbershop_id" integer NOT NULL,
  	"barber_user_id" integer NOT NULL,
  	"shop_user_id" integer NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"job_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conversations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"barber_id" integer NOT NULL,
  	"barbershop_id" integer NOT NULL,
  	"barber_user_id" integer NOT NULL,
  	"shop_user_id" integer NOT NULL,
  	"status" "enum_conversations_status" DEFAULT 'open' NOT NULL,
  	"last_message_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"sender_id" integer NOT NULL,
  	"barber_user_id" integer NOT NULL,
  	"shop_user_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"original_body" varchar,
  	"masked" boolean DEFAULT false,
  	"read_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conversation_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"message_id" integer,
  	"barber_user_id" integer NOT NULL,
  	"shop_user_id" integer NOT NULL,
  	"reason" varchar NOT NULL,
  	"status" "enum_conversation_flags_status" DEFAULT 'open' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"folder" "enum_media_folder" NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum_plans_audience" NOT NULL,
  	"name" varchar NOT NULL,
  	"months" numeric NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"currency" "enum_plans_currency" DEFAULT 'BRL' NOT NULL,
  	"monthly_quota" numeric,
  	"highlight" boolean DEFAULT false,
  	"stripe_price_id" varchar,
  	"stripe_product_id" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"audience" "enum_faqs_audience" DEFAULT 'all' NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "support_tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_support_tickets_status" DEFAULT 'open' NOT NULL,
  	"reply" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"author_id" integer NOT NULL,
  	"barber_id" integer,
  	"barbershop_id" integer,
  	"rating" numeric NOT NULL,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"barbers_id" integer,
  	"barbershops_id" integer,
  	"jobs_id" integer,
  	"applications_id" integer,
  	"saved_jobs_id" integer,
  	"conversations_id" integer,
  	"messages_id" integer,
  	"conversation_flags_id" integer,
  	"media_id" integer,
  	"plans_id" integer,
  	"faqs_id" integer,
  	"support_tickets_id" integer,
  	"reviews_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "landing_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_landing_how_it_works_steps_audience" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "landing_about_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "landing_stats_manual" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "landing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_title" varchar NOT NULL,
  	"hero_subtitle" varchar NOT NULL,
  	"hero_barber_cta" varchar NOT NULL,
  	"hero_shop_cta" varchar NOT NULL,
  	"how_it_works_title" varchar NOT NULL,
  	"about_title" varchar NOT NULL,
  	"about_body" jsonb NOT NULL,
  	"stats_title" varchar NOT NULL,
  	"stats_source" "enum_landing_stats_source" DEFAULT 'live' NOT NULL,
  	"plans_title" varchar NOT NULL,
  	"plans_subtitle" varchar,
  	"call_to_action_title" varchar NOT NULL,
  	"call_to_action_text" varchar NOT NULL,
  	"call_to_action_button_label" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "barbers" ADD CONSTRAINT "barbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "barbers" ADD CONSTRAINT "barbers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "barbers" ADD CONSTRAINT "barbers_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "barbers_texts" ADD CONSTRAINT "barbers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."barbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "barbershops" ADD CONSTRAINT "barbershops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "barbershops" ADD CONSTRAINT "barbershops_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "barbershops_rels" ADD CONSTRAINT "barbershops_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "barbershops_rels" ADD CONSTRAINT "barbershops_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_shop_user_id_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_barber_user_id_users_id_fk" FOREIGN KEY ("barber_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_shop_user_id_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_barber_user_id_users_id_fk" FOREIGN KEY ("barber_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_shop_user_id_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_barber_user_id_users_id_fk" FOREIGN KEY ("barber_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_shop_user_id_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversation_flags" ADD CONSTRAINT "conversation_flags_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversation_flags" ADD CONSTRAINT "conversation_flags_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversation_flags" ADD CONSTRAINT "conversation_flags_barber_user_id_users_id_fk" FOREIGN KEY ("barber_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversation_flags" ADD CONSTRAINT "conversation_flags_shop_user_id_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_barber_id_barbers_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."barbers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_barbershop_id_barbershops_id_fk" FOREIGN KEY ("barbershop_id") REFERENCES "public"."barbershops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_barbers_fk" FOREIGN KEY ("barbers_id") REFERENCES "public"."barbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_barbershops_fk" FOREIGN KEY ("barbershops_id") REFERENCES "public"."barbershops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_jobs_fk" FOREIGN KEY ("saved_jobs_id") REFERENCES "public"."saved_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversations_fk" FOREIGN KEY ("conversations_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversation_flags_fk" FOREIGN KEY ("conversation_flags_id") REFERENCES "public"."conversation_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_tickets_fk" FOREIGN KEY ("support_tickets_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_how_it_works_steps" ADD CONSTRAINT "landing_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_about_highlights" ADD CONSTRAINT "landing_about_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_stats_manual" ADD CONSTRAINT "landing_stats_manual_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "barbers_user_idx" ON "barbers" USING btree ("user_id");
  CREATE UNIQUE INDEX "barbers_cpf_idx" ON "barbers" USING btree ("cpf");
  CREATE INDEX "barbers_experience_years_idx" ON "barbers" USING btree ("experience_years");
  CREATE INDEX "barbers_state_idx" ON "barbers" USING btree ("state");
  CREATE INDEX "barbers_city_idx" ON "barbers" USING btree ("city");
  CREATE INDEX "barbers_photo_idx" ON "barbers" USING btree ("photo_id");
  CREATE INDEX "barbers_video_idx" ON "barbers" USING btree ("video_id");
  CREATE INDEX "barbers_verified_idx" ON "barbers" USING btree ("verified");
  CREATE INDEX "barbers_completeness_idx" ON "barbers" USING btree ("completeness");
  CREATE INDEX "barbers_updated_at_idx" ON "barbers" USING btree ("updated_at");
  CREATE INDEX "barbers_created_at_idx" ON "barbers" USING btree ("created_at");
  CREATE INDEX "barbers_name_trgm_idx" ON "barbers" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "barbers_city_trgm_idx" ON "barbers" USING gin ("city" gin_trgm_ops);
  CREATE INDEX "barbers_texts_order_parent" ON "barbers_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "barbershops_user_idx" ON "barbershops" USING btree ("user_id");
  CREATE INDEX "barbershops_name_idx" ON "barbershops" USING btree ("name");
  CREATE UNIQUE INDEX "barbershops_cnpj_idx" ON "barbershops" USING btree ("cnpj");
  CREATE INDEX "barbershops_state_idx" ON "barbershops" USING btree ("state");
  CREATE INDEX "barbershops_city_idx" ON "barbershops" USING btree ("city");
  CREATE INDEX "barbershops_logo_idx" ON "barbershops" USING btree ("logo_id");
  CREATE INDEX "barbershops_verified_idx" ON "barbershops" USING btree ("verified");
  CREATE INDEX "barbershops_completeness_idx" ON "barbershops" USING btree ("completeness");
  CREATE INDEX "barbershops_updated_at_idx" ON "barbershops" USING btree ("updated_at");
  CREATE INDEX "barbershops_created_at_idx" ON "barbershops" USING btree ("created_at");
  CREATE INDEX "barbershops_name_trgm_idx" ON "barbershops" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "barbershops_city_trgm_idx" ON "barbershops" USING gin ("city" gin_trgm_ops);
  CREATE INDEX "barbershops_rels_order_idx" ON "barbershops_rels" USING btree ("order");
  CREATE INDEX "barbershops_rels_parent_idx" ON "barbershops_rels" USING btree ("parent_id");
  CREATE INDEX "barbershops_rels_path_idx" ON "barbershops_rels" USING btree ("path");
  CREATE INDEX "barbershops_rels_media_id_idx" ON "barbershops_rels" USING btree ("media_id");
  CREATE INDEX "jobs_barbershop_idx" ON "jobs" USING btree ("barbershop_id");
  CREATE INDEX "jobs_shop_user_idx" ON "jobs" USING btree ("shop_user_id");
  CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state");
  CREATE INDEX "jobs_city_idx" ON "jobs" USING btree ("city");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "status_createdAt_idx" ON "jobs" USING btree ("status","created_at");
  CREATE INDEX "barbershop_createdAt_idx" ON "jobs" USING btree ("barbershop_id","created_at");
  CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);
  CREATE INDEX "jobs_shopName_trgm_idx" ON "jobs" USING gin ("shop_name" gin_trgm_ops);
  CREATE INDEX "jobs_city_trgm_idx" ON "jobs" USING gin ("city" gin_trgm_ops);
  CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");
  CREATE INDEX "applications_barber_idx" ON "applications" USING btree ("barber_id");
  CREATE INDEX "applications_barbershop_idx" ON "applications" USING btree ("barbershop_id");
  CREATE INDEX "applications_barber_user_idx" ON "applications" USING btree ("barber_user_id");
  CREATE INDEX "applications_shop_user_idx" ON "applications" USING btree ("shop_user_id");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_barber_idx" ON "applications" USING btree ("job_id","barber_id");
  CREATE INDEX "barbershop_createdAt_1_idx" ON "applications" USING btree ("barbershop_id","created_at");
  CREATE INDEX "barber_createdAt_idx" ON "applications" USING btree ("barber_id","created_at");
  CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" USING btree ("user_id");
  CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");
  CREATE INDEX "saved_jobs_updated_at_idx" ON "saved_jobs" USING btree ("updated_at");
  CREATE INDEX "saved_jobs_created_at_idx" ON "saved_jobs" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_job_idx" ON "saved_jobs" USING btree ("user_id","job_id");
  CREATE INDEX "conversations_barber_idx" ON "conversations" USING btree ("barber_id");
  CREATE INDEX "conversations_barbershop_idx" ON "conversations" USING btree ("barbershop_id");
  CREATE INDEX "conversations_barber_user_idx" ON "conversations" USING btree ("barber_user_id");
  CREATE INDEX "conversations_shop_user_idx" ON "conversations" USING btree ("shop_user_id");
  CREATE INDEX "conversations_last_message_at_idx" ON "conversations" USING btree ("last_message_at");
  CREATE INDEX "conversations_updated_at_idx" ON "conversations" USING btree ("updated_at");
  CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");
  CREATE UNIQUE INDEX "barber_barbershop_idx" ON "conversations" USING btree ("barber_id","barbershop_id");
  CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id");
  CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");
  CREATE INDEX "messages_barber_user_idx" ON "messages" USING btree ("barber_user_id");
  CREATE INDEX "messages_shop_user_idx" ON "messages" USING btree ("shop_user_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE INDEX "conversation_createdAt_idx" ON "messages" USING btree ("conversation_id","created_at");
  CREATE INDEX "conversation_flags_conversation_idx" ON "conversation_flags" USING btree ("conversation_id");
  CREATE INDEX "conversation_flags_message_idx" ON "conversation_flags" USING btree ("message_id");
  CREATE INDEX "conversation_flags_barber_user_idx" ON "conversation_flags" USING btree ("barber_user_id");
  CREATE INDEX "conversation_flags_shop_user_idx" ON "conversation_flags" USING btree ("shop_user_id");
  CREATE INDEX "conversation_flags_updated_at_idx" ON "conversation_flags" USING btree ("updated_at");
  CREATE INDEX "conversation_flags_created_at_idx" ON "conversation_flags" USING btree ("created_at");
  CREATE INDEX "media_user_idx" ON "media" USING btree ("user_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "plans_features_order_idx" ON "plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "plans_features" USING btree ("_parent_id");
  CREATE INDEX "plans_audience_idx" ON "plans" USING btree ("audience");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "audience_months_idx" ON "plans" USING btree ("audience","months");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id");
  CREATE INDEX "support_tickets_updated_at_idx" ON "support_tickets" USING btree ("updated_at");
  CREATE INDEX "support_tickets_created_at_idx" ON "support_tickets" USING btree ("created_at");
  CREATE INDEX "reviews_application_idx" ON "reviews" USING btree ("application_id");
  CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");
  CREATE INDEX "reviews_barber_idx" ON "reviews" USING btree ("barber_id");
  CREATE INDEX "reviews_barbershop_idx" ON "reviews" USING btree ("barbershop_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_author_idx" ON "reviews" USING btree ("application_id","author_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_barbers_id_idx" ON "payload_locked_documents_rels" USING btree ("barbers_id");
  CREATE INDEX "payload_locked_documents_rels_barbershops_id_idx" ON "payload_locked_documents_rels" USING btree ("barbershops_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_saved_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_jobs_id");
  CREATE INDEX "payload_locked_documents_rels_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("conversations_id");
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_conversation_flags_id_idx" ON "payload_locked_documents_rels" USING btree ("conversation_flags_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_support_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("support_tickets_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "landing_how_it_works_steps_order_idx" ON "landing_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "landing_how_it_works_steps_parent_id_idx" ON "landing_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "landing_about_highlights_order_idx" ON "landing_about_highlights" USING btree ("_order");
  CREATE INDEX "landing_about_highlights_parent_id_idx" ON "landing_about_highlights" USING btree ("_parent_id");
  CREATE INDEX "landing_stats_manual_order_idx" ON "landing_stats_manual" USING btree ("_order");
  CREATE INDEX "landing_stats_manual_parent_id_idx" ON "landing_stats_manual" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "barbers" CASCADE;
  DROP TABLE "barbers_texts" CASCADE;
  DROP TABLE "barbershops" CASCADE;
  DROP TABLE "barbershops_rels" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "saved_jobs" CASCADE;
  DROP TABLE "conversations" CASCADE;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "conversation_flags" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "plans_features" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "support_tickets" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "landing_how_it_works_steps" CASCADE;
  DROP TABLE "landing_about_highlights" CASCADE;
  DROP TABLE "landing_stats_manual" CASCADE;
  DROP TABLE "landing" CASCADE;
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_user_type";
  DROP TYPE "public"."enum_users_subscription_status";
  DROP TYPE "public"."enum_barbers_country";
  DROP TYPE "public"."enum_barbershops_country";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum_jobs_contract_type";
  DROP TYPE "public"."enum_jobs_country";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_conversations_status";
  DROP TYPE "public"."enum_conversation_flags_status";
  DROP TYPE "public"."enum_media_folder";
  DROP TYPE "public"."enum_plans_audience";
  DROP TYPE "public"."enum_plans_currency";
  DROP TYPE "public"."enum_faqs_audience";
  DROP TYPE "public"."enum_support_tickets_status";
  DROP TYPE "public"."enum_landing_how_it_works_steps_audience";
  DROP TYPE "public"."enum_landing_stats_source";`)
}
