import type { ReactNode } from 'react'

type Props<Item> = {
  items: readonly Item[] | null | undefined
  /** The grid's layout classes; the number of columns differs from page to page. */
  className: string
  /** What each item shows; its position is handed over for the first card's preload. */
  children: (item: Item, index: number) => ReactNode
  'aria-labelledby'?: string
}

/**
 * A list of cards laid out as a grid. Keyed by position: the list never changes in the
 * browser, and a CMS row's id as the key was 24 more characters per card in the flight data.
 */
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
