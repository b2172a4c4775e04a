import { Card } from '@payloadcms/ui'

type StaticLabel = string | Record<string, string>

type NavGroup = {
  label: string
  entities: Array<{ slug: string; type: 'collections' | 'globals'; label: StaticLabel }>
}

/** A label in the admin's language (labels are text, or text per language). */
const labelIn = (label: StaticLabel, language: string, fallback: string): string =>
  typeof label === 'string' ? label : (label[language] ?? Object.values(label)[0] ?? fallback)

type Props = {
  groups: NavGroup[]
  adminRoute: string
  language: string
}

/**
 * Links to the generated collection and global screens the signed-in user may open (Payload
 * filters the groups by permission), as cards like Payload's own dashboard.
 */
export const ContentLinks = ({ groups, adminRoute, language }: Props) => (
  <section className="dash-section" aria-labelledby="content-heading">
    <div className="dash-section__header">
      <h2 id="content-heading" className="dash-section__title">
        Content
      </h2>
    </div>
    {groups.map((group) => (
      <div key={group.label} className="dash-content-group">
        <h3 className="dash-content-group__title">{group.label}</h3>
        <ul className="dash-cards">
          {group.entities.map((entity) => {
            const label = labelIn(entity.label, language, entity.slug)
            return (
              <li key={`${entity.type}-${entity.slug}`}>
                <Card
                  title={label}
                  // The card's link has no text of its own: this names it for screen readers.
                  buttonAriaLabel={`Open ${label}`}
                  href={`${adminRoute}/${entity.type}/${entity.slug}`}
                  id={`card-${entity.slug}`}
                />
              </li>
            )
          })}
        </ul>
      </div>
    ))}
  </section>
)
