import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Buttons and labels the public pages showed from code become editable texts; each column's
// default is the spec's text, so an existing site keeps what it showed.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop" ADD COLUMN "banner_labels_register_button" varchar DEFAULT 'REGISTER NOW' NOT NULL;
  ALTER TABLE "workshop" ADD COLUMN "banner_labels_next_intake_button" varchar DEFAULT 'Ask About the Next Intake' NOT NULL;
  ALTER TABLE "workshop" ADD COLUMN "banner_labels_next_intake_note" varchar DEFAULT 'Ask us about the next intake and we will let you know when registration opens.' NOT NULL;
  ALTER TABLE "workshop" ADD COLUMN "banner_labels_call_button" varchar DEFAULT 'Call' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "labels_explore_programs_button" varchar DEFAULT 'Explore Our Programs' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "labels_start_journey_button" varchar DEFAULT 'Start Your Journey' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "labels_founder_welcome_label" varchar DEFAULT 'A welcome from our founder' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "labels_view_all_programs_button" varchar DEFAULT 'View All Programs' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "labels_more_about_us_button" varchar DEFAULT 'More About Us' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "labels_explore_certifications_button" varchar DEFAULT 'Explore Certifications' NOT NULL;
  ALTER TABLE "products" ADD COLUMN "purchase_button" varchar DEFAULT 'Purchase Now' NOT NULL;
  ALTER TABLE "free_videos" ADD COLUMN "watch_label" varchar DEFAULT 'Click to watch' NOT NULL;
  ALTER TABLE "free_videos" ADD COLUMN "not_yet_online_message" varchar DEFAULT 'This video is not online yet. Ask us about it on our contact page.' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop" DROP COLUMN "banner_labels_register_button";
  ALTER TABLE "workshop" DROP COLUMN "banner_labels_next_intake_button";
  ALTER TABLE "workshop" DROP COLUMN "banner_labels_next_intake_note";
  ALTER TABLE "workshop" DROP COLUMN "banner_labels_call_button";
  ALTER TABLE "home" DROP COLUMN "labels_explore_programs_button";
  ALTER TABLE "home" DROP COLUMN "labels_start_journey_button";
  ALTER TABLE "home" DROP COLUMN "labels_founder_welcome_label";
  ALTER TABLE "home" DROP COLUMN "labels_view_all_programs_button";
  ALTER TABLE "home" DROP COLUMN "labels_more_about_us_button";
  ALTER TABLE "home" DROP COLUMN "labels_explore_certifications_button";
  ALTER TABLE "products" DROP COLUMN "purchase_button";
  ALTER TABLE "free_videos" DROP COLUMN "watch_label";
  ALTER TABLE "free_videos" DROP COLUMN "not_yet_online_message";`)
}
