/** One figure of the site's single list of claims ('140+' Happy Clients). */
export type Statistic = { key: string; value: string; label: string }

/** How many figures the about-us block shows: the first ones of the list, in the editor's order. */
export const ABOUT_STATISTICS_SHOWN = 4

/** A figure a page shows under its own label, drawn from the shared list by key. */
export type FigureRequest = { statistic?: string | null; label: string }

/**
 * Resolves a page's figures against the shared statistics, so every page states the same
 * numbers. Computed figures (e.g. 'sectors': how many client sectors exist) are passed in;
 * figures whose key matches nothing are dropped rather than shown empty.
 */
export const resolveFigures = (
  requests: FigureRequest[],
  statistics: Statistic[],
  computed: Record<string, string> = {},
): Statistic[] =>
  requests.flatMap(({ statistic, label }) => {
    if (!statistic) return []
    const value = computed[statistic] ?? statistics.find((s) => s.key === statistic)?.value
    return value ? [{ key: statistic, value, label }] : []
  })
