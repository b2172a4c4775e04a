/** `tsx scripts/bundle-server.ts OUTFILE`: the server entry as one file (the Docker image's). */
import path from 'node:path'

import { bundleServer } from './lib/bundle-server'

const outfile = process.argv[2]
if (!outfile) throw new Error('Usage: tsx scripts/bundle-server.ts OUTFILE')
await bundleServer(process.cwd(), path.resolve(outfile))
