import type { ReactNode } from 'react'

type Props<Item> = {
  items: readonly Item[] | null | undefined
  className: string
  /** Given the position too, for the first card's preload. */
  children: (item: Item, index: number) => ReactNode
  'aria-labelledby'?: string
}

// Keyed by position: the list never changes in the browser, and a CMS id key would add to the
// flight data for every card.
export function CardGrid<Item>({
  items,
  className,
  children: card,
  'aria-labelledby': labelledBy,
}: Props<Item>) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {(items ?? []).map((item, index) => (
        <li key={index}>{card(item, index)}</li>
      ))}
    </ul>
  )
}
