import { videoHref } from '@/lib/free-videos'
import { titleAndDescription } from '@/fields/title-and-description'

import { contentGlobal, imageField, itemsField } from '../content-global'
import { labelField } from '../label-field'

/** Shown in the Free Videos grid while no video is active in the dashboard. */
export const FreeVideos = contentGlobal(
  'free-videos',
  'Free videos (fallback)',
  [
    itemsField(
      'Sample videos',
      [
        ...titleAndDescription(200, 600, { descriptionRequired: false }),
        {
          name: 'videoPath',
          label: 'YouTube link or uploaded video path',
          type: 'text',
          maxLength: 500,
          validate: (value: unknown) =>
            !value || (typeof value === 'string' && videoHref(value, value))
              ? true
              : 'Use a YouTube link or the path of a video uploaded in the dashboard',
        },
        imageField(),
      ],
      6,
    ),
    labelField('watchLabel', 'Click to watch', 'Card label'),
    {
      name: 'notYetOnlineMessage',
      type: 'text',
      required: true,
      maxLength: 200,
      defaultValue: 'This video is not online yet. Ask us about it on our contact page.',
      admin: { description: 'Shown when a visitor clicks a sample that has no link yet.' },
    },
  ],
  'The samples are used only when no video is active in the dashboard; the labels always.',
)
