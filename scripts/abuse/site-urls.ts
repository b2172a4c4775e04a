/**
 * Addresses of the running site as its pages write them: the optimised pictures of the
 * gallery, the blog's posts, the pages the navigation links to. Read from the HTML, so the
 * patterns work on whatever the seed (or a real site) holds.
 */
export type SiteUrls = {
  /** /_next/image?url=…&w=…&q=… exactly as a page asks for it. */
  optimisedImages: string[]
  /** The pictures' own addresses (/api/media/file/…). */
  mediaFiles: string[]
  pages: string[]
  blogPosts: string[]
}

const html = async (base: string, path: string): Promise<string> => {
  const answer = await fetch(`${base}${path}`)
  return answer.ok ? answer.text() : ''
}

const unique = (values: string[]) => [...new Set(values)]

export const readSiteUrls = async (base: string): Promise<SiteUrls> => {
  const pages = await Promise.all(['/', '/gallery', '/blog'].map((path) => html(base, path)))
  const all = pages.join('\n').replaceAll('&amp;', '&')
  const optimisedImages = unique(
    [...all.matchAll(/\/_next\/image\?url=[^"'\s,]+?&w=\d+&q=\d+/g)].map((m) => m[0]),
  )
  const mediaFiles = unique(
    optimisedImages
      .map((src) => new URL(src, base).searchParams.get('url') ?? '')
      .filter((url) => url.startsWith('/api/media/file/')),
  )
  const links = (text: string, pattern: RegExp) =>
    unique([...text.matchAll(pattern)].map((m) => m[1]))
  return {
    optimisedImages,
    mediaFiles,
    pages: unique(['/', ...links(pages[0], /href="(\/[a-z-]*)"/g)]),
    blogPosts: links(pages[2], /href="(\/blog\/[a-z0-9-]+(?:\?lang=[a-z]+)?)"/g).filter(
      (link) => !link.startsWith('/blog/rss'),
    ),
  }
}
