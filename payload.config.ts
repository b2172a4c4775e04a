import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { SeedRuns } from './src/collections/SeedRuns'
import { Users } from './src/collections/Users'
import { Site } from './src/globals/Site'
import { bootstrap } from './src/server/bootstrap'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `pg` quietly falls back to a local Unix socket when no URL is given and could reach a
// database we never started; this address fails loudly instead. `npm start`, `npm run dev`
// and the tests always set DATABASE_URL (to the embedded PostgreSQL when none is given).
const UNSET_DATABASE_URL = 'postgres://DATABASE_URL-is-not-set@127.0.0.1:1/unset'

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Academy CMS' },
  },
  collections: [Users, SeedRuns],
  globals: [Site],
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
  graphQL: { disable: true },
  sharp,
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    autoGenerate: false,
  },
  onInit: bootstrap,
})
