'use client'

import { Section } from '../ui/section'
import { VideoUploadForm } from './video-upload-form'
import { VideosTable } from './videos-table'
import { YouTubeForm } from './youtube-form'

/** Video Management (admins and editors): upload, add from YouTube, and manage the list. */
export const VideoManagementPanel = () => (
  <Section
    id="videos"
    title="Video Management"
    summary="Active videos appear in Free Videos on the website."
  >
    <div className="dash-forms">
      <VideoUploadForm />
      <YouTubeForm />
    </div>
    <VideosTable />
  </Section>
)
