import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'

import { findPlaceholderImages } from '@/server/content/placeholder-images'

import { DataTable, type TableText } from '../dashboard/ui/data-table'
import '../dashboard/dashboard.scss'

// Names the text inside the fold, not its summary: following a link to it opens the closed fold.
export const IMAGES_TO_REPLACE_ID = 'images-to-replace'

const IMAGES_STILL_TO_REPLACE_TABLE: TableText = {
  label: 'Images still to replace',
  columns: ['Image', 'Shown on'],
}

// Above the Media list: the set-up's stand-in images no photograph has replaced yet, folded so the
// media themselves stay at the top.
export const ImagesToReplace = async ({ payload }: BeforeListTableServerProps) => {
  const images = await findPlaceholderImages(payload)
  if (images.length === 0) return null
  const adminRoute = payload.config.routes.admin
  return (
    <details className="dash-images-to-replace">
      <summary>
        <span className="dash-strong">Images still to replace: {images.length}</span>{' '}
        <span className="dash-muted">
          pictures that are the site’s own stand-ins (a monogram on navy), drawn when it was set up
        </span>
      </summary>
      <p id={IMAGES_TO_REPLACE_ID} className="dash-muted">
        Open an image and upload a photograph on it to replace it everywhere it is shown.
      </p>
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
    </details>
  )
}
