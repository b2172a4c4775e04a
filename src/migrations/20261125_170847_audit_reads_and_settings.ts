import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The audit log's new entries: staff reads of personal data, changes to where e-mails and
// payments go, unlocks, and changes of a staff account's e-mail or password.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'personal-data-read';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'delivery-settings-changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'account-unlocked';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'account-credentials-changed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('export-registrations', 'export-inquiries', 'personal-data-lookup', 'personal-data-erasure', 'retention-anonymisation');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
