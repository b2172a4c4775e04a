import type { Field } from 'payload'

import { contentGlobal } from '../content-global'

const text = (name: string, label: string, description?: string, maxLength = 120): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  localized: true,
  maxLength,
  ...(description ? { admin: { description } } : {}),
})

const longText = (name: string, label: string): Field => ({
  name,
  label,
  type: 'textarea',
  localized: true,
  maxLength: 600,
})

// Switch the language at the top of the edit screen to write the Malay texts.
export const BlogPage = contentGlobal(
  'blog-page',
  'Blog page',
  [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'List',
          fields: [
            text('heroEyebrow', 'Hero eyebrow'),
            text('heroHeading', 'Hero heading'),
            longText('heroIntro', 'Hero introduction'),
            text('readMore', 'Read More link'),
            text('comingSoonHeading', 'Heading when there is no post'),
            longText('comingSoonText', 'Text when there is no post'),
            {
              name: 'postsPerPage',
              label: 'Posts per page',
              type: 'number',
              required: true,
              min: 1,
              max: 48,
              defaultValue: 9,
              admin: { description: 'More posts than this are split into pages.' },
            },
            text('previousPage', 'Previous page link'),
            text('nextPage', 'Next page link'),
            text('pageOf', 'Page number', 'Write {page} and {pages}: “Page {page} of {pages}”.'),
          ],
        },
        {
          label: 'Post',
          fields: [
            text('backToBlog', 'Back to Blog link'),
            text('share', 'Share button'),
            text('linkCopiedTitle', 'Toast title when the address was copied'),
            text('linkCopiedText', 'Toast text when the address was copied', undefined, 200),
            text('copyFailedTitle', 'Toast title when copying failed'),
            text('copyFailedText', 'Toast text when copying failed', undefined, 200),
            text('callToActionHeading', 'Call to action heading'),
            longText('callToActionText', 'Call to action text'),
            text('programsButton', 'Programs button'),
            text('contactButton', 'Contact button'),
            text('postNotFoundHeading', 'Heading of a missing post'),
            longText('postNotFoundText', 'Text of a missing post'),
          ],
        },
        {
          label: 'Both',
          fields: [
            text('readingTime', 'Reading time', 'Write {minutes}: “{minutes} min read”.'),
            text('languageLabel', 'Name of the language switch (read by screen readers)'),
            text('tagsLabel', 'Name of the tag list (read by screen readers)'),
            text('rssLink', 'RSS feed link'),
          ],
        },
      ],
    },
  ],
  'Texts of the blog pages around the posts, in English and Bahasa Malaysia.',
)
