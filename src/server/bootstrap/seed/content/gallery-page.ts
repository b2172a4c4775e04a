import type { GalleryPage } from '@/payload-types'

/** The gallery page's texts; its figures come from the site's one list of statistics. */
export const GALLERY_PAGE_TEXTS: Omit<GalleryPage, 'id' | 'updatedAt' | 'createdAt'> = {
  hero: {
    heading: 'Gallery',
    intro:
      'Moments from our workshops, training programs, executive sessions and international engagements with leaders across Malaysia and the region.',
  },
  heroFigures: [
    { statistic: 'participants', label: 'Participants' },
    { statistic: 'programs', label: 'Programs delivered' },
    { statistic: 'years', label: 'Years of experience' },
  ],
  filterLabel: 'Filter photos by category',
  allCategories: 'All',
  emptyCategory: 'There are no photos in this category yet.',
  callToAction: {
    heading: 'Be Part of Our Next Program',
    intro:
      'Join leaders from ministries, universities and companies who have grown with us, or ask us to bring a program to your organisation.',
  },
  programsButton: 'Explore Our Programs',
  contactButton: 'Contact Us',
}
