export const EDITION_STATUSES = ['draft', 'published', 'archived'] as const

export type EditionStatus = (typeof EDITION_STATUSES)[number]

export const EDITION_STATUS_LABELS: Record<EditionStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
}
