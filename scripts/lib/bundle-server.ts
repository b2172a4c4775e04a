/**
 * The production server entry (src/server/http/server.ts) bundled into one CommonJS file
 * that plain Node runs, as the Docker image runs it. Run under a TypeScript loader instead,
 * every dynamic import Next makes while answering a request (its cache handler, each time)
 * would go through the loader's hooks on another thread.
 */
import path from 'node:path'

import { build } from 'esbuild'

/** Where `npm start` writes the bundle, from the repository's root (inside the build folder). */
export const SERVER_BUNDLE = '.next/academy-server.cjs'

export const bundleServer = async (root: string, outfile: string): Promise<string> => {
  await build({
    entryPoints: [path.join(root, 'src/server/http/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Next is loaded from node_modules (or the standalone output), as its own server does.
    external: ['next'],
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  return outfile
}
