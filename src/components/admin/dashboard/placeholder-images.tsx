import Link from 'next/link'
import type { Payload } from 'payload'

import { findPlaceholderImages } from '@/server/content/placeholder-images'

import { DataTable, type TableText } from './ui/data-table'
import { Section } from './ui/section'

const IMAGES_STILL_TO_REPLACE_TABLE: TableText = {
  label: 'Images still to replace',
  columns: ['Image', 'Shown on'],
}

/**
 * The images the site drew at set-up that no photograph has replaced yet, each with where it
 * is shown: staff replace the file on the image itself (every page using it follows), or pick
 * another image on the screen that shows it.
 */
export const PlaceholderImages = async ({
  payload,
  adminRoute,
}: {
  payload: Payload
  adminRoute: string
}) => {
  const images = await findPlaceholderImages(payload)
  if (images.length === 0) return null
  return (
    <Section
      id="placeholder-images"
      title="Images still to replace"
      summary={
        <span className="dash-muted">
          {images.length} pictures are the site’s own stand-ins (a monogram on navy), drawn when it
          was set up. Upload a photograph on the image to replace it everywhere it is shown.
        </span>
      }
    >
      <DataTable text={IMAGES_STILL_TO_REPLACE_TABLE} rows={images}>
        {(image) => (
          <tr key={image.mediaId}>
            <td>
              <Link href={`${adminRoute}/collections/media/${image.mediaId}`}>{image.alt}</Link>
            </td>
            <td>
              {image.usedIn ? (
                <Link href={`${adminRoute}${image.usedIn.path}`}>{image.usedIn.label}</Link>
              ) : (
                <span className="dash-muted">Not shown on any page</span>
              )}
            </td>
          </tr>
        )}
      </DataTable>
    </Section>
  )
}
