'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

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
import { notifyFailure, notifySuccess } from '../data/notify'

const ADMIN_VIDEOS = '/api/admin/videos'

export type NewVideo = {
  title: string
  description?: string
} & ({ fileName: string; filePath: string } | { youtubeUrl: string })

export type VideoChanges = { title?: string; description?: string | null; isActive?: boolean }

/** Every video, active or not (staff), newest first. */
export const useVideos = () => useQuery<{ docs: Video[] }>({ queryKey: [ADMIN_VIDEOS] })

const useRefreshVideos = () => {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: [ADMIN_VIDEOS] })
}

/** POST /api/videos: an uploaded file's stored path, or a YouTube link. */
export const useCreateVideo = () => {
  const refresh = useRefreshVideos()
  return useMutation({
    mutationFn: (video: NewVideo) => apiRequest<{ doc: Video }>('POST', '/api/videos', video),
    onSuccess: () => notifySuccess(VIDEO_UPLOADED),
    onError: (error) => notifyFailure(error, VIDEO_UPLOAD_FAILED),
    onSettled: refresh,
  })
}

/** PUT /api/admin/videos/{id}: title, description, and shown on the website or not. */
export const useUpdateVideo = () => {
  const refresh = useRefreshVideos()
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: VideoChanges }) =>
      apiRequest<{ doc: Video; message: string }>('PUT', `${ADMIN_VIDEOS}/${id}`, changes),
    onSuccess: () => notifySuccess(VIDEO_UPDATED),
    onError: (error) => notifyFailure(error, VIDEO_UPDATE_FAILED),
    onSettled: refresh,
  })
}

export const useDeleteVideo = () => {
  const refresh = useRefreshVideos()
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ doc: Video; message: string }>('DELETE', `${ADMIN_VIDEOS}/${id}`),
    onSuccess: () => notifySuccess(VIDEO_DELETED),
    onError: (error) => notifyFailure(error, VIDEO_DELETE_FAILED),
    onSettled: refresh,
  })
}
