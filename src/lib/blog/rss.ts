import { escapeXml } from '../escape-xml'

import type { BlogLanguage } from './language'

export type RssChannel = {
  title: string
  description: string
  link: string
  feedUrl: string
  lang: BlogLanguage
  items: RssItem[]
}

export type RssItem = {
  title: string
  link: string
  description?: string | null
  publishedAt?: string | null
  categories: string[]
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

// RFC 822, as RSS 2.0 wants.
const rssDate = (value: string | null | undefined): string | null => {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date.toUTCString() : null
}

const itemXml = (item: RssItem): string => {
  const date = rssDate(item.publishedAt)
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    item.description ? element('description', item.description) : '',
    date ? element('pubDate', date) : '',
    ...item.categories.map((category) => element('category', category)),
    '</item>',
  ].join('')
}

export const buildRssFeed = (channel: RssChannel): string => {
  const newest = channel.items.map((item) => rssDate(item.publishedAt)).find(Boolean)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.lang === 'ms' ? 'ms-MY' : 'en-MY'),
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? element('lastBuildDate', newest) : '',
    ...channel.items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
