import { createHash } from 'node:crypto'

/**
 * The key Payload signs with (its `payload.secret`), from the configured PAYLOAD_SECRET, as
 * Payload derives it when it starts. The server's request guards check a payer's signed link
 * with it before a request reaches Next.js, where no Payload instance is at hand.
 */
export const payloadSecretOf = (configured: string): string =>
  createHash('sha256').update(configured).digest('hex').slice(0, 32)
