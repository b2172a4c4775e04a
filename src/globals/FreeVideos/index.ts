import { contentGlobal, imageField } from '../content-global'

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
        { name: 'videoPath', type: 'text', maxLength: 500 },
        imageField(),
      ],
    },
  ],
  'Used only when no video is active in the dashboard.',
)
