import type { Payload, PayloadRequest } from 'payload'

import { BLOG_PAGE_TEXTS, GALLERY_PAGE_TEXTS } from './content'

export const seedBlogGalleryPages = async (
  payload: Payload,
  req: PayloadRequest,
): Promise<void> => {
  await payload.updateGlobal({ req, slug: 'gallery-page', data: GALLERY_PAGE_TEXTS })
  await payload.updateGlobal({
    req,
    slug: 'blog-page',
    locale: 'en',
    data: { ...BLOG_PAGE_TEXTS.en, postsPerPage: 9 },
  })
  await payload.updateGlobal({ req, slug: 'blog-page', locale: 'ms', data: BLOG_PAGE_TEXTS.ms })
}
