import { videoTooLarge } from '@/lib/video-uploads/upload-limits'
import { INVALID_VIDEO_TYPE } from '@/lib/validation/messages'
import { detectVideo, SNIFF_BYTES, type DetectedVideo } from '@/lib/video-uploads/video-type'

import { UploadRefused } from './upload-refused'

export type GateResult = { size: number; video: DetectedVideo | null }

// Holds back only the first few KB until they prove the file a video, so a 100 MB upload streams
// through in small chunks.
export const videoGate = (limit: number) => {
  const result: GateResult = { size: 0, video: null }
  async function* gate(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    let head: Uint8Array[] | null = []
    let headBytes = 0
    const check = async () => {
      result.video = await detectVideo(Buffer.concat(head ?? []))
      if (!result.video) throw new UploadRefused(415, INVALID_VIDEO_TYPE)
    }
    for await (const chunk of source) {
      result.size += chunk.length
      if (result.size > limit) throw new UploadRefused(413, videoTooLarge())
      if (!head) {
        yield chunk
        continue
      }
      head.push(chunk)
      headBytes += chunk.length
      if (headBytes < SNIFF_BYTES) continue
      await check()
      yield Buffer.concat(head)
      head = null
    }
    if (head) {
      await check()
      yield Buffer.concat(head)
    }
  }
  return { gate, result }
}
