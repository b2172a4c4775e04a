import { ArrowRight } from '@/components/ui/icons'
import Link from 'next/link'

import { blogPostHref } from '@/lib/blog/blog-urls'
import type { BlogLanguage } from '@/lib/blog/language'
import type { BlogCard } from '@/server/content/blog'

import { BlogImage } from './blog-image'
import { PostMeta } from './post-meta'
import { TagList } from './tag-list'

type Props = {
  post: BlogCard
  lang: BlogLanguage
  texts: { readMore: string; readingTime: string; tagsLabel: string }
  preload?: boolean
}

/** A post on the list: picture, tags, title, excerpt, date, reading time and Read More. */
export function PostCard({ post, lang, texts, preload }: Props) {
  const href = blogPostHref(post.slug, lang)
  return (
    <article className="card transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/10]">
        <BlogImage
          post={post}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          preload={preload}
          alt=""
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <TagList tags={post.tags} label={texts.tagsLabel} />
        <h2 className="text-xl leading-snug font-bold">
          <Link href={href} className="hover:text-navy-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="text-slate-600">{post.excerpt}</p> : null}
        <div className="mt-auto flex flex-col gap-4">
          <PostMeta post={post} lang={lang} readingTimeText={texts.readingTime} />
          <Link
            href={href}
            // One exact name for assistive technology (browsers may put a space before the
            // hidden part when they join the text up themselves).
            aria-label={`${texts.readMore}: ${post.title}`}
            className="read-more"
          >
            {/* Many cards say Read More; the link's text says which post (screen readers and
                search engines read it; "Read More" alone is a non-descriptive link). */}
            <span>
              {texts.readMore}
              <span className="sr-only">: {post.title}</span>
            </span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  )
}
