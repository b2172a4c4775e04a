'use client'

import { useQuery } from '@tanstack/react-query'

import {
  VIDEO_DELETE_FAILED,
  VIDEO_DELETED,
  VIDEO_UPDATE_FAILED,
  VIDEO_UPDATED,
  VIDEO_UPLOAD_FAILED,
  VIDEO_UPLOADED,
} from '@/lib/dashboard/messages'
import type { Video } from '@/payload-types'

import { apiRequest } from '../data/api'
import { useDashboardMutation } from '../data/use-dashboard-mutation'

const ADMIN_VIDEOS = '/api/admin/videos'

export type NewVideo = {
  title: string
  description?: string
} & ({ fileName: string; filePath: string } | { youtubeUrl: string })

export type VideoChanges = { title?: string; description?: string | null; isActive?: boolean }

/** Every video, active or not (staff), newest first. */
export const useVideos = () => useQuery<{ docs: Video[] }>({ queryKey: [ADMIN_VIDEOS] })

/** POST /api/videos: an uploaded file's stored path, or a YouTube link. */
export const useCreateVideo = () =>
  useDashboardMutation({
    mutationFn: (video: NewVideo) => apiRequest<{ doc: Video }>('POST', '/api/videos', video),
    success: VIDEO_UPLOADED,
    failure: VIDEO_UPLOAD_FAILED,
    refresh: [ADMIN_VIDEOS],
  })

/** PUT /api/admin/videos/{id}: title, description, and shown on the website or not. */
export const useUpdateVideo = () =>
  useDashboardMutation({
    mutationFn: ({ id, changes }: { id: number; changes: VideoChanges }) =>
      apiRequest<{ doc: Video; message: string }>('PUT', `${ADMIN_VIDEOS}/${id}`, changes),
    success: VIDEO_UPDATED,
    failure: VIDEO_UPDATE_FAILED,
    refresh: [ADMIN_VIDEOS],
  })

export const useDeleteVideo = () =>
  useDashboardMutation({
    mutationFn: (id: number) =>
      apiRequest<{ doc: Video; message: string }>('DELETE', `${ADMIN_VIDEOS}/${id}`),
    success: VIDEO_DELETED,
    failure: VIDEO_DELETE_FAILED,
    refresh: [ADMIN_VIDEOS],
  })
