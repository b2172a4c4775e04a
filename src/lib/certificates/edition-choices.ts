import {
  editionLabel,
  type EditionFigures,
  type EditionsOverview,
} from '../dashboard/edition-figures'

type Edition = Pick<EditionFigures, 'id' | 'title' | 'status' | 'startsAt' | 'endsAt'>

export const editionChoices = (
  overview: Pick<EditionsOverview, 'defaultEdition'> & { editions: readonly Edition[] },
): Array<{ value: string; label: string }> => {
  const first = overview.editions.filter((edition) => edition.id === overview.defaultEdition)
  const rest = overview.editions.filter((edition) => edition.id !== overview.defaultEdition)
  return [...first, ...rest].map((edition) => ({
    value: String(edition.id),
    label: editionLabel(edition),
  }))
}
