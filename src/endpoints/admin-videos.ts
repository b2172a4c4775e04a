import type { Endpoint } from 'payload'

import { requireRole } from '@/access/require-role'
import { videoUpdateSchema } from '@/lib/validation/video'
import { readJsonBody } from '@/server/http/read-json'
import { parseOrThrow } from '@/server/validation-error'

const staffOnly = { overrideAccess: false } as const

/** GET /api/admin/videos — every video, active or not, newest first (staff). */
export const listAdminVideos: Endpoint = {
  path: '/admin/videos',
  method: 'get',
  handler: async (req) => {
    requireRole(req, 'admin', 'editor')
    const result = await req.payload.find({
      collection: 'videos',
      sort: '-createdAt',
      pagination: false,
      ...staffOnly,
      user: req.user,
      req,
    })
    return Response.json(result)
  },
}

/** PUT /api/admin/videos/{id} — edit title, description and isActive (staff). */
export const updateAdminVideo: Endpoint = {
  path: '/admin/videos/:id',
  method: 'put',
  handler: async (req) => {
    requireRole(req, 'admin', 'editor')
    const changes = parseOrThrow(videoUpdateSchema, await readJsonBody(req), {
      collection: 'videos',
    })
    const doc = await req.payload.update({
      collection: 'videos',
      id: String(req.routeParams?.id),
      data: changes,
      ...staffOnly,
      user: req.user,
      req,
    })
    return Response.json({ doc, message: 'Video updated successfully' })
  },
}

/** DELETE /api/admin/videos/{id} (staff). */
export const deleteAdminVideo: Endpoint = {
  path: '/admin/videos/:id',
  method: 'delete',
  handler: async (req) => {
    requireRole(req, 'admin', 'editor')
    const doc = await req.payload.delete({
      collection: 'videos',
      id: String(req.routeParams?.id),
      ...staffOnly,
      user: req.user,
      req,
    })
    return Response.json({ doc, message: 'Video deleted successfully' })
  },
}
