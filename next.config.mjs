import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Dockerfile builds with NEXT_OUTPUT=standalone to ship a slim server;
  // `npm start` serves the regular build with `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  experimental: {
    // Payload names its errors after their classes (`this.constructor.name`) and only shows
    // the message of a named error: minified class names turned every API error message into
    // "An unknown error occurred." in production.
    serverMinification: false,
  },
  images: {
    // Media is served by Payload's own routes on this origin.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
