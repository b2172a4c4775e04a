import { blogPageRewrite } from '../blog/page-routes'
import { galleryPageRewrite } from '../gallery/gallery-filter'

/**
 * The internal path that renders a public page whose content depends on its query
 * (`/blog?lang=ms`, `/gallery?category=Training`), or null when the request goes on as it is.
 * See blog/page-routes.ts for why these are path rewrites.
 */
export const publicPageRewrite = (pathname: string, search: URLSearchParams): string | null =>
  blogPageRewrite(pathname, search) ?? galleryPageRewrite(pathname, search)
