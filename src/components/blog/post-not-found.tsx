'use client'

import { ArrowLeft } from '@/components/ui/icons'
import Link from 'next/link'
import { useParams } from 'next/navigation'

import { blogListHref } from '@/lib/blog/blog-urls'
import { blogLanguageOrDefault, type BlogLanguage } from '@/lib/blog/language'

import { PageMain } from '../site-shell/page-main'

type Texts = { heading: string; text: string | null; backToBlog: string }

// A not-found page receives no route parameters, so the language is read from the route's
// segments (the same on the server and in the browser).
export function PostNotFound({ texts }: { texts: Record<BlogLanguage, Texts> }) {
  const lang = blogLanguageOrDefault(useParams<{ lang?: string }>()?.lang)
  const { heading, text, backToBlog } = texts[lang]
  return (
    <PageMain lang={lang}>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <h1 className="flex flex-col gap-2">
          <span className="text-6xl font-bold text-gold-500 sm:text-7xl">404</span>
          <span className="text-3xl sm:text-4xl">{heading}</span>
        </h1>
        {text ? <p className="mt-6 max-w-xl text-lg text-slate-600">{text}</p> : null}
        <Link
          href={blogListHref(lang)}
          className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backToBlog}
        </Link>
      </section>
    </PageMain>
  )
}
