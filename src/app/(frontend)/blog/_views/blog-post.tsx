import { ArrowLeft } from '@/components/ui/icons'
import Link from 'next/link'

import { BlogCallToAction } from '@/components/blog/blog-call-to-action'
import { BlogImage } from '@/components/blog/blog-image'
import { LanguageToggle } from '@/components/blog/language-toggle'
import { PostBody } from '@/components/blog/post-body'
import { PostMeta } from '@/components/blog/post-meta'
import { ShareButton } from '@/components/blog/share-button'
import { TagList } from '@/components/blog/tag-list'
import { JsonLd } from '@/components/ui/json-ld'
import { Toaster } from '@/components/ui/toast/toaster'
import { blogListHref, blogPostCanonicalPath, blogPostHref } from '@/lib/blog/blog-urls'
import { DEFAULT_BLOG_IMAGE_PATHS, defaultBlogImageIndex } from '@/lib/blog/default-image'
import type { BlogLanguage } from '@/lib/blog/language'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { blogPostingJsonLd } from '@/lib/seo/blog-posting'
import type { BlogPage } from '@/payload-types'
import type { BlogPostView as Post } from '@/server/content/blog'
import { getCachedGlobal } from '@/server/content/globals'
import { serverUrl } from '@/server/seo/server-url'

type Props = { post: Post; texts: BlogPage; lang: BlogLanguage }

export async function BlogPostView({ post, texts, lang }: Props) {
  const site = await getCachedGlobal('site')
  const origin = serverUrl()
  const imagePath =
    post.image?.sizes?.hero?.url ??
    post.image?.url ??
    DEFAULT_BLOG_IMAGE_PATHS[defaultBlogImageIndex(post.id, DEFAULT_BLOG_IMAGE_PATHS.length)]

  return (
    <>
      <article lang={lang}>
        <header className="bg-navy-900 text-white">
          <div className="mx-auto max-w-4xl px-4 pt-10 pb-14 sm:px-6 sm:pt-12">
            {/* A browser paints the page before all of it has arrived: the language choice
                starts under the way back, where its second language coming in cannot move it
                (pushed to the right, or onto a line of its own on a phone, it would), and the
                meta line is as tall as the share button, so it is not centred on a button that
                has not arrived yet. */}
            <div className="flex flex-col items-start gap-4">
              <Link
                href={blogListHref(lang)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-gold-300 hover:text-gold-200"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {texts.backToBlog}
              </Link>
              <LanguageToggle
                current={lang}
                hrefFor={(other) => blogPostHref(post.slug, other)}
                label={texts.languageLabel}
                tone="dark"
              />
            </div>
            <div className="mt-10">
              <TagList tags={post.tags} label={texts.tagsLabel} tone="dark" />
            </div>
            <h1 className="mt-5 text-3xl leading-tight font-bold text-white sm:text-5xl">
              {post.title}
            </h1>
            {post.excerpt ? <p className="mt-5 text-lg text-navy-100">{post.excerpt}</p> : null}
            <div className="mt-8 flex flex-wrap items-start justify-between gap-4">
              <div className="flex min-h-11 items-center">
                <PostMeta post={post} lang={lang} readingTimeText={texts.readingTime} tone="dark" />
              </div>
              <ShareButton
                label={texts.share}
                title={post.title}
                text={post.excerpt}
                copied={{ title: texts.linkCopiedTitle, description: texts.linkCopiedText }}
                failed={{ title: texts.copyFailedTitle, description: texts.copyFailedText }}
              />
            </div>
          </div>
        </header>

        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <div className="relative -mt-2 aspect-[16/9] overflow-hidden rounded-b-2xl shadow-lg sm:mt-8 sm:rounded-2xl">
            <BlogImage post={post} sizes="(min-width: 896px) 848px, 100vw" preload />
          </div>
        </div>

        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <PostBody content={post.content} />
        </div>
      </article>

      <BlogCallToAction texts={texts} />

      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          description: post.excerpt,
          url: absoluteUrl(blogPostCanonicalPath(post.slug, lang), origin),
          image: absoluteUrl(imagePath, origin),
          lang,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          tags: post.tags,
          publisher: { name: site.name, url: absoluteUrl('/', origin) },
        })}
      />
      <Toaster />
    </>
  )
}
