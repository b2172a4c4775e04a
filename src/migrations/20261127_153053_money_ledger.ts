import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_method" AS ENUM('bank-transfer', 'cheque', 'cash', 'card');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'payment-recorded';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'refund-recorded';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'payment-voided';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'statement-line-decided';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'document-issued';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'document-cancelled';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'slips-checked';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'inquiry-deleted';
  CREATE TABLE "refund_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"registration_id" integer NOT NULL,
  	"reference" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"document" jsonb,
  	"pdf" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancelled_by_id" integer,
  	"cancel_reason" varchar,
  	"anonymised_at" timestamp(3) with time zone,
  	"payment_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"sequence" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"registration_id" integer NOT NULL,
  	"reference" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"document" jsonb,
  	"pdf" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancelled_by_id" integer,
  	"cancel_reason" varchar,
  	"anonymised_at" timestamp(3) with time zone,
  	"due_on" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "statementLine_registration_idx";
  DROP INDEX "official_receipts_registration_idx";
  ALTER TABLE "registrations" ADD COLUMN "slip_waiting" boolean DEFAULT false;
  ALTER TABLE "payments" ADD COLUMN "method" "enum_payments_method" DEFAULT 'bank-transfer' NOT NULL;
  ALTER TABLE "payments" ADD COLUMN "bank_reference" varchar;
  ALTER TABLE "payments" ADD COLUMN "void_reason" varchar;
  ALTER TABLE "payments" ADD COLUMN "override_reason" varchar;
  ALTER TABLE "official_receipts" ADD COLUMN "document" jsonb;
  ALTER TABLE "official_receipts" ADD COLUMN "pdf" varchar;
  ALTER TABLE "official_receipts" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "official_receipts" ADD COLUMN "cancelled_by_id" integer;
  ALTER TABLE "official_receipts" ADD COLUMN "cancel_reason" varchar;
  ALTER TABLE "official_receipts" ADD COLUMN "payment_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refund_notes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "site" ADD COLUMN "legal_name" varchar;
  ALTER TABLE "site" ADD COLUMN "company_registration_no" varchar;
  ALTER TABLE "site" ADD COLUMN "sst_registration_no" varchar;
  ALTER TABLE "site" ADD COLUMN "sst_rate_percent" numeric DEFAULT 8;
  ALTER TABLE "refund_notes" ADD CONSTRAINT "refund_notes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refund_notes" ADD CONSTRAINT "refund_notes_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refund_notes" ADD CONSTRAINT "refund_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "refund_notes_number_idx" ON "refund_notes" USING btree ("number");
  CREATE UNIQUE INDEX "refund_notes_sequence_idx" ON "refund_notes" USING btree ("sequence");
  CREATE INDEX "refund_notes_registration_idx" ON "refund_notes" USING btree ("registration_id");
  CREATE INDEX "refund_notes_cancelled_at_idx" ON "refund_notes" USING btree ("cancelled_at");
  CREATE INDEX "refund_notes_cancelled_by_idx" ON "refund_notes" USING btree ("cancelled_by_id");
  CREATE INDEX "refund_notes_anonymised_at_idx" ON "refund_notes" USING btree ("anonymised_at");
  CREATE UNIQUE INDEX "refund_notes_payment_idx" ON "refund_notes" USING btree ("payment_id");
  CREATE INDEX "refund_notes_created_at_idx" ON "refund_notes" USING btree ("created_at");
  CREATE INDEX "refund_notes_updated_at_idx" ON "refund_notes" USING btree ("updated_at");
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE UNIQUE INDEX "invoices_sequence_idx" ON "invoices" USING btree ("sequence");
  CREATE INDEX "invoices_registration_idx" ON "invoices" USING btree ("registration_id");
  CREATE INDEX "invoices_cancelled_at_idx" ON "invoices" USING btree ("cancelled_at");
  CREATE INDEX "invoices_cancelled_by_idx" ON "invoices" USING btree ("cancelled_by_id");
  CREATE INDEX "invoices_anonymised_at_idx" ON "invoices" USING btree ("anonymised_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  ALTER TABLE "official_receipts" ADD CONSTRAINT "official_receipts_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "official_receipts" ADD CONSTRAINT "official_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refund_notes_fk" FOREIGN KEY ("refund_notes_id") REFERENCES "public"."refund_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_slip_waiting_idx" ON "registrations" USING btree ("slip_waiting");
  CREATE INDEX "official_receipts_cancelled_at_idx" ON "official_receipts" USING btree ("cancelled_at");
  CREATE INDEX "official_receipts_cancelled_by_idx" ON "official_receipts" USING btree ("cancelled_by_id");
  CREATE UNIQUE INDEX "official_receipts_payment_idx" ON "official_receipts" USING btree ("payment_id");
  CREATE INDEX "payload_locked_documents_rels_refund_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("refund_notes_id");
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "statementLine_registration_idx" ON "payments" USING btree ("statement_line_id","registration_id");
  CREATE INDEX "official_receipts_registration_idx" ON "official_receipts" USING btree ("registration_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "refund_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "refund_notes" CASCADE;
  DROP TABLE "invoices" CASCADE;
  ALTER TABLE "official_receipts" DROP CONSTRAINT "official_receipts_cancelled_by_id_users_id_fk";
  
  ALTER TABLE "official_receipts" DROP CONSTRAINT "official_receipts_payment_id_payments_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refund_notes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('export-registrations', 'export-inquiries', 'personal-data-lookup', 'personal-data-erasure', 'retention-anonymisation', 'personal-data-read', 'delivery-settings-changed', 'account-unlocked', 'account-credentials-changed');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "registrations_slip_waiting_idx";
  DROP INDEX "official_receipts_cancelled_at_idx";
  DROP INDEX "official_receipts_cancelled_by_idx";
  DROP INDEX "official_receipts_payment_idx";
  DROP INDEX "payload_locked_documents_rels_refund_notes_id_idx";
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "statementLine_registration_idx";
  DROP INDEX "official_receipts_registration_idx";
  CREATE UNIQUE INDEX "statementLine_registration_idx" ON "payments" USING btree ("statement_line_id","registration_id");
  CREATE UNIQUE INDEX "official_receipts_registration_idx" ON "official_receipts" USING btree ("registration_id");
  ALTER TABLE "registrations" DROP COLUMN "slip_waiting";
  ALTER TABLE "payments" DROP COLUMN "method";
  ALTER TABLE "payments" DROP COLUMN "bank_reference";
  ALTER TABLE "payments" DROP COLUMN "void_reason";
  ALTER TABLE "payments" DROP COLUMN "override_reason";
  ALTER TABLE "official_receipts" DROP COLUMN "document";
  ALTER TABLE "official_receipts" DROP COLUMN "pdf";
  ALTER TABLE "official_receipts" DROP COLUMN "cancelled_at";
  ALTER TABLE "official_receipts" DROP COLUMN "cancelled_by_id";
  ALTER TABLE "official_receipts" DROP COLUMN "cancel_reason";
  ALTER TABLE "official_receipts" DROP COLUMN "payment_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refund_notes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "site" DROP COLUMN "legal_name";
  ALTER TABLE "site" DROP COLUMN "company_registration_no";
  ALTER TABLE "site" DROP COLUMN "sst_registration_no";
  ALTER TABLE "site" DROP COLUMN "sst_rate_percent";
  DROP TYPE "public"."enum_payments_method";`)
}
