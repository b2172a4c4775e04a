'use client'

import { Eye, EyeOff, Pencil, Play, Trash } from 'lucide-react'
import { useState } from 'react'

import { formatTableDate } from '@/lib/export-headers'
import type { Video } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { DataTable, type TableText } from '../ui/data-table'
import { IconButton } from '../ui/icon-button'
import { StatusPill } from '../ui/status-pill'
import { useChosenRow } from '../ui/use-chosen-row'
import { VideoEditDialog } from './video-edit-dialog'
import { VideoPreviewDialog } from './video-preview-dialog'
import { sourceOf } from './video-source'
import { useDeleteVideo, useUpdateVideo, useVideos } from './use-videos'

const VIDEOS_TABLE: TableText = {
  label: 'Videos',
  columns: ['Title', 'Source', 'Status', 'Added'],
  empty: 'No videos yet.',
}

const SourceCell = ({ video }: { video: Video }) => {
  const source = sourceOf(video)
  if (source.kind === 'youtube') {
    return (
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        YouTube
      </a>
    )
  }
  if (source.kind === 'file') return <span title={source.fileName}>File: {source.fileName}</span>
  return <span className="dash-muted">None</span>
}

const deleteWording = (video: Video | null) => ({
  title: 'Delete this video?',
  description: `"${video?.title ?? ''}" will be removed from the website and its file deleted.`,
  confirmLabel: 'Delete',
})

/** Every video with preview, edit, show/hide on the website, and delete after a confirmation. */
export const VideosTable = () => {
  const videos = useVideos()
  const updateVideo = useUpdateVideo()
  const deleteVideo = useDeleteVideo()
  const [editing, setEditing] = useState<Video | null>(null)
  const [previewing, setPreviewing] = useState<Video | null>(null)
  const [deleting, setDeleting, deleteDialog] = useChosenRow<Video>(deleteWording)
  const docs = videos.data?.docs ?? []

  return (
    <>
      <DataTable text={VIDEOS_TABLE} query={videos} rows={docs} rowActions>
        {(video) => {
          const active = video.isActive !== false
          return (
            <tr key={video.id} data-video={video.id}>
              <td>
                <div className="dash-strong">{video.title}</div>
                {video.description && (
                  <div className="dash-small dash-muted dash-clamp">{video.description}</div>
                )}
              </td>
              <td className="dash-small">
                <SourceCell video={video} />
              </td>
              <td>
                <StatusPill tone={active ? 'success' : 'light-gray'}>
                  {active ? 'Active' : 'Inactive'}
                </StatusPill>
              </td>
              <td className="dash-nowrap">{formatTableDate(video.createdAt)}</td>
              <td>
                <div className="dash-row-actions">
                  <IconButton
                    label="Preview video"
                    icon={Play}
                    onClick={() => setPreviewing(video)}
                  />
                  <IconButton label="Edit video" icon={Pencil} onClick={() => setEditing(video)} />
                  <IconButton
                    label={active ? 'Deactivate video' : 'Activate video'}
                    icon={active ? EyeOff : Eye}
                    disabled={updateVideo.isPending && updateVideo.variables?.id === video.id}
                    onClick={() =>
                      updateVideo.mutate({ id: video.id, changes: { isActive: !active } })
                    }
                  />
                  <IconButton
                    label="Delete video"
                    icon={Trash}
                    tone="danger"
                    onClick={() => setDeleting(video)}
                  />
                </div>
              </td>
            </tr>
          )
        }}
      </DataTable>
      <VideoEditDialog video={editing} onClose={() => setEditing(null)} />
      <VideoPreviewDialog video={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        {...deleteDialog}
        busy={deleteVideo.isPending}
        onConfirm={() =>
          deleting && deleteVideo.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </>
  )
}
