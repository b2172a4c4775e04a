import { DEFAULT_BLOG_LANGUAGE, type BlogLanguage } from './language'

// Site links always state the language, so a shared address keeps it; English's canonical has none.

const withQuery = (path: string, query: Record<string, string | null>): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== null) search.set(key, value)
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

const pageParam = (page: number) => (page > 1 ? String(page) : null)

export const blogListHref = (lang: BlogLanguage, page = 1): string =>
  withQuery('/blog', { lang, page: pageParam(page) })

export const blogPostHref = (slug: string, lang: BlogLanguage): string =>
  withQuery(`/blog/${encodeURIComponent(slug)}`, { lang })

export const blogListCanonicalPath = (lang: BlogLanguage, page = 1): string =>
  withQuery('/blog', { lang: lang === DEFAULT_BLOG_LANGUAGE ? null : lang, page: pageParam(page) })

export const blogPostCanonicalPath = (slug: string, lang: BlogLanguage): string =>
  withQuery(`/blog/${encodeURIComponent(slug)}`, {
    lang: lang === DEFAULT_BLOG_LANGUAGE ? null : lang,
  })
