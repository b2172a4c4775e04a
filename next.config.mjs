import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { imageCacheBytes } from './src/lib/http/image-cache-size.mjs'
import { precompressStatic } from './src/server/build/precompress-static.mjs'
import { withPayloadForThisSite } from './src/server/framework/with-payload.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Dockerfile builds with NEXT_OUTPUT=standalone to ship a slim server;
  // `npm start` serves the regular build with `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Server-only libraries loaded from node_modules instead of being bundled: Next.js bundles
  // every route that reads the CMS with its own copy of what the Payload config imports, and
  // the server keeps each copy's source in its heap. These are large and used on the server
  // alone, so one copy serves every route. (Payload's own packages stay bundled, as Payload
  // asks for production builds.)
  serverExternalPackages: [
    'pdfkit',
    'exceljs',
    'qrcode',
    '@zxcvbn-ts/core',
    '@zxcvbn-ts/language-common',
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-request-presigner',
    'csv-parse',
  ],
  // The server compresses responses (src/server/http/request-guards.ts, the `compression`
  // middleware) after each page's Content-Security-Policy has been worked out from its body.
  compress: false,
  compiler: {
    // Each script, stylesheet and SVG also as Brotli at its best, which the server sends to
    // browsers that take it (src/server/http/precompressed-static.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      await precompressStatic(path.join(distDir, 'static'))
    },
  },
  // Next's page cache, except that it never keeps a 404 (see the file).
  cacheHandler: fileURLToPath(
    new URL('./src/server/framework/page-cache-handler.mjs', import.meta.url),
  ),
  experimental: {
    // A payer's bank slip (up to 5 MB, checked by its endpoint) comes through a server
    // action; the form fields around it are a few hundred bytes.
    serverActions: { bodySizeLimit: '6mb' },
  },
  // The spec's other three addresses of the registration form show /registration (its canonical
  // address) from the same cached page; that page has a route of its own so that only it
  // ships the form's code (src/app/(frontend)/rendered-on-first-request.tsx).
  async rewrites() {
    return [
      ...['advanced-strategic-leadership', 'strategic-leadership', 'asl-registration'].map(
        (alias) => ({ source: `/${alias}`, destination: '/registration' }),
      ),
      // A certificate's credential is known by its verification address plus .json or .jwt
      // (src/lib/certificates/verification-urls.ts); App Router folders cannot end a dynamic
      // segment with a suffix, nor start with a dot.
      {
        source: '/verify/:code([0-9A-Za-z-]{16,24}).:format(json|jwt)',
        destination: '/verify/:code/credential.:format',
      },
      { source: '/.well-known/jwks.json', destination: '/verify/keys.json' },
    ]
  },
  // Certificates' pages and credentials are for those who hold or check one, not for search.
  async headers() {
    return [{ source: '/verify/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] }]
  },
  // The finance documents' font is read from node_modules at run time (not imported), so the
  // standalone output is told to carry it.
  outputFileTracingIncludes: {
    '/api/**': ['./node_modules/@expo-google-fonts/noto-sans/{400Regular,700Bold}/*.ttf'],
  },
  images: {
    // Only the site's own pictures. The server's guard also holds a media file's query to the
    // version the site signed (src/lib/http/image-request-rules.ts), which a pattern cannot.
    localPatterns: [
      { pathname: '/api/media/file/**' },
      { pathname: '/_next/static/media/**', search: '' },
    ],
    // next/image's default quality, the only one the pages ask for.
    qualities: [75],
    // The widths a srcset offers for the screen's width: next/image's defaults less 750 and
    // 1080 (the next ones up serve those screens) and 2048 and 3840 (no picture's slot is
    // 1024 px wide, so 1920 covers it at twice the density, give or take a few pixels).
    // Every picture's srcset is sent twice on each page; the full list made it twice as long.
    deviceSizes: [640, 828, 1200, 1920],
    // What the optimiser keeps on disk, least recently used first out (megabytes, a setting).
    maximumDiskCacheSize: imageCacheBytes(),
  },
}

export default withPayloadForThisSite(nextConfig)
