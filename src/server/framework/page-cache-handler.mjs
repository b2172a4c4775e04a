/**
 * Framework reach: subclasses Next's private file-system cache
 * (next/dist/server/lib/incremental-cache/file-system-cache.js) to skip storing 404 pages,
 * which Next's App Router writes to its cache for every unknown path (vercel/next.js#73101;
 * a proposed fix, vercel/next.js#97970, was closed). Plain JavaScript: Next loads its
 * `cacheHandler` at run time, without compiling it. Remove when Next stops caching App Router
 * 404s, and re-check the private path whenever Next is upgraded.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/**
 * Next's own page and data cache (files under .next, a bounded in-memory copy, cache tags),
 * with one thing left out: a page that answered 404 is never stored. The site's pages are
 * rendered on their first request (so the build needs no database), which also renders and
 * would keep the 404 of every address a visitor invents, for good; now only real pages are
 * kept, and an unknown address costs a render of the not-found page and no disk.
 */
export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && data.status === 404) return
    return super.set(key, data, ctx)
  }
}
