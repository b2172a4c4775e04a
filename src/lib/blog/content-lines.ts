export type BlogBlockType = 'h2' | 'h3' | 'bullet' | 'paragraph'

export type BlogBlock = { type: BlogBlockType; text: string }

const MARKERS: Array<[string, BlogBlockType]> = [
  ['###', 'h3'],
  ['##', 'h2'],
  ['-', 'bullet'],
]

const toBlock = (line: string): BlogBlock | null => {
  const trimmed = line.trim()
  if (!trimmed) return null
  for (const [marker, type] of MARKERS) {
    // A marker only counts when followed by a space, so '#hashtag' and '-5%' stay paragraphs.
    if (trimmed === marker) return null
    if (trimmed.startsWith(`${marker} `) || trimmed.startsWith(`${marker}\t`)) {
      const text = trimmed.slice(marker.length).trim()
      return text ? { type, text } : null
    }
  }
  return { type: 'paragraph', text: trimmed }
}

export const parseBlogContent = (text: string): BlogBlock[] =>
  text
    .split(/\r?\n|\r/)
    .map(toBlock)
    .filter((block): block is BlogBlock => block !== null)
