import { Rss } from '@/components/ui/icons'

import { LanguageToggle } from '@/components/blog/language-toggle'
import { Pagination } from '@/components/blog/pagination'
import { PostCard } from '@/components/blog/post-card'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { blogListHref } from '@/lib/blog/blog-urls'
import type { BlogLanguage } from '@/lib/blog/language'
import type { BlogPage } from '@/payload-types'
import type { BlogListPage } from '@/server/content/blog'
import { rssFeedPath } from '@/server/seo/blog-metadata'

type Props = { list: BlogListPage; texts: BlogPage; lang: BlogLanguage }

export function BlogListView({ list, texts, lang }: Props) {
  const cardTexts = {
    readMore: texts.readMore,
    readingTime: texts.readingTime,
    tagsLabel: texts.tagsLabel,
  }
  return (
    <div lang={lang}>
      <PageHero heading={texts.heroHeading} intro={texts.heroIntro} eyebrow={texts.heroEyebrow}>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <LanguageToggle
            current={lang}
            hrefFor={(other) => blogListHref(other, list.page)}
            label={texts.languageLabel}
            tone="dark"
          />
          <a
            href={rssFeedPath(lang)}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
          >
            <Rss aria-hidden="true" className="size-4" />
            {texts.rssLink}
          </a>
        </div>
      </PageHero>

      <Section tone="mist">
        {list.posts.length ? (
          <>
            <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
              {list.posts.map((post, i) => (
                <li key={post.id}>
                  <PostCard post={post} lang={lang} texts={cardTexts} preload={i === 0} />
                </li>
              ))}
            </ul>
            <Pagination
              page={list.page}
              totalPages={list.totalPages}
              hrefFor={(page) => blogListHref(lang, page)}
              texts={{ previous: texts.previousPage, next: texts.nextPage, pageOf: texts.pageOf }}
              label={texts.heroHeading}
            />
          </>
        ) : (
          <div className="panel mx-auto max-w-2xl rounded-2xl px-6 py-16 text-center">
            <h2 className="text-3xl font-bold">{texts.comingSoonHeading}</h2>
            {texts.comingSoonText ? (
              <p className="mt-4 text-lg text-slate-600">{texts.comingSoonText}</p>
            ) : null}
          </div>
        )}
      </Section>
    </div>
  )
}
