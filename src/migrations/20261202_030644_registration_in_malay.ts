import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_editions" ADD COLUMN "format_ms" varchar;
  ALTER TABLE "pages" ADD COLUMN "registration_heading_ms" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_editions" DROP COLUMN "format_ms";
  ALTER TABLE "pages" DROP COLUMN "registration_heading_ms";`)
}
