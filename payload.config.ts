import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Blog } from './src/collections/Blog'
import { Contact } from './src/collections/Contact'
import { Gallery } from './src/collections/Gallery'
import { Media } from './src/collections/Media'
import { Registrations } from './src/collections/Registrations'
import { SeedRuns } from './src/collections/SeedRuns'
import { Users } from './src/collections/Users'
import { VideoUploads } from './src/collections/VideoUploads'
import { Videos } from './src/collections/Videos'
import { deleteAdminVideo, listAdminVideos, updateAdminVideo } from './src/endpoints/admin-videos'
import { normalizePath } from './src/endpoints/objects/normalize-path'
import { receiveUpload } from './src/endpoints/objects/receive-upload'
import { requestUpload } from './src/endpoints/objects/request-upload'
import { workshopSeats } from './src/endpoints/workshop-seats'
import { BlogPage } from './src/globals/BlogPage'
import { Certifications } from './src/globals/Certifications'
import { Clients } from './src/globals/Clients'
import { FreeVideos } from './src/globals/FreeVideos'
import { GalleryPage } from './src/globals/GalleryPage'
import { Home } from './src/globals/Home'
import { Pages } from './src/globals/Pages'
import { Products } from './src/globals/Products'
import { Programs } from './src/globals/Programs'
import { Site } from './src/globals/Site'
import { Testimonials } from './src/globals/Testimonials'
import { Workshop } from './src/globals/Workshop'
import { MEDIA_UPLOAD_LIMIT } from './src/lib/http/body-limits'
import { keepErrorDetails } from './src/hooks/keepErrorDetails'
import { bootstrap } from './src/server/bootstrap'
import { s3Settings } from './src/server/storage/s3-settings'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `pg` quietly falls back to a local Unix socket when no URL is given and could reach a
// database we never started; this address fails loudly instead. `npm start`, `npm run dev`
// and the tests always set DATABASE_URL (to the embedded PostgreSQL when none is given).
const s3 = s3Settings()

const UNSET_DATABASE_URL = 'postgres://DATABASE_URL-is-not-set@127.0.0.1:1/unset'

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Academy CMS' },
  },
  collections: [
    Registrations,
    Contact,
    Videos,
    VideoUploads,
    Blog,
    Gallery,
    Media,
    Users,
    SeedRuns,
  ],
  globals: [
    Site,
    Workshop,
    Home,
    Pages,
    Programs,
    Testimonials,
    Clients,
    Products,
    Certifications,
    FreeVideos,
    GalleryPage,
    BlogPage,
  ],
  endpoints: [
    listAdminVideos,
    updateAdminVideo,
    deleteAdminVideo,
    workshopSeats,
    requestUpload,
    receiveUpload,
    normalizePath,
  ],
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ms', label: 'Bahasa Malaysia' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  editor: lexicalEditor(),
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.SERVER_URL || '',
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || UNSET_DATABASE_URL },
    // The schema only ever changes through committed migrations (src/migrations), in
    // development too: pushing and migrating must never mix on one database.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  // Multipart uploads (media images) are refused, not truncated, past the limit.
  upload: { limits: { fileSize: MEDIA_UPLOAD_LIMIT }, abortOnLimit: true },
  jobs: {
    // Scheduled publishing of blog posts runs on the server's job queue every minute.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 10 }],
    shouldAutoRun: () => process.env.NEXT_RUNTIME === 'nodejs',
  },
  hooks: { afterError: [keepErrorDetails] },
  graphQL: { disable: true },
  sharp,
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    autoGenerate: false,
  },
  plugins: [
    // Media on local disk by default; in the S3 bucket (under media/) when S3_* is set.
    // Uploaded videos follow the same switch through src/server/storage.
    s3Storage({
      enabled: s3 !== null,
      // The same schema (media's `prefix` column) with or without S3, so one set of migrations fits both.
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? '',
      config: s3?.client ?? {},
      collections: { media: { prefix: 'media' } },
    }),
  ],
  onInit: bootstrap,
})
