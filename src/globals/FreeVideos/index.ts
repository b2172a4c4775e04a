import { videoHref } from '@/lib/free-videos'

import { contentGlobal, imageField } from '../content-global'
import { labelField } from '../label-field'

/** Shown in the Free Videos grid while no video is active in the dashboard. */
export const FreeVideos = contentGlobal(
  'free-videos',
  'Free videos (fallback)',
  [
    {
      name: 'items',
      label: 'Sample videos',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 200 },
        { name: 'description', type: 'textarea', maxLength: 600 },
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
    },
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
