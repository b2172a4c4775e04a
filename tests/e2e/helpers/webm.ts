import type { Page } from '@playwright/test'

/**
 * A real, playable WebM video, recorded by the browser itself from a canvas (MediaRecorder,
 * VP8): no binary fixture in the repository, and nothing downloaded.
 */
export const recordWebm = async (page: Page, milliseconds = 1500): Promise<Buffer> => {
  const base64 = await page.evaluate(async (duration) => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 180
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), {
      mimeType: 'video/webm;codecs=vp8',
    })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    let frame = 0
    const paint = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 12) % 360}, 70%, 45%)`
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.fillStyle = '#fff'
      context.font = '28px sans-serif'
      context.fillText(`Leadership ${frame}`, 20, 100)
    }, 60)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start(250)
    await new Promise((resolve) => setTimeout(resolve, duration))
    recorder.stop()
    await stopped
    clearInterval(paint)
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i])
    return btoa(binary)
  }, milliseconds)
  return Buffer.from(base64, 'base64')
}
