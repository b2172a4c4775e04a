import type { ReactNode } from 'react'

/** Label / value pairs of a details dialog. */
export const DetailList = ({ items }: { items: Array<[label: string, value: ReactNode]> }) => (
  <dl className="dash-details">
    {items.map(([label, value]) => (
      <div key={label} className="dash-details__item">
        <dt>{label}</dt>
        <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
      </div>
    ))}
  </dl>
)
