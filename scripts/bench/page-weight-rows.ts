/**
 * What each public page weighs as the server sends it: its HTML uncompressed (target: under
 * 100 kB) and compressed as a browser asks for it, the part of it that is React's flight
 * data, and the elements the page has once its scripts have taken the first control over (from the throttled
 * browser's runs).
 */
import { request } from 'node:http'

import { HTML_BUDGET_BYTES, pageWeight } from '../lib/page-weight'
import type { Row } from './report-table'

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The body's bytes as sent, with the encoding the server chose. */
const fetchRaw = (url: string, acceptEncoding: string) =>
  new Promise<{ bytes: Buffer; encoding: string }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({
              bytes: Buffer.concat(chunks),
              encoding: String(res.headers['content-encoding'] ?? 'identity'),
            })
          : reject(new Error(`${url}: ${res.statusCode}`)),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })

export type PageWeightFigures = {
  htmlBytes: number
  flightBytes: number
  compressedBytes: number
  encoding: string
}

export const measurePageWeight = async (url: string): Promise<PageWeightFigures> => {
  const plain = await fetchRaw(url, 'identity')
  const compressed = await fetchRaw(url, 'gzip, deflate, br')
  return {
    ...pageWeight(plain.bytes.toString('utf8')),
    compressedBytes: compressed.bytes.length,
    encoding: compressed.encoding,
  }
}

export const pageWeightRows = (
  weights: Record<string, PageWeightFigures>,
  domNodes: Record<string, number>,
  reference: string,
): Row[] =>
  Object.entries(weights).flatMap(([page, f]) => {
    const isReference = page === reference
    const row = (measure: string, figure: string, target: string, met: boolean | null): Row => ({
      area: 'Page weight',
      item: page,
      measure,
      figure,
      target: isReference ? '—' : target,
      met: isReference ? null : met,
    })
    return [
      row('HTML', kB(f.htmlBytes), `< ${kB(HTML_BUDGET_BYTES)}`, f.htmlBytes < HTML_BUDGET_BYTES),
      row(`HTML compressed (${f.encoding})`, kB(f.compressedBytes), '—', null),
      row('of it flight data', kB(f.flightBytes), '—', null),
      ...(page in domNodes ? [row('DOM elements', String(domNodes[page]), '—', null)] : []),
    ]
  })
