import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_registrations_payment_state" AS ENUM('unpaid', 'partly_paid', 'paid', 'overpaid', 'refunded');
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('payment', 'refund');
  CREATE TYPE "public"."enum_payments_source" AS ENUM('bank-line', 'slip', 'manual');
  CREATE TYPE "public"."enum_statement_lines_match_kind" AS ENUM('matched', 'proposed', 'ambiguous', 'unmatched');
  CREATE TYPE "public"."enum_statement_lines_state" AS ENUM('open', 'recorded', 'ignored');
  ALTER TYPE "public"."enum_forms_purpose" ADD VALUE 'payment-slip-received';
  ALTER TYPE "public"."enum_forms_purpose" ADD VALUE 'official-receipt';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_id" integer NOT NULL,
  	"kind" "enum_payments_kind" DEFAULT 'payment' NOT NULL,
  	"amount" numeric NOT NULL,
  	"paid_on" timestamp(3) with time zone NOT NULL,
  	"source" "enum_payments_source" NOT NULL,
  	"statement_line_id" integer,
  	"slip_id" integer,
  	"recorded_by_id" integer,
  	"note" varchar,
  	"voided_at" timestamp(3) with time zone,
  	"voided_by_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_slips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_id" integer NOT NULL,
  	"prefix" varchar DEFAULT 'payment-slips',
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
  
  CREATE TABLE "statement_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar NOT NULL,
  	"mapping_id" integer NOT NULL,
  	"imported_by_id" integer,
  	"credit_lines" numeric NOT NULL,
  	"new_lines" numeric NOT NULL,
  	"skipped_rows" jsonb,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statement_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"statement_import_id" integer,
  	"fingerprint" varchar NOT NULL,
  	"date" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"payer" varchar,
  	"description" varchar NOT NULL,
  	"match_kind" "enum_statement_lines_match_kind" NOT NULL,
  	"state" "enum_statement_lines_state" DEFAULT 'open' NOT NULL,
  	"match" jsonb,
  	"decided_at" timestamp(3) with time zone,
  	"decided_by_id" integer,
  	"anonymised_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statement_mappings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"account" varchar NOT NULL,
  	"mapping" jsonb NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "official_receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"registration_id" integer NOT NULL,
  	"reference" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"paid_on" varchar,
  	"organization" varchar NOT NULL,
  	"address" varchar,
  	"contact_name" varchar,
  	"participants" jsonb,
  	"workshop" varchar,
  	"anonymised_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "submissionCollection_submissionId_templateIndex_idx";
  ALTER TABLE "registrations" ADD COLUMN "payment_state" "enum_registrations_payment_state" DEFAULT 'unpaid';
  ALTER TABLE "registrations" ADD COLUMN "amount_paid" numeric DEFAULT 0;
  ALTER TABLE "registrations" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "email_deliveries" ADD COLUMN "occasion" varchar DEFAULT 'submitted' NOT NULL;
  ALTER TABLE "email_deliveries" ADD COLUMN "official_receipt_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_slips_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statement_imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statement_lines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statement_mappings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "official_receipts_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_statement_line_id_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."statement_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_id_payment_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."payment_slips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_mapping_id_statement_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."statement_mappings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_import_id_statement_imports_id_fk" FOREIGN KEY ("statement_import_id") REFERENCES "public"."statement_imports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "official_receipts" ADD CONSTRAINT "official_receipts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_registration_idx" ON "payments" USING btree ("registration_id");
  CREATE INDEX "payments_statement_line_idx" ON "payments" USING btree ("statement_line_id");
  CREATE INDEX "payments_slip_idx" ON "payments" USING btree ("slip_id");
  CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by_id");
  CREATE INDEX "payments_voided_by_idx" ON "payments" USING btree ("voided_by_id");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE UNIQUE INDEX "statementLine_registration_idx" ON "payments" USING btree ("statement_line_id","registration_id");
  CREATE INDEX "payment_slips_registration_idx" ON "payment_slips" USING btree ("registration_id");
  CREATE INDEX "payment_slips_created_at_idx" ON "payment_slips" USING btree ("created_at");
  CREATE INDEX "payment_slips_updated_at_idx" ON "payment_slips" USING btree ("updated_at");
  CREATE UNIQUE INDEX "payment_slips_filename_idx" ON "payment_slips" USING btree ("filename");
  CREATE INDEX "statement_imports_mapping_idx" ON "statement_imports" USING btree ("mapping_id");
  CREATE INDEX "statement_imports_imported_by_idx" ON "statement_imports" USING btree ("imported_by_id");
  CREATE INDEX "statement_imports_created_at_idx" ON "statement_imports" USING btree ("created_at");
  CREATE INDEX "statement_imports_updated_at_idx" ON "statement_imports" USING btree ("updated_at");
  CREATE INDEX "statement_lines_statement_import_idx" ON "statement_lines" USING btree ("statement_import_id");
  CREATE UNIQUE INDEX "statement_lines_fingerprint_idx" ON "statement_lines" USING btree ("fingerprint");
  CREATE INDEX "statement_lines_state_idx" ON "statement_lines" USING btree ("state");
  CREATE INDEX "statement_lines_decided_by_idx" ON "statement_lines" USING btree ("decided_by_id");
  CREATE INDEX "statement_lines_anonymised_at_idx" ON "statement_lines" USING btree ("anonymised_at");
  CREATE INDEX "statement_lines_created_at_idx" ON "statement_lines" USING btree ("created_at");
  CREATE INDEX "statement_lines_updated_at_idx" ON "statement_lines" USING btree ("updated_at");
  CREATE INDEX "state_date_idx" ON "statement_lines" USING btree ("state","date");
  CREATE UNIQUE INDEX "statement_mappings_name_idx" ON "statement_mappings" USING btree ("name");
  CREATE INDEX "statement_mappings_created_at_idx" ON "statement_mappings" USING btree ("created_at");
  CREATE INDEX "statement_mappings_updated_at_idx" ON "statement_mappings" USING btree ("updated_at");
  CREATE UNIQUE INDEX "official_receipts_number_idx" ON "official_receipts" USING btree ("number");
  CREATE UNIQUE INDEX "official_receipts_sequence_idx" ON "official_receipts" USING btree ("sequence");
  CREATE UNIQUE INDEX "official_receipts_registration_idx" ON "official_receipts" USING btree ("registration_id");
  CREATE INDEX "official_receipts_anonymised_at_idx" ON "official_receipts" USING btree ("anonymised_at");
  CREATE INDEX "official_receipts_created_at_idx" ON "official_receipts" USING btree ("created_at");
  CREATE INDEX "official_receipts_updated_at_idx" ON "official_receipts" USING btree ("updated_at");
  ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_official_receipt_id_official_receipts_id_fk" FOREIGN KEY ("official_receipt_id") REFERENCES "public"."official_receipts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_slips_fk" FOREIGN KEY ("payment_slips_id") REFERENCES "public"."payment_slips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_imports_fk" FOREIGN KEY ("statement_imports_id") REFERENCES "public"."statement_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_lines_fk" FOREIGN KEY ("statement_lines_id") REFERENCES "public"."statement_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_mappings_fk" FOREIGN KEY ("statement_mappings_id") REFERENCES "public"."statement_mappings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_official_receipts_fk" FOREIGN KEY ("official_receipts_id") REFERENCES "public"."official_receipts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_payment_state_idx" ON "registrations" USING btree ("payment_state");
  CREATE INDEX "paymentState_createdAt_idx" ON "registrations" USING btree ("payment_state","created_at");
  CREATE INDEX "email_deliveries_official_receipt_idx" ON "email_deliveries" USING btree ("official_receipt_id");
  CREATE UNIQUE INDEX "submissionCollection_submissionId_occasion_templateIndex_idx" ON "email_deliveries" USING btree ("submission_collection","submission_id","occasion","template_index");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_slips_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_slips_id");
  CREATE INDEX "payload_locked_documents_rels_statement_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_imports_id");
  CREATE INDEX "payload_locked_documents_rels_statement_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_lines_id");
  CREATE INDEX "payload_locked_documents_rels_statement_mappings_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_mappings_id");
  CREATE INDEX "payload_locked_documents_rels_official_receipts_id_idx" ON "payload_locked_documents_rels" USING btree ("official_receipts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_slips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "statement_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "statement_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "statement_mappings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "official_receipts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_slips" CASCADE;
  DROP TABLE "statement_imports" CASCADE;
  DROP TABLE "statement_lines" CASCADE;
  DROP TABLE "statement_mappings" CASCADE;
  DROP TABLE "official_receipts" CASCADE;
  ALTER TABLE "email_deliveries" DROP CONSTRAINT "email_deliveries_official_receipt_id_official_receipts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_slips_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statement_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statement_lines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statement_mappings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_official_receipts_fk";
  
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_forms_purpose";
  CREATE TYPE "public"."enum_forms_purpose" AS ENUM('contact-message', 'certification-inquiry', 'workshop-registration');
  ALTER TABLE "forms" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_forms_purpose" USING "purpose"::"public"."enum_forms_purpose";
  DROP INDEX "registrations_payment_state_idx";
  DROP INDEX "paymentState_createdAt_idx";
  DROP INDEX "email_deliveries_official_receipt_idx";
  DROP INDEX "submissionCollection_submissionId_occasion_templateIndex_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_slips_id_idx";
  DROP INDEX "payload_locked_documents_rels_statement_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_statement_lines_id_idx";
  DROP INDEX "payload_locked_documents_rels_statement_mappings_id_idx";
  DROP INDEX "payload_locked_documents_rels_official_receipts_id_idx";
  CREATE UNIQUE INDEX "submissionCollection_submissionId_templateIndex_idx" ON "email_deliveries" USING btree ("submission_collection","submission_id","template_index");
  ALTER TABLE "registrations" DROP COLUMN "payment_state";
  ALTER TABLE "registrations" DROP COLUMN "amount_paid";
  ALTER TABLE "registrations" DROP COLUMN "paid_at";
  ALTER TABLE "email_deliveries" DROP COLUMN "occasion";
  ALTER TABLE "email_deliveries" DROP COLUMN "official_receipt_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_slips_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statement_imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statement_lines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statement_mappings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "official_receipts_id";
  DROP TYPE "public"."enum_registrations_payment_state";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_source";
  DROP TYPE "public"."enum_statement_lines_match_kind";
  DROP TYPE "public"."enum_statement_lines_state";`)
}
