import { getTranslation, type I18nClient } from '@payloadcms/translations'
import { Card } from '@payloadcms/ui'

type NavGroup = {
  label: string
  entities: Array<{ slug: string; type: 'collections' | 'globals'; label: unknown }>
}

/**
 * Links to the generated collection and global screens the signed-in user may open (Payload
 * filters the groups by permission), as cards like Payload's own dashboard.
 */
export const ContentLinks = ({
  groups,
  adminRoute,
  i18n,
}: {
  groups: NavGroup[]
  adminRoute: string
  i18n: I18nClient
}) => (
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
            const label = getTranslation(entity.label as Parameters<typeof getTranslation>[0], i18n)
            return (
              <li key={`${entity.type}-${entity.slug}`}>
                <Card
                  title={typeof label === 'string' ? label : entity.slug}
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
