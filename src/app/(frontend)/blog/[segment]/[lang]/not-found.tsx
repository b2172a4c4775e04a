import type { Metadata } from 'next'

import { PostNotFound } from '@/components/blog/post-not-found'
import { BLOG_LANGUAGES, blogLanguageOrDefault } from '@/lib/blog/language'
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

/** An unknown or unpublished post (or a page past the list's last): 404 inside the site. */
export default async function BlogNotFound() {
  const texts = Object.fromEntries(
    await Promise.all(
      BLOG_LANGUAGES.map(async (lang) => {
        const page = await getBlogPageTexts(lang)
        const entry = {
          heading: page.postNotFoundHeading,
          text: page.postNotFoundText ?? null,
          backToBlog: page.backToBlog,
        }
        return [lang, entry] as const
      }),
    ),
  )
  return <PostNotFound texts={texts as Parameters<typeof PostNotFound>[0]['texts']} />
}
