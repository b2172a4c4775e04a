import { BLOG_LANGUAGES } from '@/lib/blog/language'
import { getBlogPageTexts } from '@/server/content/blog-page-texts'

import { PostNotFound } from './post-not-found'

/** An unknown or unpublished post (or a page past the list's last): 404 inside the site. */
export async function BlogNotFound() {
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
