import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { blogViewOf } from '@/lib/blog/page-routes'
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

type Props = { params: Promise<{ segment: string; lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { segment, lang } = await params
  const view = blogViewOf(segment, lang)
  if (!view) return { title: { absolute: '404 Page Not Found' }, robots: { index: false } }
  const texts = await getBlogPageTexts(view.lang)
  if (view.kind === 'list') return blogListMetadata(texts, view.lang, view.page)
  const post = await getBlogPost(view.slug, view.lang)
  return post ? blogPostMetadata(post, texts, view.lang) : postNotFoundMetadata(texts)
}

export default async function BlogRoute({ params }: Props) {
  const { segment, lang } = await params
  const view = blogViewOf(segment, lang)
  if (!view) notFound()
  const texts = await getBlogPageTexts(view.lang)

  if (view.kind === 'list') {
    const list = await getBlogListPage(view.lang, view.page, texts.postsPerPage)
    // Past the last page there is nothing to show (page 1 of an empty blog says Coming Soon).
    if (view.page > Math.max(1, list.totalPages)) notFound()
    return (
      <PageMain lang={view.lang}>
        <BlogListView list={list} texts={texts} lang={view.lang} />
      </PageMain>
    )
  }

  const post = await getBlogPost(view.slug, view.lang)
  if (!post) notFound()
  return (
    <PageMain lang={view.lang}>
      <BlogPostView post={post} texts={texts} lang={view.lang} />
    </PageMain>
  )
}
