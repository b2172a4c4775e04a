import type { Metadata } from 'next'

import { BlogNotFound } from '@/components/blog/blog-not-found'
import { blogLanguageOrDefault } from '@/lib/blog/language'
import { getBlogPageTexts } from '@/server/content/blog-page-texts'
import { postNotFoundMetadata } from '@/server/seo/blog-metadata'

// A 404's HTML takes its title from this file, not from the page; Next hands it the segment's
// params, so the title is in the post's language before any script runs.
export async function generateMetadata({
  params,
}: {
  params: Promise<{ lang?: string }>
}): Promise<Metadata> {
  const { lang } = await params
  return postNotFoundMetadata(await getBlogPageTexts(blogLanguageOrDefault(lang)))
}

export default BlogNotFound
