import type { ReactNode } from 'react'

type Props = {
  /** The section's address on the dashboard (`/admin#id`), as its contents link to it. */
  id: string
  title: string
  summary?: ReactNode
  actions?: ReactNode
  children: ReactNode
}

/** One panel of the dashboard: a heading with its actions, then its content. */
export const Section = ({ id, title, summary, actions, children }: Props) => (
  <section id={id} className="dash-section" aria-labelledby={`${id}-heading`}>
    <div className="dash-section__header">
      <div>
        <h2 id={`${id}-heading`} className="dash-section__title">
          {title}
        </h2>
        {summary && <div className="dash-section__summary">{summary}</div>}
      </div>
      {actions && <div className="dash-section__actions">{actions}</div>}
    </div>
    {children}
  </section>
)
