import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_editions" ALTER COLUMN "certificates_languages" DROP NOT NULL;
  ALTER TABLE "workshop_editions" ADD COLUMN "venue_ms" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_editions" ALTER COLUMN "certificates_languages" SET NOT NULL;
  ALTER TABLE "workshop_editions" DROP COLUMN "venue_ms";`)
}
