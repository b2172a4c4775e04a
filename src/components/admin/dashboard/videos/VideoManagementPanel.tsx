'use client'

import { Section } from '../ui/Section'
import { VideoUploadForm } from './VideoUploadForm'
import { VideosTable } from './VideosTable'
import { YouTubeForm } from './YouTubeForm'

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
