import type { Metadata } from 'next'

import { BlogNotFound } from '@/components/blog/blog-not-found'
import { NotFoundInHtml } from '@/components/site-shell/not-found-in-html'
import { PageMain } from '@/components/site-shell/page-main'
import { blogViewOf } from '@/lib/blog/page-routes'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata'
import { getBlogListPage, getBlogPost } from '@/server/content/blog'
import { getBlogPageTexts } from '@/server/content/blog-page-texts'
import {
  blogListMetadata,
  blogPostMetadata,
  postNotFoundMetadata,
} from '@/server/seo/blog-metadata'

import { BlogListView } from '../../_views/blog-list'
import { BlogPostView } from '../../_views/blog-post'

// src/proxy.ts turns `/blog?lang=&page=` and `/blog/{slug}?lang=` into these segments
// (src/lib/blog/page-routes.ts) so they come from Next's full-route cache; saving a post expires
// it (cache tags), and the layout's `revalidate` bounds the rest (e.g. scheduled posts).
export function generateStaticParams(): Array<{ segment: string; lang: string }> {
  return []
}

// Past the last page there is nothing to show (page 1 of an empty blog says Coming Soon).
const isPastTheLastPage = (page: number, list: { totalPages: number }) =>
  page > Math.max(1, list.totalPages)

type Props = { params: Promise<{ segment: string; lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { segment, lang } = await params
  const view = blogViewOf(segment, lang)
  if (!view) return NOT_FOUND_METADATA
  const texts = await getBlogPageTexts(view.lang)
  if (view.kind === 'list') {
    const list = await getBlogListPage(view.lang, view.page, texts.postsPerPage)
    return isPastTheLastPage(view.page, list)
      ? postNotFoundMetadata(texts)
      : blogListMetadata(texts, view.lang, view.page)
  }
  const post = await getBlogPost(view.slug, view.lang)
  return post ? blogPostMetadata(post, texts, view.lang) : postNotFoundMetadata(texts)
}

export default async function BlogRoute({ params }: Props) {
  const { segment, lang } = await params
  const view = blogViewOf(segment, lang)
  const missing = <NotFoundInHtml fallback={<BlogNotFound />} />
  if (!view) return missing
  const texts = await getBlogPageTexts(view.lang)

  if (view.kind === 'list') {
    const list = await getBlogListPage(view.lang, view.page, texts.postsPerPage)
    if (isPastTheLastPage(view.page, list)) return missing
    return (
      <PageMain lang={view.lang}>
        <BlogListView list={list} texts={texts} lang={view.lang} />
      </PageMain>
    )
  }

  const post = await getBlogPost(view.slug, view.lang)
  if (!post) return missing
  return (
    <PageMain lang={view.lang}>
      <BlogPostView post={post} texts={texts} lang={view.lang} />
    </PageMain>
  )
}
