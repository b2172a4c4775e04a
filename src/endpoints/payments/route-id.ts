import { NotFound, type PayloadRequest } from 'payload'

/** A route's numeric :id, or 404 (as Payload answers an id that names nothing). */
export const routeId = (req: PayloadRequest): number => {
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new NotFound(req.t)
  return id
}
