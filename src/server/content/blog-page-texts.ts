import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { BlogLanguage } from '@/lib/blog/language'
import type { BlogPage } from '@/payload-types'

import { globalCacheTag } from '../revalidate'
import { CONTENT_REVALIDATE_SECONDS } from './revalidate-period'

export const getBlogPageTexts = unstable_cache(
  async (lang: BlogLanguage): Promise<BlogPage> => {
    const payload = await getPayload({ config })
    return payload.findGlobal({ slug: 'blog-page', locale: lang, fallbackLocale: 'en', depth: 0 })
  },
  ['global', 'blog-page'],
  { tags: [globalCacheTag('blog-page')], revalidate: CONTENT_REVALIDATE_SECONDS },
)
