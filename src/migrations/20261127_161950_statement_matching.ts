import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_statement_lines_match_kind" ADD VALUE 'already_paid';
  ALTER TYPE "public"."enum_statement_lines_match_kind" ADD VALUE 'cancelled_registration';`)
}

// Lines of the two new kinds go back as ambiguous: they still wait for a person, and
// "Accept all matched" still leaves them alone.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "statement_lines" ALTER COLUMN "match_kind" SET DATA TYPE text;
  UPDATE "statement_lines" SET "match_kind" = 'ambiguous' WHERE "match_kind" IN ('already_paid', 'cancelled_registration');
  DROP TYPE "public"."enum_statement_lines_match_kind";
  CREATE TYPE "public"."enum_statement_lines_match_kind" AS ENUM('matched', 'proposed', 'ambiguous', 'unmatched');
  ALTER TABLE "statement_lines" ALTER COLUMN "match_kind" SET DATA TYPE "public"."enum_statement_lines_match_kind" USING "match_kind"::"public"."enum_statement_lines_match_kind";`)
}
