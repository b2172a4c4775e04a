import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { startScriptsAfterFirstPaint } from '@/lib/html/scripts-after-first-paint'

// The head of a page as Next.js 16 writes it (trimmed): fonts, stylesheet, one low-priority
// chunk preload, the chunk scripts, then metadata and the legacy-browser polyfill.
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<title>Contact Us</title>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '</head>'
// The body ends with the chunk list, the bootstrap chunk and the page's data.
const CHUNK_LIST =
  '<script id="_R_">(globalThis.TURBOPACK||=[]).push({"otherChunks":["a.js"]})</script>'
const DATA = '<script>self.__next_f.push([1])</script>'
const BODY =
  '<body><main><h1>Contact Us</h1></main>' +
  CHUNK_LIST +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  DATA +
  '</body></html>'

const loaderOf = (html: string) => {
  const match = /<script>(\(function\(scripts,preloads\)[\s\S]*?)<\/script>/.exec(html)
  if (!match) throw new Error('no loader in the page')
  return match[1]
}

type Added = { tag: string; attributes: Record<string, string>; async?: boolean }

/** Runs the loader against a scripted browser: what it adds to the head, and when. */
const runLoader = (
  code: string,
  browser: { visibility?: string; paintSupported?: boolean; observer?: boolean } = {},
) => {
  const added: Added[] = []
  let observed: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
  let timer: (() => void) | undefined
  let disconnected = false
  class FakeObserver {
    static supportedEntryTypes = browser.paintSupported === false ? ['mark'] : ['mark', 'paint']
    constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
      observed = (list) => callback(list, { disconnect: () => (disconnected = true) })
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true })
    }
  }
  const document = {
    visibilityState: browser.visibility ?? 'visible',
    createElement: (tag: string) => {
      const element: Added = { tag, attributes: {} }
      // Not enumerable, so the added elements compare as plain records.
      return Object.defineProperty(element, 'setAttribute', {
        value: (name: string, value: string) => (element.attributes[name] = value),
      })
    },
    head: { appendChild: (element: Added) => added.push(element) },
  }
  runInNewContext(code, {
    document,
    PerformanceObserver: browser.observer === false ? undefined : FakeObserver,
    setTimeout: (callback: () => void, ms: number) => {
      expect(ms).toBe(2000)
      timer = callback
    },
  })
  const paint = (name: string) =>
    observed?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
  return { added, paint, fireTimer: () => timer?.(), disconnected: () => disconnected }
}

describe('startScriptsAfterFirstPaint', () => {
  const page = startScriptsAfterFirstPaint(HEAD + BODY)

  it('takes the chunk scripts and their preloads out of the markup, and leaves the rest', () => {
    expect(page).not.toMatch(/<script src="[^"]+" async/)
    expect(page).not.toContain('<link rel="preload" as="script"')
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"',
      '<title>Contact Us</title>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<body><main><h1>Contact Us</h1></main>' + CHUNK_LIST + DATA + '</body></html>',
    ])
      expect(page).toContain(kept)
    // One loader, at the end of the head.
    expect(page.match(/<script>\(function\(scripts,preloads\)/g)).toHaveLength(1)
    expect(page).toContain('"/_next/static/chunks/late.js"])</script></head>')
  })

  it('adds nothing until the first contentful paint, then the preloads and every chunk', () => {
    const browser = runLoader(loaderOf(page))
    expect(browser.added).toEqual([])
    browser.paint('first-paint')
    expect(browser.added).toEqual([])
    browser.paint('first-contentful-paint')
    expect(browser.added).toEqual([
      {
        tag: 'link',
        attributes: { rel: 'preload', as: 'script', href: '/_next/static/chunks/late.js' },
      },
      { tag: 'script', attributes: { src: '/_next/static/chunks/a.js' }, async: true },
      { tag: 'script', attributes: { src: '/_next/static/chunks/turbopack-b.js' }, async: true },
      { tag: 'script', attributes: { src: '/_next/static/chunks/boot.js' }, async: true },
    ])
    expect(browser.disconnected()).toBe(true)
    // The fallback timer finds them started and adds nothing twice.
    browser.fireTimer()
    expect(browser.added).toHaveLength(4)
  })

  it('starts the scripts after two seconds when no contentful paint is reported', () => {
    const browser = runLoader(loaderOf(page))
    browser.fireTimer()
    expect(browser.added.map((element) => element.tag)).toEqual([
      'link',
      'script',
      'script',
      'script',
    ])
  })

  it('starts them at once in a page that is not visible or a browser without paint timing', () => {
    for (const browser of [
      { visibility: 'hidden' },
      { visibility: 'prerender' },
      { paintSupported: false },
      { observer: false },
    ])
      expect(runLoader(loaderOf(page), browser).added).toHaveLength(4)
  })

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<!doctype html><html><head><title>x</title></head><body></body></html>'
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain)
  })

  it('does not move scripts of other origins, or any script of a page without a head', () => {
    const html =
      '<html><head><script src="https://example.org/x.js" async=""></script></head>' +
      '<body><script src="/_next/static/chunks/body.js" async=""></script></body></html>'
    const out = startScriptsAfterFirstPaint(html)
    expect(out).toContain('<script src="https://example.org/x.js" async=""></script>')
    expect(loaderOf(out)).toContain('["/_next/static/chunks/body.js"]')
    const headless = '<p>x</p><script src="/_next/static/chunks/a.js" async=""></script>'
    expect(startScriptsAfterFirstPaint(headless)).toBe(headless)
  })

  it('escapes < in the sources it writes into the loader', () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a</script>.js" async=""></script></head><body></body></html>'
    const out = startScriptsAfterFirstPaint(html)
    expect(out).not.toContain('a</script>.js')
    expect(out).toContain('a\\u003c/script>.js')
  })
})
