import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blog_publishedat_tz" AS ENUM('Asia/Kuala_Lumpur');
  CREATE TYPE "public"."enum__blog_v_version_publishedat_tz" AS ENUM('Asia/Kuala_Lumpur');
  CREATE TYPE "public"."enum_workshop_startsat_tz" AS ENUM('Asia/Kuala_Lumpur');
  ALTER TABLE "contact" ADD COLUMN "replied_at" timestamp(3) with time zone;
  ALTER TABLE "blog" ADD COLUMN "publishedat_tz" "enum_blog_publishedat_tz" DEFAULT 'Asia/Kuala_Lumpur';
  ALTER TABLE "_blog_v" ADD COLUMN "version_publishedat_tz" "enum__blog_v_version_publishedat_tz" DEFAULT 'Asia/Kuala_Lumpur';
  ALTER TABLE "workshop" ADD COLUMN "startsat_tz" "enum_workshop_startsat_tz" DEFAULT 'Asia/Kuala_Lumpur' NOT NULL;
  CREATE INDEX "status_createdAt_idx" ON "registrations" USING btree ("status","created_at");
  CREATE INDEX "isReplied_createdAt_idx" ON "contact" USING btree ("is_replied","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_createdAt_idx";
  DROP INDEX "isReplied_createdAt_idx";
  ALTER TABLE "contact" DROP COLUMN "replied_at";
  ALTER TABLE "blog" DROP COLUMN "publishedat_tz";
  ALTER TABLE "_blog_v" DROP COLUMN "version_publishedat_tz";
  ALTER TABLE "workshop" DROP COLUMN "startsat_tz";
  DROP TYPE "public"."enum_blog_publishedat_tz";
  DROP TYPE "public"."enum__blog_v_version_publishedat_tz";
  DROP TYPE "public"."enum_workshop_startsat_tz";`)
}
