import { parseBlogContent, type BlogBlock } from './content-lines'

export type BlogSection =
  { type: 'h2' | 'h3' | 'paragraph'; text: string } | { type: 'list'; items: string[] }

// Texts stay plain strings: the page prints them as text, never as HTML.
export const blogSections = (content: string): BlogSection[] =>
  parseBlogContent(content).reduce<BlogSection[]>((sections, block: BlogBlock) => {
    const last = sections.at(-1)
    if (block.type !== 'bullet') sections.push({ type: block.type, text: block.text })
    else if (last?.type === 'list') last.items.push(block.text)
    else sections.push({ type: 'list', items: [block.text] })
    return sections
  }, [])
