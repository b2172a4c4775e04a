import { blogPageRewrite } from '../blog/page-routes'
import { galleryPageRewrite } from '../gallery/gallery-filter'

// See blog/page-routes.ts for why these are path rewrites.
export const publicPageRewrite = (pathname: string, search: URLSearchParams): string | null =>
  blogPageRewrite(pathname, search) ?? galleryPageRewrite(pathname, search)
