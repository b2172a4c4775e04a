import posts from './blog-posts.json' with { type: 'json' }
import type { BlogPostSeed } from './types'

// `content` is the API's newline-separated text: '## ' heading 2, '### ' heading 3, '- ' bullet,
// other lines paragraphs.
export const BLOG_POSTS: BlogPostSeed[] = posts.map(({ imageAlt, ...post }) => ({
  ...post,
  image: {
    key: `blog-${post.slug}`,
    label: post.en.title.split(':')[0],
    caption: `Leadership Insights · ${post.tags.en[0]}`,
    shape: 'landscape',
    alt: imageAlt,
  },
}))
