/**
 * Benchmark: peak memory of the production server while a 100 MB video goes through the
 * upload link, normalize-path and a full download. Starts the real server (`npm start`'s
 * script) on a throw-away database and uploads folder, samples the RSS of the server's
 * processes every 20 ms, and prints the figures. Run: `npm run bench:upload`.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

import { provideTestDatabase } from './lib/test-database'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.BENCH_PORT || 3200)
const base = `http://127.0.0.1:${PORT}`
const SIZE = 100 * 1024 * 1024
const ADMIN = { email: 'bench-admin@academy.test', password: 'bench-admin-password-123' }
const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/** RSS in bytes of a process and all its descendants (Linux /proc). */
const treeRss = async (pid: number): Promise<number> => {
  let total = 0
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [])
  for (const task of tasks) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')
    for (const child of children.split(' ').filter(Boolean)) total += await treeRss(Number(child))
  }
  return total
}

/** Samples the RSS until stopped; returns the peak. */
const sampler = (pid: number) => {
  let peak = 0
  let running = true
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRss(pid))
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return async () => {
    running = false
    await loop
    return peak
  }
}

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
  const database = await provideTestDatabase('bench')
  const uploads = await mkdtemp(path.join(tmpdir(), 'academy-bench-uploads-'))
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'bench-secret-not-for-production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPLOADS_DIR: uploads,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  try {
    console.log('Starting the production server (builds first if the build is stale)...')
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (i > 1200 || server.exitCode !== null) throw new Error('The server did not start')
      await new Promise((r) => setTimeout(r, 500))
    }
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const auth = { authorization: `JWT ${(await login.json()).token}` }
    // Warm the routes once so their first compile-free load is not counted as upload cost.
    await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: auth })

    await new Promise((r) => setTimeout(r, 1000))
    const baseline = await treeRss(server.pid!)

    const issued = await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: auth })
    const { uploadURL } = await issued.json()
    const uploadPeak = sampler(server.pid!)
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

    const downloadPeak = sampler(server.pid!)
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
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await database.cleanup()
    await rm(uploads, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
