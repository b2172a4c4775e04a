/**
 * Where an edition stands for visitors: a draft is staff's work in progress, a published
 * edition is on the site, an archived one is kept for its registrations' history.
 */
export const EDITION_STATUSES = ['draft', 'published', 'archived'] as const

export type EditionStatus = (typeof EDITION_STATUSES)[number]

export const EDITION_STATUS_LABELS: Record<EditionStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
}
