import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A post's tags are localized with its words. The tags stored so far were written in English:
// they become the English ones (the Malay post falls back to them until it has its own).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_blog_v_texts" ADD COLUMN "locale" "_locales";
  UPDATE "blog_texts" SET "locale" = 'en' WHERE "path" LIKE '%tags' AND "locale" IS NULL;
  UPDATE "_blog_v_texts" SET "locale" = 'en' WHERE "path" LIKE '%tags' AND "locale" IS NULL;
  CREATE INDEX "blog_texts_locale_parent" ON "blog_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_blog_v_texts_locale_parent" ON "_blog_v_texts" USING btree ("locale","parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "blog_texts_locale_parent";
  DROP INDEX "_blog_v_texts_locale_parent";
  DELETE FROM "blog_texts" WHERE "locale" IS DISTINCT FROM 'en';
  DELETE FROM "_blog_v_texts" WHERE "locale" IS DISTINCT FROM 'en';
  ALTER TABLE "blog_texts" DROP COLUMN "locale";
  ALTER TABLE "_blog_v_texts" DROP COLUMN "locale";`)
}
