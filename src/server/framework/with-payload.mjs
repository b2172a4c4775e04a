/**
 * Framework reach: Payload's `withPayload` around the site's Next config, with two of its
 * effects changed.
 * - Next's server minification is off. Payload names its errors after their classes
 *   (`this.constructor.name`) and only shows a named error's message, so minified class
 *   names turned every API error message into "An unknown error occurred." in production
 *   (payloadcms/payload#13645; fix proposed in payloadcms/payload#14375). Remove when Payload
 *   sets its errors' names explicitly.
 * - Its colour-scheme client hints (Accept-CH + Critical-CH on '/:path*') are kept to /admin,
 *   whose theme they serve. On the public site they made browsers send each first page
 *   request twice and split caches by a header the site never reads
 *   (payloadcms/payload#17906). Remove when `withPayload` scopes them itself.
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
