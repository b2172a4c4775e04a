import type { PayloadRequest } from 'payload'

import { staffEndpoint } from '@/endpoints/role-endpoint'
import { videoUpdateSchema } from '@/lib/validation/video'
import { readValidBody } from '@/server/http/read-valid-body'

/** The collection's own access rules apply, for the signed-in staff member. */
const asCaller = (req: PayloadRequest) => ({ overrideAccess: false, user: req.user, req }) as const

export const listAdminVideos = staffEndpoint('get', '/admin/videos', async (req) => {
  const result = await req.payload.find({
    collection: 'videos',
    sort: '-createdAt',
    pagination: false,
    ...asCaller(req),
  })
  return Response.json(result)
})

export const updateAdminVideo = staffEndpoint('put', '/admin/videos/:id', async (req) => {
  const changes = await readValidBody(req, videoUpdateSchema, { collection: 'videos' })
  const doc = await req.payload.update({
    collection: 'videos',
    id: String(req.routeParams?.id),
    data: changes,
    ...asCaller(req),
  })
  return Response.json({ doc, message: 'Video updated successfully' })
})

export const deleteAdminVideo = staffEndpoint('delete', '/admin/videos/:id', async (req) => {
  const doc = await req.payload.delete({
    collection: 'videos',
    id: String(req.routeParams?.id),
    ...asCaller(req),
  })
  return Response.json({ doc, message: 'Video deleted successfully' })
})
