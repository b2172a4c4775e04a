import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptsOf, isNextInlineScript } from '@/lib/security/next-inline-scripts'

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// As Next.js 16 writes them into a page (payloads shortened).
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[339756,[],\\"default\\"]"])'
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});'

describe('isNextInlineScript', () => {
  it('knows the flight data queue, its pushes and Turbopack’s bootstrap', () => {
    expect(isNextInlineScript(FLIGHT_START)).toBe(true)
    expect(isNextInlineScript(FLIGHT_PUSH)).toBe(true)
    expect(isNextInlineScript('self.__next_f.push([3,"AAEC"])')).toBe(true)
    expect(isNextInlineScript(TURBOPACK)).toBe(true)
  })

  it('refuses anything else, even dressed as one of them', () => {
    for (const script of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"a"])+alert(1)+([1,"b"])',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([9,"x"])',
      'self.__next_f.push([1,"x",2])',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":alert(1)});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([1]);',
    ]) {
      expect(isNextInlineScript(script), script).toBe(false)
    }
  })
})

describe('inlineScriptsOf', () => {
  it('hashes each of Next’s inline scripts once and counts the others', () => {
    const html = [
      `<script>${FLIGHT_START}</script>`,
      `<script id="_R_">${TURBOPACK}</script>`,
      `<script>${FLIGHT_PUSH}</script>`,
      `<script>${FLIGHT_PUSH}</script>`,
      // Text a CMS field broke out with, had it ever reached the page unescaped.
      '<p></script><script>alert(1)</script></p>',
      '<script type="module">import("/x.js")</script>',
    ].join('')
    expect(inlineScriptsOf(html)).toEqual({
      hashes: [hashOf(FLIGHT_START), hashOf(TURBOPACK), hashOf(FLIGHT_PUSH)],
      foreign: 2,
    })
  })

  it('skips scripts loaded from a file and data blocks that never run', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"a":1}</script>'
    expect(inlineScriptsOf(html)).toEqual({ hashes: [], foreign: 0 })
  })
})
