import { blogListHref, blogPostCanonicalPath } from '@/lib/blog/blog-urls'
import { DEFAULT_BLOG_LANGUAGE, isBlogLanguage } from '@/lib/blog/language'
import { buildRssFeed } from '@/lib/blog/rss'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { getBlogFeedPosts } from '@/server/content/blog'
import { getBlogPageTexts } from '@/server/content/blog-page-texts'
import { getCachedGlobal } from '@/server/content/globals'
import { rssFeedPath } from '@/server/seo/blog-metadata'
import { serverUrl } from '@/server/seo/server-url'

const FEED_SIZE = 20

export async function GET(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang') ?? DEFAULT_BLOG_LANGUAGE
  if (!isBlogLanguage(lang)) {
    return new Response('Unknown language: use lang=en or lang=ms.\n', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const [texts, site, posts] = await Promise.all([
    getBlogPageTexts(lang),
    getCachedGlobal('site'),
    getBlogFeedPosts(lang, FEED_SIZE),
  ])
  const origin = serverUrl()
  const xml = buildRssFeed({
    title: `${texts.heroHeading} | ${site.name}`,
    description: texts.heroIntro ?? texts.heroHeading,
    link: absoluteUrl(blogListHref(lang), origin),
    feedUrl: absoluteUrl(rssFeedPath(lang), origin),
    lang,
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(blogPostCanonicalPath(post.slug, lang), origin),
      description: post.excerpt,
      publishedAt: post.publishedAt,
      categories: post.tags,
    })),
  })
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  })
}
