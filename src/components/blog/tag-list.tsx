type Props = { tags: string[]; label: string; tone?: 'light' | 'dark' }

/** A post's tags as small labels; a named list for screen readers. */
export function TagList({ tags, label, tone = 'light' }: Props) {
  if (!tags.length) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className={`tag ${
            tone === 'dark' ? 'bg-white/10 text-gold-200' : 'bg-gold-50 text-gold-800'
          }`}
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}
