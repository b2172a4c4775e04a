import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The certified workshop runs again and again: each dated run becomes a document of the
// `workshop-editions` collection with its own seats, prices and registrations. The workshop
// global's run becomes the first edition (published, with its price tiers, early bird and
// bank details as they were), every existing registration is linked to it, and the global
// keeps only the banner's wording. Rows are copied, never rewritten: registrations keep every
// value, their updated_at included. Seats are counted and locked per edition from now on.
// tests/int/migration-workshop-editions.test.ts runs this on a database of the schema before.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_workshop_editions_status" AS ENUM('draft', 'published', 'archived');
  CREATE TYPE "public"."enum_workshop_editions_startsat_tz" AS ENUM('Asia/Kuala_Lumpur');
  CREATE TYPE "public"."enum_workshop_editions_endsat_tz" AS ENUM('Asia/Kuala_Lumpur');
  CREATE TABLE "workshop_editions_price_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_participants" numeric NOT NULL,
  	"rate_per_person" numeric NOT NULL
  );

  CREATE TABLE "workshop_editions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_workshop_editions_status" DEFAULT 'draft' NOT NULL,
  	"slug" varchar,
  	"registration_open" boolean DEFAULT true,
  	"title" varchar NOT NULL,
  	"reference_prefix" varchar NOT NULL,
  	"format" varchar,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"startsat_tz" "enum_workshop_editions_startsat_tz" DEFAULT 'Asia/Kuala_Lumpur' NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"endsat_tz" "enum_workshop_editions_endsat_tz" DEFAULT 'Asia/Kuala_Lumpur' NOT NULL,
  	"venue" varchar NOT NULL,
  	"languages" varchar,
  	"badge" varchar,
  	"capacity" numeric NOT NULL,
  	"price_note" varchar,
  	"early_bird_enabled" boolean DEFAULT true,
  	"early_bird_discount_percent" numeric,
  	"early_bird_deadline" timestamp(3) with time zone,
  	"bank_bank_name" varchar,
  	"bank_account_name" varchar,
  	"bank_account_number" varchar,
  	"payment_instructions" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );

  ALTER TABLE "workshop_editions_price_tiers" ADD CONSTRAINT "workshop_editions_price_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_editions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "workshop_editions_price_tiers_order_idx" ON "workshop_editions_price_tiers" USING btree ("_order");
  CREATE INDEX "workshop_editions_price_tiers_parent_id_idx" ON "workshop_editions_price_tiers" USING btree ("_parent_id");
  CREATE INDEX "workshop_editions_status_idx" ON "workshop_editions" USING btree ("status");
  CREATE UNIQUE INDEX "workshop_editions_slug_idx" ON "workshop_editions" USING btree ("slug");
  CREATE INDEX "workshop_editions_created_at_idx" ON "workshop_editions" USING btree ("created_at");
  CREATE INDEX "workshop_editions_updated_at_idx" ON "workshop_editions" USING btree ("updated_at");

  -- Filled below, then required.
  ALTER TABLE "registrations" ADD COLUMN "edition_id" integer;

  DO $$
  DECLARE
    v_workshop integer;
    v_edition integer;
  BEGIN
    SELECT id INTO v_workshop FROM "workshop" ORDER BY id LIMIT 1;
    IF v_workshop IS NULL THEN
      -- A database migrated before its first start has no workshop yet: seeding creates the
      -- first edition. Registrations without a workshop cannot be placed in an edition.
      IF EXISTS (SELECT 1 FROM "registrations") THEN
        RAISE EXCEPTION 'Registrations exist but the workshop global does not: cannot choose their edition';
      END IF;
      RETURN;
    END IF;

    INSERT INTO "workshop_editions" ("status", "slug", "registration_open", "title",
      "reference_prefix", "format", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "venue",
      "languages", "badge", "capacity", "price_note", "early_bird_enabled",
      "early_bird_discount_percent", "early_bird_deadline", "bank_bank_name",
      "bank_account_name", "bank_account_number", "payment_instructions", "created_at",
      "updated_at")
    SELECT 'published',
      -- The address the site makes for an edition (src/lib/workshop/edition-slug.ts).
      trim(both '-' from lower(regexp_replace(
        coalesce(nullif(w."reference_prefix", ''), 'workshop') || ' ' ||
        to_char(w."starts_at" AT TIME ZONE 'Asia/Kuala_Lumpur', 'YYYY-MM-DD'),
        '[^A-Za-z0-9]+', '-', 'g'))),
      w."registration_open", w."title", w."reference_prefix", w."format", w."starts_at",
      w."startsat_tz"::text::"enum_workshop_editions_startsat_tz", w."ends_at",
      'Asia/Kuala_Lumpur', w."venue", w."languages", w."badge", w."capacity", w."price_note",
      w."early_bird_enabled", w."early_bird_discount_percent", w."early_bird_deadline",
      w."bank_bank_name", w."bank_account_name", w."bank_account_number",
      w."payment_instructions", coalesce(w."created_at", now()), coalesce(w."updated_at", now())
    FROM "workshop" w WHERE w.id = v_workshop
    RETURNING id INTO v_edition;

    INSERT INTO "workshop_editions_price_tiers" ("_order", "_parent_id", "id",
      "min_participants", "rate_per_person")
    SELECT t."_order", v_edition, t."id", t."min_participants", t."rate_per_person"
    FROM "workshop_price_tiers" t WHERE t."_parent_id" = v_workshop;

    UPDATE "registrations" SET "edition_id" = v_edition;
  END $$;

  ALTER TABLE "registrations" ALTER COLUMN "edition_id" SET NOT NULL;
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_edition_id_workshop_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."workshop_editions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "registrations_edition_idx" ON "registrations" USING btree ("edition_id");
  CREATE INDEX "edition_createdAt_idx" ON "registrations" USING btree ("edition_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_editions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_editions_fk" FOREIGN KEY ("workshop_editions_id") REFERENCES "public"."workshop_editions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshop_editions_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_editions_id");

  -- What the edition now holds leaves the global; the banner says something while none is published.
  ALTER TABLE "workshop" ADD COLUMN "banner_labels_no_edition_heading" varchar DEFAULT 'Certified Workshop' NOT NULL;
  ALTER TABLE "workshop_price_tiers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workshop_price_tiers" CASCADE;
  ALTER TABLE "workshop" DROP COLUMN "title";
  ALTER TABLE "workshop" DROP COLUMN "reference_prefix";
  ALTER TABLE "workshop" DROP COLUMN "format";
  ALTER TABLE "workshop" DROP COLUMN "starts_at";
  ALTER TABLE "workshop" DROP COLUMN "startsat_tz";
  ALTER TABLE "workshop" DROP COLUMN "ends_at";
  ALTER TABLE "workshop" DROP COLUMN "venue";
  ALTER TABLE "workshop" DROP COLUMN "languages";
  ALTER TABLE "workshop" DROP COLUMN "badge";
  ALTER TABLE "workshop" DROP COLUMN "capacity";
  ALTER TABLE "workshop" DROP COLUMN "registration_open";
  ALTER TABLE "workshop" DROP COLUMN "price_note";
  ALTER TABLE "workshop" DROP COLUMN "early_bird_enabled";
  ALTER TABLE "workshop" DROP COLUMN "early_bird_discount_percent";
  ALTER TABLE "workshop" DROP COLUMN "early_bird_deadline";
  ALTER TABLE "workshop" DROP COLUMN "bank_bank_name";
  ALTER TABLE "workshop" DROP COLUMN "bank_account_name";
  ALTER TABLE "workshop" DROP COLUMN "bank_account_number";
  ALTER TABLE "workshop" DROP COLUMN "payment_instructions";
  DROP TYPE "public"."enum_workshop_startsat_tz";

  -- Seats are held, counted and locked per edition: a full edition never blocks another.
  CREATE OR REPLACE FUNCTION academy_lock_edition_seats(p_edition integer) RETURNS void
  LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock(1814976029, p_edition) $$;

  CREATE OR REPLACE FUNCTION academy_edition_seats_taken(p_edition integer) RETURNS numeric
  LANGUAGE sql STABLE AS $$
    SELECT coalesce(sum(participant_count), 0) FROM registrations
    WHERE edition_id = p_edition AND (status IN ('pending', 'confirmed') OR status IS NULL)
  $$;

  DROP FUNCTION IF EXISTS academy_seats_taken();
  DROP FUNCTION IF EXISTS academy_lock_seats();`)
}

// Back to one workshop: the global takes the latest published edition (else the latest), and
// every registration loses its edition. Refused when there is no edition to take.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION academy_lock_seats() RETURNS void
  LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock(7261904116) $$;

  CREATE OR REPLACE FUNCTION academy_seats_taken() RETURNS numeric
  LANGUAGE sql STABLE AS $$
    SELECT coalesce(sum(participant_count), 0) FROM registrations
    WHERE status IN ('pending', 'confirmed') OR status IS NULL
  $$;

  DROP FUNCTION IF EXISTS academy_edition_seats_taken(integer);
  DROP FUNCTION IF EXISTS academy_lock_edition_seats(integer);

  CREATE TYPE "public"."enum_workshop_startsat_tz" AS ENUM('Asia/Kuala_Lumpur');
  CREATE TABLE "workshop_price_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_participants" numeric NOT NULL,
  	"rate_per_person" numeric NOT NULL
  );
  ALTER TABLE "workshop_price_tiers" ADD CONSTRAINT "workshop_price_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "workshop_price_tiers_order_idx" ON "workshop_price_tiers" USING btree ("_order");
  CREATE INDEX "workshop_price_tiers_parent_id_idx" ON "workshop_price_tiers" USING btree ("_parent_id");

  ALTER TABLE "workshop" ADD COLUMN "title" varchar;
  ALTER TABLE "workshop" ADD COLUMN "reference_prefix" varchar;
  ALTER TABLE "workshop" ADD COLUMN "format" varchar;
  ALTER TABLE "workshop" ADD COLUMN "starts_at" timestamp(3) with time zone;
  ALTER TABLE "workshop" ADD COLUMN "startsat_tz" "enum_workshop_startsat_tz" DEFAULT 'Asia/Kuala_Lumpur' NOT NULL;
  ALTER TABLE "workshop" ADD COLUMN "ends_at" timestamp(3) with time zone;
  ALTER TABLE "workshop" ADD COLUMN "venue" varchar;
  ALTER TABLE "workshop" ADD COLUMN "languages" varchar;
  ALTER TABLE "workshop" ADD COLUMN "badge" varchar;
  ALTER TABLE "workshop" ADD COLUMN "capacity" numeric;
  ALTER TABLE "workshop" ADD COLUMN "registration_open" boolean DEFAULT true;
  ALTER TABLE "workshop" ADD COLUMN "price_note" varchar;
  ALTER TABLE "workshop" ADD COLUMN "early_bird_enabled" boolean DEFAULT true;
  ALTER TABLE "workshop" ADD COLUMN "early_bird_discount_percent" numeric;
  ALTER TABLE "workshop" ADD COLUMN "early_bird_deadline" timestamp(3) with time zone;
  ALTER TABLE "workshop" ADD COLUMN "bank_bank_name" varchar;
  ALTER TABLE "workshop" ADD COLUMN "bank_account_name" varchar;
  ALTER TABLE "workshop" ADD COLUMN "bank_account_number" varchar;
  ALTER TABLE "workshop" ADD COLUMN "payment_instructions" varchar;

  DO $$
  DECLARE
    v_workshop integer;
    v_edition integer;
  BEGIN
    SELECT id INTO v_workshop FROM "workshop" ORDER BY id LIMIT 1;
    IF v_workshop IS NULL THEN RETURN; END IF;
    SELECT id INTO v_edition FROM "workshop_editions"
    ORDER BY ("status" = 'published') DESC, "starts_at" DESC, id DESC LIMIT 1;
    IF v_edition IS NULL THEN
      RAISE EXCEPTION 'No workshop edition to turn back into the workshop global';
    END IF;
    UPDATE "workshop" w SET "title" = e."title", "reference_prefix" = e."reference_prefix",
      "format" = e."format", "starts_at" = e."starts_at", "ends_at" = e."ends_at",
      "venue" = e."venue", "languages" = e."languages", "badge" = e."badge",
      "capacity" = e."capacity", "registration_open" = e."registration_open",
      "price_note" = e."price_note", "early_bird_enabled" = e."early_bird_enabled",
      "early_bird_discount_percent" = e."early_bird_discount_percent",
      "early_bird_deadline" = e."early_bird_deadline", "bank_bank_name" = e."bank_bank_name",
      "bank_account_name" = e."bank_account_name",
      "bank_account_number" = e."bank_account_number",
      "payment_instructions" = e."payment_instructions"
    FROM "workshop_editions" e WHERE w.id = v_workshop AND e.id = v_edition;
    INSERT INTO "workshop_price_tiers" ("_order", "_parent_id", "id", "min_participants",
      "rate_per_person")
    SELECT t."_order", v_workshop, t."id", t."min_participants", t."rate_per_person"
    FROM "workshop_editions_price_tiers" t WHERE t."_parent_id" = v_edition;
  END $$;

  ALTER TABLE "workshop" DROP COLUMN "banner_labels_no_edition_heading";
  ALTER TABLE "workshop" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "workshop" ALTER COLUMN "reference_prefix" SET NOT NULL;
  ALTER TABLE "workshop" ALTER COLUMN "starts_at" SET NOT NULL;
  ALTER TABLE "workshop" ALTER COLUMN "ends_at" SET NOT NULL;
  ALTER TABLE "workshop" ALTER COLUMN "venue" SET NOT NULL;
  ALTER TABLE "workshop" ALTER COLUMN "capacity" SET NOT NULL;

  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_edition_id_workshop_editions_id_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_editions_fk";
  DROP INDEX "registrations_edition_idx";
  DROP INDEX "edition_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_editions_id_idx";
  ALTER TABLE "registrations" DROP COLUMN "edition_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_editions_id";
  ALTER TABLE "workshop_editions_price_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_editions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "workshop_editions_price_tiers" CASCADE;
  DROP TABLE "workshop_editions" CASCADE;
  DROP TYPE "public"."enum_workshop_editions_status";
  DROP TYPE "public"."enum_workshop_editions_startsat_tz";
  DROP TYPE "public"."enum_workshop_editions_endsat_tz";`)
}
