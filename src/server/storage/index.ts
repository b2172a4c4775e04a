import path from 'node:path'

import { LocalVideoStorage } from './local-video-storage'
import { s3Settings } from './s3-settings'
import { S3VideoStorage } from './s3-video-storage'
import type { VideoStorage } from './video-storage'

let storage: VideoStorage | undefined

export const videoStorage = (): VideoStorage => {
  if (storage) return storage
  const s3 = s3Settings()
  storage = s3
    ? new S3VideoStorage(s3)
    : new LocalVideoStorage(
        process.env.UPLOADS_DIR || path.resolve(process.cwd(), 'uploads'),
        process.env.PAYLOAD_SECRET || '',
        (process.env.SERVER_URL || '').replace(/\/$/, ''),
      )
  return storage
}
