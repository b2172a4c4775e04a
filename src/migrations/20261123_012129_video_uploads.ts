import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_video_uploads_status" AS ENUM('issued', 'receiving', 'received', 'checking', 'stored');
  CREATE TABLE "video_uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_video_uploads_status" DEFAULT 'issued' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"declared_size" numeric,
  	"size" numeric,
  	"content_type" varchar,
  	"stored_path" varchar,
  	"issued_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_uploads_id" integer;
  ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "video_uploads_key_idx" ON "video_uploads" USING btree ("key");
  CREATE INDEX "video_uploads_stored_path_idx" ON "video_uploads" USING btree ("stored_path");
  CREATE INDEX "video_uploads_issued_by_idx" ON "video_uploads" USING btree ("issued_by_id");
  CREATE INDEX "video_uploads_updated_at_idx" ON "video_uploads" USING btree ("updated_at");
  CREATE INDEX "video_uploads_created_at_idx" ON "video_uploads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_uploads_fk" FOREIGN KEY ("video_uploads_id") REFERENCES "public"."video_uploads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_video_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("video_uploads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "video_uploads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "video_uploads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_uploads_fk";
  
  DROP INDEX "payload_locked_documents_rels_video_uploads_id_idx";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_uploads_id";
  DROP TYPE "public"."enum_video_uploads_status";`)
}
