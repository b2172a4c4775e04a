import type { PayloadRequest } from 'payload'

export const actingUserId = (req: PayloadRequest): number | null =>
  typeof req.user?.id === 'number' ? req.user.id : null
