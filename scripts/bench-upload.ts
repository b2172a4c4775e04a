/**
 * Benchmark: peak memory of the production server while a 100 MB video goes through the
 * upload link, normalize-path and a full download. Starts the real server (`npm start`'s
 * script) on a throw-away database and uploads folder, samples the RSS of the server's
 * processes every 20 ms, and prints the figures. Run: `npm run bench:upload`.
 */
import { request } from 'node:http'
import { Readable } from 'node:stream'

import { startAppServer } from './lib/app-server'
import { MiB as MB, sampler, treeRss } from './lib/process-memory'
import { runScript } from './lib/run-script'

const PORT = Number(process.env.BENCH_PORT || 3200)
const SIZE = 100 * 1024 * 1024

const fakeVideoStream = (size: number) => {
  const header = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ])
  const chunk = Buffer.alloc(1024 * 1024, 7)
  return Readable.from(
    (function* () {
      let sent = 0
      while (sent < size) {
        const part = Buffer.from(chunk.subarray(0, Math.min(chunk.length, size - sent)))
        if (sent === 0) header.copy(part)
        sent += part.length
        yield part
      }
    })(),
  )
}

const put = (url: string, size: number) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-length': String(size) } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    fakeVideoStream(size).pipe(req)
  })

const download = (url: string) =>
  new Promise<number>((resolve, reject) => {
    let bytes = 0
    request(url, (res) => {
      res.on('data', (c: Buffer) => (bytes += c.length))
      res.on('end', () => resolve(bytes))
    })
      .on('error', reject)
      .end()
  })

const main = async () => {
  console.log('Starting the production server (builds first if the build is stale)...')
  const server = await startAppServer({ port: PORT, label: 'bench' })
  const { base, auth } = server
  try {
    // Warm the routes once so their first compile-free load is not counted as upload cost.
    await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: auth })

    await new Promise((r) => setTimeout(r, 1000))
    const baseline = await treeRss(server.pid)

    const issued = await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: auth })
    const { uploadURL } = await issued.json()
    const uploadPeak = sampler(server.pid)
    const started = performance.now()
    const status = await put(new URL(uploadURL, base).toString(), SIZE)
    const uploadSeconds = (performance.now() - started) / 1000
    const normalized = await fetch(`${base}/api/objects/normalize-path`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ rawPath: uploadURL }),
    })
    const { normalizedPath } = await normalized.json()
    const peakUpload = await uploadPeak()
    if (status !== 200 || !normalizedPath) throw new Error(`upload failed: ${status}`)

    const downloadPeak = sampler(server.pid)
    const downloadStarted = performance.now()
    const downloaded = await download(`${base}${normalizedPath}`)
    const downloadSeconds = (performance.now() - downloadStarted) / 1000
    const peakDownload = await downloadPeak()

    console.log(`\nFile size:                 ${MB(SIZE)} MiB`)
    console.log(`Server RSS before upload:  ${MB(baseline)} MiB`)
    console.log(
      `Peak RSS during upload:    ${MB(peakUpload)} MiB (+${MB(peakUpload - baseline)} MiB)`,
    )
    console.log(
      `Upload + normalize:        ${uploadSeconds.toFixed(2)} s (${(SIZE / 1024 / 1024 / uploadSeconds).toFixed(0)} MiB/s)`,
    )
    console.log(
      `Peak RSS during download:  ${MB(peakDownload)} MiB (+${MB(peakDownload - baseline)} MiB)`,
    )
    console.log(
      `Download:                  ${MB(downloaded)} MiB in ${downloadSeconds.toFixed(2)} s`,
    )
  } finally {
    await server.stop()
  }
}

runScript(main)
