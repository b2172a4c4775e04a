import { Card } from '@payloadcms/ui'

import { IMAGES_TO_REPLACE_ID } from '../media/images-to-replace'
import { Section } from './ui/section'

type StaticLabel = string | Record<string, string>

type NavGroup = {
  label: string
  entities: Array<{ slug: string; type: 'collections' | 'globals'; label: StaticLabel }>
}

const labelIn = (label: StaticLabel, language: string, fallback: string): string =>
  typeof label === 'string' ? label : (label[language] ?? Object.values(label)[0] ?? fallback)

type Props = {
  groups: NavGroup[]
  adminRoute: string
  language: string
  imagesToReplace: number
}

// Payload has already filtered the groups by the user's permissions.
export const ContentLinks = ({ groups, adminRoute, language, imagesToReplace }: Props) => (
  <Section
    id="content"
    title="Content"
    summary={
      imagesToReplace > 0 && (
        <span data-testid="images-to-replace">
          {imagesToReplace === 1 ? '1 image is' : `${imagesToReplace} images are`} still the site’s
          own stand-ins:{' '}
          {/* A page load, not the router's: the browser then opens the list the link names. */}
          <a href={`${adminRoute}/collections/media#${IMAGES_TO_REPLACE_ID}`}>
            see which, above the Media list
          </a>
        </span>
      )
    }
  >
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
  </Section>
)
