/**
 * One HTTP request over a connection of its own, from a chosen local address, timed to the
 * answer's headers. fetch cannot choose the local address, and the server's per-client
 * limits key on it: the attacker and the ordinary visitor must look like different clients.
 */
import { request } from 'node:http'

export type Sent = {
  /** 0 when no answer came (reset, refused, timed out). */
  status: number
  /** From sending the first byte to the answer's headers (or to the failure). */
  ms: number
  /** The answer's body size and its first few KB, to check that nothing of the input is echoed. */
  bodyBytes: number
  bodyStart: string
  error?: string
}

export type SendOptions = {
  method?: string
  headers?: Record<string, string>
  /** Written in order, each after the previous one drained (a large body is a shared buffer). */
  body?: Buffer[]
  /** Sent chunked, without Content-Length, as a client hiding its size would. */
  chunked?: boolean
  localAddress?: string
  timeoutMs?: number
}

const KEEP = 8192

export const send = (url: string, options: SendOptions = {}): Promise<Sent> =>
  new Promise((resolve) => {
    const { method = 'GET', headers = {}, body = [], chunked = false, timeoutMs = 30_000 } = options
    const length = body.reduce((sum, part) => sum + part.length, 0)
    const started = performance.now()
    let answered: number | null = null
    let settled = false
    const finish = (result: Omit<Sent, 'ms'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...result, ms: (answered ?? performance.now()) - started })
      // A refusal may come while the body is still going out: the rest is never sent.
      req.destroy()
    }
    const req = request(url, {
      method,
      agent: false,
      localAddress: options.localAddress,
      headers: chunked || !body.length ? headers : { ...headers, 'content-length': String(length) },
    })
    const timer = setTimeout(() => req.destroy(new Error('timed out')), timeoutMs)
    req.on('response', (res) => {
      answered = performance.now()
      let bodyBytes = 0
      const kept: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        if (bodyBytes < KEEP) kept.push(chunk)
        bodyBytes += chunk.length
      })
      const done = () =>
        finish({
          status: res.statusCode ?? 0,
          bodyBytes,
          bodyStart: Buffer.concat(kept).subarray(0, KEEP).toString('latin1'),
        })
      res.on('end', done)
      // The server may close as soon as it has refused: what it answered still counts.
      res.on('error', done)
      res.on('close', done)
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      finish({ status: 0, bodyBytes: 0, bodyStart: '', error: error.code ?? error.message })
    })
    const write = async () => {
      for (const part of body) {
        if (req.destroyed || answered !== null) return
        if (!req.write(part)) {
          await new Promise((r) => {
            req.once('drain', r)
            req.once('close', r)
          })
        }
      }
      if (!req.destroyed) req.end()
    }
    void write()
  })
