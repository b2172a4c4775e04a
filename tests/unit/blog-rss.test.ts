import { describe, expect, it } from 'vitest'

import { buildRssFeed } from '@/lib/blog/rss'

describe('buildRssFeed', () => {
  const xml = buildRssFeed({
    title: 'Blog Kami | Academy',
    description: 'Idea & wawasan',
    link: 'https://academy.test/blog?lang=ms',
    feedUrl: 'https://academy.test/blog/rss.xml?lang=ms',
    lang: 'ms',
    items: [
      {
        title: 'Tajuk <script>alert("x")</script>',
        link: 'https://academy.test/blog/a-post?lang=ms',
        description: 'Ringkasan & lagi',
        publishedAt: '2025-04-14T01:00:00.000Z',
        categories: ['Kepimpinan'],
      },
      { title: 'Tanpa tarikh', link: 'https://academy.test/blog/b?lang=ms', categories: [] },
    ],
  })

  it('is an RSS 2.0 channel in the language, with absolute links', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('<language>ms-MY</language>')
    expect(xml).toContain('<link>https://academy.test/blog?lang=ms</link>')
    expect(xml).toContain(
      '<atom:link href="https://academy.test/blog/rss.xml?lang=ms" rel="self" type="application/rss+xml"/>',
    )
    expect(xml).toContain('<pubDate>Mon, 14 Apr 2025 01:00:00 GMT</pubDate>')
    expect(xml).toContain('<lastBuildDate>Mon, 14 Apr 2025 01:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<category>Kepimpinan</category>')
    expect(xml.match(/<item>/g)).toHaveLength(2)
  })

  it('escapes every text', () => {
    expect(xml).toContain('<title>Tajuk &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>')
    expect(xml).toContain('<description>Ringkasan &amp; lagi</description>')
    expect(xml).toContain('<description>Idea &amp; wawasan</description>')
    expect(xml).not.toContain('<script>')
  })
})
