/* Uploaded videos, streamed with byte ranges (see src/server/video-uploads/serve-video.ts). */
import { serveStoredVideo } from '@/server/video-uploads/serve-video'

type Context = { params: Promise<{ file: string }> }

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: Context) =>
  serveStoredVideo(request, (await params).file)

export const HEAD = GET
