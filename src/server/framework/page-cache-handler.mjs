/**
 * Framework reach: subclasses Next's private file-system cache to skip storing 404 pages, which
 * the App Router caches for every unknown path (vercel/next.js#73101). Pages render on their
 * first request (the build needs no database), so each invented address would stay on disk.
 * Plain JavaScript: Next loads `cacheHandler` uncompiled. Remove when Next stops caching App
 * Router 404s; re-check the private path on every Next upgrade.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && data.status === 404) return
    return super.set(key, data, ctx)
  }
}
