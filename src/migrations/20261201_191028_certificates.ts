import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_workshop_editions_certificates_languages" AS ENUM('both', 'en', 'ms');
  CREATE TYPE "public"."enum_certificates_languages" AS ENUM('both', 'en', 'ms');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'attendance-marked';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'certificate-payment-waived';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'certificates-issued';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'certificate-revoked';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'certificates-sent';
  ALTER TYPE "public"."enum_forms_purpose" ADD VALUE 'certificates-issued';
  CREATE TABLE "attendance_marks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edition_id" integer NOT NULL,
  	"registration_id" integer NOT NULL,
  	"participant" numeric NOT NULL,
  	"day" varchar NOT NULL,
  	"present" boolean DEFAULT false NOT NULL,
  	"marked_by_id" integer,
  	"marked_at" timestamp(3) with time zone NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"code" varchar NOT NULL,
  	"edition_id" integer NOT NULL,
  	"registration_id" integer NOT NULL,
  	"participant" numeric NOT NULL,
  	"participant_name" varchar NOT NULL,
  	"programme" varchar NOT NULL,
  	"first_day" varchar NOT NULL,
  	"last_day" varchar NOT NULL,
  	"venue" varchar,
  	"languages" "enum_certificates_languages" NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"issued_by_id" integer,
  	"payment_waived" boolean DEFAULT false,
  	"pdf" varchar,
  	"credential" jsonb,
  	"credential_jwt" varchar,
  	"kid" varchar,
  	"revoked_at" timestamp(3) with time zone,
  	"revoked_by_id" integer,
  	"revoke_reason" varchar,
  	"anonymised_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credential_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kid" varchar NOT NULL,
  	"public_jwk" jsonb NOT NULL,
  	"first_signed_at" timestamp(3) with time zone NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificate_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"prefix" varchar DEFAULT 'certificate-images',
  	"_objectkey" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
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
  
  CREATE TABLE "email_deliveries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"certificates_id" integer
  );
  
  CREATE TABLE "certificate_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signatory_name" varchar,
  	"signatory_title" varchar,
  	"signature_id" integer,
  	"logo_id" integer,
  	"achievement_description" varchar,
  	"linked_in_organization_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "workshop_editions" ADD COLUMN "certificates_minimum_days" numeric;
  ALTER TABLE "workshop_editions" ADD COLUMN "certificates_languages" "enum_workshop_editions_certificates_languages" DEFAULT 'both' NOT NULL;
  ALTER TABLE "registrations" ADD COLUMN "certificate_waiver_waived_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "certificate_waiver_waived_by_id" integer;
  ALTER TABLE "registrations" ADD COLUMN "certificate_waiver_reason" varchar;
  ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_edition_id_workshop_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."workshop_editions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_edition_id_workshop_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."workshop_editions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_deliveries_rels" ADD CONSTRAINT "email_deliveries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."email_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_deliveries_rels" ADD CONSTRAINT "email_deliveries_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_signature_id_certificate_images_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."certificate_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_logo_id_certificate_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."certificate_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "attendance_marks_edition_idx" ON "attendance_marks" USING btree ("edition_id");
  CREATE INDEX "attendance_marks_registration_idx" ON "attendance_marks" USING btree ("registration_id");
  CREATE INDEX "attendance_marks_marked_by_idx" ON "attendance_marks" USING btree ("marked_by_id");
  CREATE INDEX "attendance_marks_created_at_idx" ON "attendance_marks" USING btree ("created_at");
  CREATE INDEX "attendance_marks_updated_at_idx" ON "attendance_marks" USING btree ("updated_at");
  CREATE UNIQUE INDEX "registration_participant_day_idx" ON "attendance_marks" USING btree ("registration_id","participant","day");
  CREATE UNIQUE INDEX "certificates_number_idx" ON "certificates" USING btree ("number");
  CREATE UNIQUE INDEX "certificates_sequence_idx" ON "certificates" USING btree ("sequence");
  CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");
  CREATE INDEX "certificates_edition_idx" ON "certificates" USING btree ("edition_id");
  CREATE INDEX "certificates_registration_idx" ON "certificates" USING btree ("registration_id");
  CREATE INDEX "certificates_issued_by_idx" ON "certificates" USING btree ("issued_by_id");
  CREATE INDEX "certificates_revoked_at_idx" ON "certificates" USING btree ("revoked_at");
  CREATE INDEX "certificates_revoked_by_idx" ON "certificates" USING btree ("revoked_by_id");
  CREATE INDEX "certificates_anonymised_at_idx" ON "certificates" USING btree ("anonymised_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "registration_participant_idx" ON "certificates" USING btree ("registration_id","participant");
  CREATE UNIQUE INDEX "credential_keys_kid_idx" ON "credential_keys" USING btree ("kid");
  CREATE INDEX "credential_keys_created_at_idx" ON "credential_keys" USING btree ("created_at");
  CREATE INDEX "credential_keys_updated_at_idx" ON "credential_keys" USING btree ("updated_at");
  CREATE INDEX "certificate_images_created_at_idx" ON "certificate_images" USING btree ("created_at");
  CREATE INDEX "certificate_images_updated_at_idx" ON "certificate_images" USING btree ("updated_at");
  CREATE UNIQUE INDEX "certificate_images_filename_idx" ON "certificate_images" USING btree ("filename");
  CREATE INDEX "email_deliveries_rels_order_idx" ON "email_deliveries_rels" USING btree ("order");
  CREATE INDEX "email_deliveries_rels_parent_idx" ON "email_deliveries_rels" USING btree ("parent_id");
  CREATE INDEX "email_deliveries_rels_path_idx" ON "email_deliveries_rels" USING btree ("path");
  CREATE INDEX "email_deliveries_rels_certificates_id_idx" ON "email_deliveries_rels" USING btree ("certificates_id");
  CREATE INDEX "certificate_settings_signature_idx" ON "certificate_settings" USING btree ("signature_id");
  CREATE INDEX "certificate_settings_logo_idx" ON "certificate_settings" USING btree ("logo_id");
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_certificate_waiver_waived_by_id_users_id_fk" FOREIGN KEY ("certificate_waiver_waived_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "registrations_certificate_waiver_certificate_waiver_waiv_idx" ON "registrations" USING btree ("certificate_waiver_waived_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "attendance_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credential_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificate_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_deliveries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificate_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "attendance_marks" CASCADE;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "credential_keys" CASCADE;
  DROP TABLE "certificate_images" CASCADE;
  DROP TABLE "email_deliveries_rels" CASCADE;
  DROP TABLE "certificate_settings" CASCADE;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_certificate_waiver_waived_by_id_users_id_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('export-registrations', 'export-inquiries', 'personal-data-lookup', 'personal-data-erasure', 'retention-anonymisation', 'personal-data-read', 'delivery-settings-changed', 'account-unlocked', 'account-credentials-changed', 'payment-recorded', 'refund-recorded', 'payment-voided', 'statement-line-decided', 'document-issued', 'document-cancelled', 'slips-checked', 'inquiry-deleted');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_forms_purpose";
  CREATE TYPE "public"."enum_forms_purpose" AS ENUM('contact-message', 'certification-inquiry', 'workshop-registration', 'payment-slip-received', 'official-receipt');
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_forms_purpose" USING "purpose"::"public"."enum_forms_purpose";
  DROP INDEX "registrations_certificate_waiver_certificate_waiver_waiv_idx";
  ALTER TABLE "workshop_editions" DROP COLUMN "certificates_minimum_days";
  ALTER TABLE "workshop_editions" DROP COLUMN "certificates_languages";
  ALTER TABLE "registrations" DROP COLUMN "certificate_waiver_waived_at";
  ALTER TABLE "registrations" DROP COLUMN "certificate_waiver_waived_by_id";
  ALTER TABLE "registrations" DROP COLUMN "certificate_waiver_reason";
  DROP TYPE "public"."enum_workshop_editions_certificates_languages";
  DROP TYPE "public"."enum_certificates_languages";`)
}
