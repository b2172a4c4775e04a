/**
 * Framework reach: Payload's `withPayload` with two effects changed.
 * - Server minification off: Payload shows only named errors' messages, naming them by class, so
 *   minified names turn every API error into "An unknown error occurred."
 *   (payloadcms/payload#13645). Remove when Payload sets its errors' names explicitly.
 * - Its colour-scheme client hints (Accept-CH, Critical-CH) are kept to /admin: on the public site
 *   browsers send each first request twice (payloadcms/payload#17906). Remove when `withPayload`
 *   scopes them itself.
 */
import { withPayload } from '@payloadcms/next/withPayload'

/** @param {import('next').NextConfig} nextConfig */
export const withPayloadForThisSite = (nextConfig) => {
  const config = withPayload(
    { ...nextConfig, experimental: { ...nextConfig.experimental, serverMinification: false } },
    { devBundleServerPackages: false },
  )
  const payloadHeaders = config.headers
  return {
    ...config,
    headers: async () =>
      (await payloadHeaders()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      ),
  }
}
