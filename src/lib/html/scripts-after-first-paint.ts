/**
 * Starts a page's framework scripts once its first paint is on screen, instead of with the
 * document.
 *
 * Next.js lists the chunks a page needs as `<script async>` in the head, and its bootstrap
 * chunk as one more in the body, so a browser fetches them (about 145–165 KiB compressed
 * here) at the same moment as the stylesheet and the two preloaded fonts, which the first
 * paint waits for. On a slow mobile link they share its bandwidth, and the first paint comes
 * later by their weight; Lighthouse's mobile estimate counts every script that arrived
 * before the largest paint. Started after the first paint, the text and pictures come
 * first; the page becomes interactive when the scripts arrive, as before, a paint later. The
 * server-rendered HTML is complete without them: links, reading and the forms' fields work
 * before hydration. The inline scripts stay where they are: the page's data and the chunk
 * list only fill arrays that the chunks read when they run.
 *
 * The chunks' low-priority preloads (a chunk the page's data asks for) are moved the same
 * way, so nothing script-shaped competes with the first paint.
 */

// Next.js's own markup for its chunks: static, same-origin files.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g

/**
 * Adds the chunks at the first contentful paint, or at once when the page is not visible (a
 * background tab or a prerender is not painted until shown) or the browser does not report
 * paints; after two seconds in any case, so a page whose first paint has nothing contentful
 * in it still becomes interactive.
 */
const LOADER = `(function(scripts,preloads){var started=false;function add(tag,attributes){var element=document.createElement(tag);for(var name in attributes)element.setAttribute(name,attributes[name]);if(tag==='script')element.async=true;document.head.appendChild(element)}function start(){if(started)return;started=true;preloads.forEach(function(href){add('link',{rel:'preload',as:'script',href:href})});scripts.forEach(function(src){add('script',{src:src})})}if(document.visibilityState!=='visible'||typeof PerformanceObserver!=='function'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return start();new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});setTimeout(start,2000)})`

// A JSON array inside a <script>: `<` escaped so no value can close the element.
const scriptLiteral = (values: string[]) => JSON.stringify(values).replace(/</g, '\\u003c')

/** The page with its chunk scripts started by the first-paint loader; unchanged if it has none. */
export const startScriptsAfterFirstPaint = (html: string): string => {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const scripts = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1])
  if (scripts.length === 0) return html
  const head = html.slice(0, headEnd)
  const preloads = [...head.matchAll(CHUNK_PRELOAD)].map((match) => match[1])
  const loader = `<script>${LOADER}(${scriptLiteral(scripts)},${scriptLiteral(preloads)})</script>`
  return (
    head.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, '') +
    loader +
    html.slice(headEnd).replace(CHUNK_SCRIPT, '')
  )
}
