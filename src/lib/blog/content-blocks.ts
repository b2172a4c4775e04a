import { parseBlogContent, type BlogBlock } from './content-lines'

/** What the post page draws: headings, paragraphs, and consecutive bullets as one list. */
export type BlogSection =
  { type: 'h2' | 'h3' | 'paragraph'; text: string } | { type: 'list'; items: string[] }

/**
 * The spec's line renderer as data: '## ' heading 2, '### ' heading 3, '- ' bullet (bullets
 * in a row grouped into one list), blank lines skipped, other lines paragraphs. Texts stay
 * plain strings; the page prints them as text, never as HTML.
 */
export const blogSections = (content: string): BlogSection[] =>
  parseBlogContent(content).reduce<BlogSection[]>((sections, block: BlogBlock) => {
    const last = sections.at(-1)
    if (block.type !== 'bullet') sections.push({ type: block.type, text: block.text })
    else if (last?.type === 'list') last.items.push(block.text)
    else sections.push({ type: 'list', items: [block.text] })
    return sections
  }, [])
