import type { EditionFigures, EditionsOverview } from '../dashboard/edition-figures'
import { EDITION_STATUS_LABELS } from '../workshop/edition-status'
import { formatWorkshopDays } from '../workshop/schedule'

type Edition = Pick<EditionFigures, 'id' | 'title' | 'status' | 'startsAt' | 'endsAt'>

/** 'Advanced Leadership · 28–29 Oct 2025', with the status when it is not published. */
export const editionChoiceLabel = (edition: Edition): string =>
  `${edition.title} · ${formatWorkshopDays(edition.startsAt, edition.endsAt)}${
    edition.status === 'published' ? '' : ` (${EDITION_STATUS_LABELS[edition.status]})`
  }`

/**
 * The editions to choose from at the door: the one running now or next first (the
 * dashboard's own default), then the others newest first, as the overview lists them.
 */
export const editionChoices = (
  overview: Pick<EditionsOverview, 'defaultEdition'> & { editions: readonly Edition[] },
): Array<{ value: string; label: string }> => {
  const first = overview.editions.filter((edition) => edition.id === overview.defaultEdition)
  const rest = overview.editions.filter((edition) => edition.id !== overview.defaultEdition)
  return [...first, ...rest].map((edition) => ({
    value: String(edition.id),
    label: editionChoiceLabel(edition),
  }))
}
