import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Dockerfile ships the standalone server; `npm start` uses `next start` on the same build.
  output: 'standalone',
  poweredByHeader: false,
  images: {
    // Media is served by Payload's own routes on this origin.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
