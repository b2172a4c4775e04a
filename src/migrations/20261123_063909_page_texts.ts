import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The home row exists on every seeded database: its new required headings start empty (the
// default is dropped again at once) and the page-texts seed step fills them in.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_clients_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"statistic" varchar,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pages_clients_summary_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"statistic" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"about_hero_heading" varchar NOT NULL,
  	"about_hero_intro" varchar,
  	"about_journey_heading" varchar NOT NULL,
  	"programs_hero_heading" varchar NOT NULL,
  	"programs_hero_intro" varchar,
  	"programs_specialized_heading" varchar NOT NULL,
  	"programs_specialized_intro" varchar,
  	"programs_special_requests_heading" varchar NOT NULL,
  	"programs_special_requests_button" varchar NOT NULL,
  	"products_hero_heading" varchar NOT NULL,
  	"products_hero_intro" varchar,
  	"products_why_choose_heading" varchar NOT NULL,
  	"products_why_choose_intro" varchar,
  	"certifications_hero_heading" varchar NOT NULL,
  	"certifications_hero_intro" varchar,
  	"certifications_inquiry_heading" varchar NOT NULL,
  	"certifications_inquiry_intro" varchar,
  	"clients_hero_heading" varchar NOT NULL,
  	"clients_hero_intro" varchar,
  	"clients_summary_heading" varchar NOT NULL,
  	"clients_summary_intro" varchar,
  	"clients_call_to_action_heading" varchar NOT NULL,
  	"clients_call_to_action_intro" varchar,
  	"clients_call_to_action_button" varchar NOT NULL,
  	"contact_hero_heading" varchar NOT NULL,
  	"contact_hero_intro" varchar,
  	"contact_form_heading" varchar NOT NULL,
  	"contact_form_intro" varchar,
  	"registration_hero_heading" varchar NOT NULL,
  	"registration_hero_intro" varchar,
  	"registration_form_heading" varchar NOT NULL,
  	"registration_form_intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "media" ADD COLUMN "blur_data_url" varchar;
  ALTER TABLE "site" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "home" ADD COLUMN "hero_eyebrow" varchar;
  ALTER TABLE "home" ADD COLUMN "programs_section_heading" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home" ALTER COLUMN "programs_section_heading" DROP DEFAULT;
  ALTER TABLE "home" ADD COLUMN "programs_section_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "testimonials_section_heading" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home" ALTER COLUMN "testimonials_section_heading" DROP DEFAULT;
  ALTER TABLE "home" ADD COLUMN "testimonials_section_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "how_we_help_section_heading" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home" ALTER COLUMN "how_we_help_section_heading" DROP DEFAULT;
  ALTER TABLE "home" ADD COLUMN "how_we_help_section_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "about_section_heading" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home" ALTER COLUMN "about_section_heading" DROP DEFAULT;
  ALTER TABLE "home" ADD COLUMN "about_section_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "new_releases_section_heading" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home" ALTER COLUMN "new_releases_section_heading" DROP DEFAULT;
  ALTER TABLE "home" ADD COLUMN "new_releases_section_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "free_videos_section_heading" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home" ALTER COLUMN "free_videos_section_heading" DROP DEFAULT;
  ALTER TABLE "home" ADD COLUMN "free_videos_section_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "certifications_section_heading" varchar NOT NULL DEFAULT '';
  ALTER TABLE "home" ALTER COLUMN "certifications_section_heading" DROP DEFAULT;
  ALTER TABLE "home" ADD COLUMN "certifications_section_intro" varchar;
  ALTER TABLE "pages_clients_hero_figures" ADD CONSTRAINT "pages_clients_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_clients_summary_figures" ADD CONSTRAINT "pages_clients_summary_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_clients_hero_figures_order_idx" ON "pages_clients_hero_figures" USING btree ("_order");
  CREATE INDEX "pages_clients_hero_figures_parent_id_idx" ON "pages_clients_hero_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_clients_summary_figures_order_idx" ON "pages_clients_summary_figures" USING btree ("_order");
  CREATE INDEX "pages_clients_summary_figures_parent_id_idx" ON "pages_clients_summary_figures" USING btree ("_parent_id");
  ALTER TABLE "site" ADD CONSTRAINT "site_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_share_image_idx" ON "site" USING btree ("share_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_clients_hero_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_clients_summary_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_clients_hero_figures" CASCADE;
  DROP TABLE "pages_clients_summary_figures" CASCADE;
  DROP TABLE "pages" CASCADE;
  ALTER TABLE "site" DROP CONSTRAINT "site_share_image_id_media_id_fk";
  
  DROP INDEX "site_share_image_idx";
  ALTER TABLE "media" DROP COLUMN "blur_data_url";
  ALTER TABLE "site" DROP COLUMN "share_image_id";
  ALTER TABLE "home" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "home" DROP COLUMN "programs_section_heading";
  ALTER TABLE "home" DROP COLUMN "programs_section_intro";
  ALTER TABLE "home" DROP COLUMN "testimonials_section_heading";
  ALTER TABLE "home" DROP COLUMN "testimonials_section_intro";
  ALTER TABLE "home" DROP COLUMN "how_we_help_section_heading";
  ALTER TABLE "home" DROP COLUMN "how_we_help_section_intro";
  ALTER TABLE "home" DROP COLUMN "about_section_heading";
  ALTER TABLE "home" DROP COLUMN "about_section_intro";
  ALTER TABLE "home" DROP COLUMN "new_releases_section_heading";
  ALTER TABLE "home" DROP COLUMN "new_releases_section_intro";
  ALTER TABLE "home" DROP COLUMN "free_videos_section_heading";
  ALTER TABLE "home" DROP COLUMN "free_videos_section_intro";
  ALTER TABLE "home" DROP COLUMN "certifications_section_heading";
  ALTER TABLE "home" DROP COLUMN "certifications_section_intro";`)
}
