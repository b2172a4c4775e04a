import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Two new globals (new tables, no existing rows to fill); the blog-gallery-pages seed step
// writes their texts, the blog page's in English and Malay.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "gallery_page_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"statistic" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "gallery_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"filter_label" varchar NOT NULL,
  	"all_categories" varchar NOT NULL,
  	"empty_category" varchar NOT NULL,
  	"call_to_action_heading" varchar NOT NULL,
  	"call_to_action_intro" varchar,
  	"programs_button" varchar NOT NULL,
  	"contact_button" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "blog_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"posts_per_page" numeric DEFAULT 9 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "blog_page_locales" (
  	"hero_eyebrow" varchar NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"read_more" varchar NOT NULL,
  	"coming_soon_heading" varchar NOT NULL,
  	"coming_soon_text" varchar,
  	"previous_page" varchar NOT NULL,
  	"next_page" varchar NOT NULL,
  	"page_of" varchar NOT NULL,
  	"back_to_blog" varchar NOT NULL,
  	"share" varchar NOT NULL,
  	"link_copied_title" varchar NOT NULL,
  	"link_copied_text" varchar NOT NULL,
  	"copy_failed_title" varchar NOT NULL,
  	"copy_failed_text" varchar NOT NULL,
  	"call_to_action_heading" varchar NOT NULL,
  	"call_to_action_text" varchar,
  	"programs_button" varchar NOT NULL,
  	"contact_button" varchar NOT NULL,
  	"post_not_found_heading" varchar NOT NULL,
  	"post_not_found_text" varchar,
  	"reading_time" varchar NOT NULL,
  	"language_label" varchar NOT NULL,
  	"tags_label" varchar NOT NULL,
  	"rss_link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "gallery_page_hero_figures" ADD CONSTRAINT "gallery_page_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gallery_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_page_locales" ADD CONSTRAINT "blog_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "gallery_page_hero_figures_order_idx" ON "gallery_page_hero_figures" USING btree ("_order");
  CREATE INDEX "gallery_page_hero_figures_parent_id_idx" ON "gallery_page_hero_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "blog_page_locales_locale_parent_id_unique" ON "blog_page_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "gallery_page_hero_figures" CASCADE;
  DROP TABLE "gallery_page" CASCADE;
  DROP TABLE "blog_page" CASCADE;
  DROP TABLE "blog_page_locales" CASCADE;`)
}
