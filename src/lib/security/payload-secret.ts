import { createHash } from 'node:crypto'

// As Payload derives it at start: the request guards check signed links before Next.js runs.
export const payloadSecretOf = (configured: string): string =>
  createHash('sha256').update(configured).digest('hex').slice(0, 32)
