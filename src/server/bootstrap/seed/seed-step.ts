import type { Payload, PayloadRequest } from 'payload'

/** One step of the seed: it writes with the request of the seed's transaction. */
export type SeedStep = (payload: Payload, req: PayloadRequest) => Promise<void>
