import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ms');
  CREATE TYPE "public"."enum_registrations_status" AS ENUM('pending', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_blog_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_v_published_locale" AS ENUM('en', 'ms');
  CREATE TYPE "public"."enum_gallery_category" AS ENUM('Workshop', 'Training', 'Seminar', 'Executive', 'Ceremony', 'Launch', 'Masterclass', 'Group', 'Media', 'International', 'Conference', 'Community', 'Networking');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "registrations_participants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"no" numeric NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_registrations_status" DEFAULT 'pending',
  	"program_name" varchar,
  	"organization" varchar NOT NULL,
  	"address" varchar,
  	"contact_name" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"participant_count" numeric,
  	"rate_per_person" numeric,
  	"total_amount" numeric,
  	"early_bird_applied" boolean DEFAULT false,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"organization" varchar,
  	"program" varchar,
  	"subject" varchar,
  	"message" varchar NOT NULL,
  	"is_replied" boolean DEFAULT false,
  	"reply_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"is_active" boolean DEFAULT true,
  	"youtube_url" varchar,
  	"file_name" varchar,
  	"file_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"featured_image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_blog_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_featured_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "gallery" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"category" "enum_gallery_category" NOT NULL,
  	"description" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_statistics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "site_journey" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "workshop_price_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_participants" numeric NOT NULL,
  	"rate_per_person" numeric NOT NULL
  );
  
  CREATE TABLE "workshop" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"reference_prefix" varchar NOT NULL,
  	"format" varchar,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"venue" varchar NOT NULL,
  	"languages" varchar,
  	"badge" varchar,
  	"capacity" numeric NOT NULL,
  	"registration_open" boolean DEFAULT true,
  	"price_note" varchar,
  	"early_bird_enabled" boolean DEFAULT true,
  	"early_bird_discount_percent" numeric,
  	"early_bird_deadline" timestamp(3) with time zone,
  	"bank_bank_name" varchar,
  	"bank_account_name" varchar,
  	"bank_account_number" varchar,
  	"payment_instructions" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_how_we_help" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_headline" varchar NOT NULL,
  	"hero_welcome" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "programs_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "programs_specialized_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"special_requests_text" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote_malay" varchar NOT NULL,
  	"quote_english" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"position" varchar NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "clients_sectors_clients" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "clients_sectors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "products_items_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "products_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"description" varchar NOT NULL,
  	"original_price" numeric,
  	"price" numeric NOT NULL,
  	"link" varchar NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "products_why_choose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "certifications_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"inquiry_program" varchar NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "certifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"awarded_by_text" varchar,
  	"online_classes_text" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "free_videos_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"video_path" varchar,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "free_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gallery_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "site" ADD COLUMN "phone" varchar;
  ALTER TABLE "site" ADD COLUMN "address" varchar;
  ALTER TABLE "site" ADD COLUMN "office_hours" varchar;
  ALTER TABLE "site" ADD COLUMN "map_image_id" integer;
  ALTER TABLE "site" ADD COLUMN "founded_year" numeric;
  ALTER TABLE "site" ADD COLUMN "rebranded_year" numeric;
  ALTER TABLE "site" ADD COLUMN "client_sector_count" numeric;
  ALTER TABLE "site" ADD COLUMN "founder_name" varchar;
  ALTER TABLE "site" ADD COLUMN "founder_title" varchar;
  ALTER TABLE "site" ADD COLUMN "founder_photo_id" integer;
  ALTER TABLE "site" ADD COLUMN "founder_welcome_message" varchar;
  ALTER TABLE "site" ADD COLUMN "founder_mission_quote" varchar;
  ALTER TABLE "registrations_participants" ADD CONSTRAINT "registrations_participants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog" ADD CONSTRAINT "blog_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_locales" ADD CONSTRAINT "blog_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_texts" ADD CONSTRAINT "blog_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_v" ADD CONSTRAINT "_blog_v_parent_id_blog_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_v" ADD CONSTRAINT "_blog_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_v_locales" ADD CONSTRAINT "_blog_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_v_texts" ADD CONSTRAINT "_blog_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blog_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery" ADD CONSTRAINT "gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_social_links" ADD CONSTRAINT "site_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_statistics" ADD CONSTRAINT "site_statistics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_journey" ADD CONSTRAINT "site_journey_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_price_tiers" ADD CONSTRAINT "workshop_price_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_how_we_help" ADD CONSTRAINT "home_how_we_help_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs_programs" ADD CONSTRAINT "programs_programs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs_programs" ADD CONSTRAINT "programs_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs_specialized_programs" ADD CONSTRAINT "programs_specialized_programs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs_specialized_programs" ADD CONSTRAINT "programs_specialized_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_items" ADD CONSTRAINT "testimonials_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_items" ADD CONSTRAINT "testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients_sectors_clients" ADD CONSTRAINT "clients_sectors_clients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clients_sectors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients_sectors" ADD CONSTRAINT "clients_sectors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clients_sectors" ADD CONSTRAINT "clients_sectors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_items_highlights" ADD CONSTRAINT "products_items_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_items" ADD CONSTRAINT "products_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_items" ADD CONSTRAINT "products_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_why_choose" ADD CONSTRAINT "products_why_choose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certifications_items" ADD CONSTRAINT "certifications_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications_items" ADD CONSTRAINT "certifications_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "free_videos_items" ADD CONSTRAINT "free_videos_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "free_videos_items" ADD CONSTRAINT "free_videos_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."free_videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_participants_order_idx" ON "registrations_participants" USING btree ("_order");
  CREATE INDEX "registrations_participants_parent_id_idx" ON "registrations_participants" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "registrations_reference_idx" ON "registrations" USING btree ("reference");
  CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status");
  CREATE INDEX "registrations_updated_at_idx" ON "registrations" USING btree ("updated_at");
  CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");
  CREATE INDEX "contact_is_replied_idx" ON "contact" USING btree ("is_replied");
  CREATE INDEX "contact_updated_at_idx" ON "contact" USING btree ("updated_at");
  CREATE INDEX "contact_created_at_idx" ON "contact" USING btree ("created_at");
  CREATE INDEX "videos_is_active_idx" ON "videos" USING btree ("is_active");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_slug_idx" ON "blog" USING btree ("slug");
  CREATE INDEX "blog_featured_image_idx" ON "blog" USING btree ("featured_image_id");
  CREATE INDEX "blog_published_at_idx" ON "blog" USING btree ("published_at");
  CREATE INDEX "blog_updated_at_idx" ON "blog" USING btree ("updated_at");
  CREATE INDEX "blog_created_at_idx" ON "blog" USING btree ("created_at");
  CREATE INDEX "blog__status_idx" ON "blog" USING btree ("_status");
  CREATE UNIQUE INDEX "blog_locales_locale_parent_id_unique" ON "blog_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_texts_order_parent" ON "blog_texts" USING btree ("order","parent_id");
  CREATE INDEX "_blog_v_parent_idx" ON "_blog_v" USING btree ("parent_id");
  CREATE INDEX "_blog_v_version_version_slug_idx" ON "_blog_v" USING btree ("version_slug");
  CREATE INDEX "_blog_v_version_version_featured_image_idx" ON "_blog_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_blog_v_version_version_published_at_idx" ON "_blog_v" USING btree ("version_published_at");
  CREATE INDEX "_blog_v_version_version_updated_at_idx" ON "_blog_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_v_version_version_created_at_idx" ON "_blog_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_v_version_version__status_idx" ON "_blog_v" USING btree ("version__status");
  CREATE INDEX "_blog_v_created_at_idx" ON "_blog_v" USING btree ("created_at");
  CREATE INDEX "_blog_v_updated_at_idx" ON "_blog_v" USING btree ("updated_at");
  CREATE INDEX "_blog_v_snapshot_idx" ON "_blog_v" USING btree ("snapshot");
  CREATE INDEX "_blog_v_published_locale_idx" ON "_blog_v" USING btree ("published_locale");
  CREATE INDEX "_blog_v_latest_idx" ON "_blog_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_blog_v_locales_locale_parent_id_unique" ON "_blog_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_v_texts_order_parent" ON "_blog_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "gallery_image_idx" ON "gallery" USING btree ("image_id");
  CREATE INDEX "gallery_updated_at_idx" ON "gallery" USING btree ("updated_at");
  CREATE INDEX "gallery_created_at_idx" ON "gallery" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "site_social_links_order_idx" ON "site_social_links" USING btree ("_order");
  CREATE INDEX "site_social_links_parent_id_idx" ON "site_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_statistics_order_idx" ON "site_statistics" USING btree ("_order");
  CREATE INDEX "site_statistics_parent_id_idx" ON "site_statistics" USING btree ("_parent_id");
  CREATE INDEX "site_journey_order_idx" ON "site_journey" USING btree ("_order");
  CREATE INDEX "site_journey_parent_id_idx" ON "site_journey" USING btree ("_parent_id");
  CREATE INDEX "workshop_price_tiers_order_idx" ON "workshop_price_tiers" USING btree ("_order");
  CREATE INDEX "workshop_price_tiers_parent_id_idx" ON "workshop_price_tiers" USING btree ("_parent_id");
  CREATE INDEX "home_how_we_help_order_idx" ON "home_how_we_help" USING btree ("_order");
  CREATE INDEX "home_how_we_help_parent_id_idx" ON "home_how_we_help" USING btree ("_parent_id");
  CREATE INDEX "programs_programs_order_idx" ON "programs_programs" USING btree ("_order");
  CREATE INDEX "programs_programs_parent_id_idx" ON "programs_programs" USING btree ("_parent_id");
  CREATE INDEX "programs_programs_image_idx" ON "programs_programs" USING btree ("image_id");
  CREATE INDEX "programs_specialized_programs_order_idx" ON "programs_specialized_programs" USING btree ("_order");
  CREATE INDEX "programs_specialized_programs_parent_id_idx" ON "programs_specialized_programs" USING btree ("_parent_id");
  CREATE INDEX "programs_specialized_programs_image_idx" ON "programs_specialized_programs" USING btree ("image_id");
  CREATE INDEX "testimonials_items_order_idx" ON "testimonials_items" USING btree ("_order");
  CREATE INDEX "testimonials_items_parent_id_idx" ON "testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "testimonials_items_image_idx" ON "testimonials_items" USING btree ("image_id");
  CREATE INDEX "clients_sectors_clients_order_idx" ON "clients_sectors_clients" USING btree ("_order");
  CREATE INDEX "clients_sectors_clients_parent_id_idx" ON "clients_sectors_clients" USING btree ("_parent_id");
  CREATE INDEX "clients_sectors_order_idx" ON "clients_sectors" USING btree ("_order");
  CREATE INDEX "clients_sectors_parent_id_idx" ON "clients_sectors" USING btree ("_parent_id");
  CREATE INDEX "clients_sectors_image_idx" ON "clients_sectors" USING btree ("image_id");
  CREATE INDEX "products_items_highlights_order_idx" ON "products_items_highlights" USING btree ("_order");
  CREATE INDEX "products_items_highlights_parent_id_idx" ON "products_items_highlights" USING btree ("_parent_id");
  CREATE INDEX "products_items_order_idx" ON "products_items" USING btree ("_order");
  CREATE INDEX "products_items_parent_id_idx" ON "products_items" USING btree ("_parent_id");
  CREATE INDEX "products_items_image_idx" ON "products_items" USING btree ("image_id");
  CREATE INDEX "products_why_choose_order_idx" ON "products_why_choose" USING btree ("_order");
  CREATE INDEX "products_why_choose_parent_id_idx" ON "products_why_choose" USING btree ("_parent_id");
  CREATE INDEX "certifications_items_order_idx" ON "certifications_items" USING btree ("_order");
  CREATE INDEX "certifications_items_parent_id_idx" ON "certifications_items" USING btree ("_parent_id");
  CREATE INDEX "certifications_items_image_idx" ON "certifications_items" USING btree ("image_id");
  CREATE INDEX "free_videos_items_order_idx" ON "free_videos_items" USING btree ("_order");
  CREATE INDEX "free_videos_items_parent_id_idx" ON "free_videos_items" USING btree ("_parent_id");
  CREATE INDEX "free_videos_items_image_idx" ON "free_videos_items" USING btree ("image_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registrations_fk" FOREIGN KEY ("registrations_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_map_image_id_media_id_fk" FOREIGN KEY ("map_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_founder_photo_id_media_id_fk" FOREIGN KEY ("founder_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("registrations_id");
  CREATE INDEX "payload_locked_documents_rels_contact_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_blog_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "site_map_image_idx" ON "site" USING btree ("map_image_id");
  CREATE INDEX "site_founder_founder_photo_idx" ON "site" USING btree ("founder_photo_id");`)
  // Written by hand: registration reference numbers (ASL-2025-0042) come from a sequence so
  // concurrent registrations never share one; public-form rate limits live in PostgreSQL so
  // they hold across app instances.
  await db.execute(sql`
  CREATE SEQUENCE IF NOT EXISTS "registration_reference_seq";
  CREATE TABLE IF NOT EXISTS "form_rate_limits" (
    "key" varchar NOT NULL,
    "window_start" timestamp(3) with time zone NOT NULL,
    "hits" integer NOT NULL DEFAULT 1,
    PRIMARY KEY ("key", "window_start")
  );
  CREATE INDEX IF NOT EXISTS "form_rate_limits_window_start_idx" ON "form_rate_limits" USING btree ("window_start");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "form_rate_limits";
  DROP SEQUENCE IF EXISTS "registration_reference_seq";`)
  await db.execute(sql`
   ALTER TABLE "registrations_participants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_statistics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_journey" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_price_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_how_we_help" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programs_programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programs_specialized_programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients_sectors_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients_sectors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_items_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_why_choose" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certifications_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "free_videos_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "free_videos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "registrations_participants" CASCADE;
  DROP TABLE "registrations" CASCADE;
  DROP TABLE "contact" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "blog" CASCADE;
  DROP TABLE "blog_locales" CASCADE;
  DROP TABLE "blog_texts" CASCADE;
  DROP TABLE "_blog_v" CASCADE;
  DROP TABLE "_blog_v_locales" CASCADE;
  DROP TABLE "_blog_v_texts" CASCADE;
  DROP TABLE "gallery" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "site_social_links" CASCADE;
  DROP TABLE "site_statistics" CASCADE;
  DROP TABLE "site_journey" CASCADE;
  DROP TABLE "workshop_price_tiers" CASCADE;
  DROP TABLE "workshop" CASCADE;
  DROP TABLE "home_how_we_help" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "programs_programs" CASCADE;
  DROP TABLE "programs_specialized_programs" CASCADE;
  DROP TABLE "programs" CASCADE;
  DROP TABLE "testimonials_items" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "clients_sectors_clients" CASCADE;
  DROP TABLE "clients_sectors" CASCADE;
  DROP TABLE "clients" CASCADE;
  DROP TABLE "products_items_highlights" CASCADE;
  DROP TABLE "products_items" CASCADE;
  DROP TABLE "products_why_choose" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "certifications_items" CASCADE;
  DROP TABLE "certifications" CASCADE;
  DROP TABLE "free_videos_items" CASCADE;
  DROP TABLE "free_videos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gallery_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "site" DROP CONSTRAINT "site_map_image_id_media_id_fk";
  
  ALTER TABLE "site" DROP CONSTRAINT "site_founder_photo_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_blog_id_idx";
  DROP INDEX "payload_locked_documents_rels_gallery_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "site_map_image_idx";
  DROP INDEX "site_founder_founder_photo_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gallery_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "site" DROP COLUMN "phone";
  ALTER TABLE "site" DROP COLUMN "address";
  ALTER TABLE "site" DROP COLUMN "office_hours";
  ALTER TABLE "site" DROP COLUMN "map_image_id";
  ALTER TABLE "site" DROP COLUMN "founded_year";
  ALTER TABLE "site" DROP COLUMN "rebranded_year";
  ALTER TABLE "site" DROP COLUMN "client_sector_count";
  ALTER TABLE "site" DROP COLUMN "founder_name";
  ALTER TABLE "site" DROP COLUMN "founder_title";
  ALTER TABLE "site" DROP COLUMN "founder_photo_id";
  ALTER TABLE "site" DROP COLUMN "founder_welcome_message";
  ALTER TABLE "site" DROP COLUMN "founder_mission_quote";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_registrations_status";
  DROP TYPE "public"."enum_blog_status";
  DROP TYPE "public"."enum__blog_v_version_status";
  DROP TYPE "public"."enum__blog_v_published_locale";
  DROP TYPE "public"."enum_gallery_category";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
