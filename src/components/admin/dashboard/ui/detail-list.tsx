import type { ReactNode } from 'react'

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === ''

/**
 * Label / value pairs of a details dialog. A pair without a value is left out: a contact
 * message has no organization, program or subject, and empty rows would only be noise.
 */
export const DetailList = ({ items }: { items: Array<[label: string, value: ReactNode]> }) => (
  <dl className="dash-details">
    {items
      .filter(([, value]) => !isEmpty(value))
      .map(([label, value]) => (
        <div key={label} className="dash-details__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
  </dl>
)
