import type { S3ClientConfig } from '@aws-sdk/client-s3'

export type S3Settings = {
  bucket: string
  client: S3ClientConfig
  /** The store's address as browsers reach it, for presigned upload URLs (default: endpoint). */
  publicEndpoint?: string
}

export const s3Settings = (env: NodeJS.ProcessEnv = process.env): S3Settings | null => {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    ...(env.S3_PUBLIC_ENDPOINT?.trim() ? { publicEndpoint: env.S3_PUBLIC_ENDPOINT.trim() } : {}),
    client: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      ...(env.S3_ENDPOINT?.trim() ? { endpoint: env.S3_ENDPOINT.trim() } : {}),
      // MinIO and most self-hosted stores serve buckets as paths, not subdomains.
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      // Without keys the SDK's own chain applies (instance roles, AWS_* variables).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: the default adds a CRC to presigned PUTs that
      // a browser's body cannot match, and many S3-compatible stores reject the trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}
