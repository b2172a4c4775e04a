import type { PayloadRequest } from 'payload'

/** The signed-in staff member a record names as its author; null when the server acts alone. */
export const actingUserId = (req: PayloadRequest): number | null =>
  typeof req.user?.id === 'number' ? req.user.id : null
