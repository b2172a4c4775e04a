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

/**
 * Puts the shared figures into an editor's text: '{years} years, {clients} clients' becomes
 * '10+ years, 140+ clients'. Unknown keys stay as written, so a typo is visible, not blank.
 */
export const fillStatistics = (text: string, statistics: Statistic[]): string =>
  text.replace(/\{([a-z0-9_-]+)\}/gi, (token, key: string) => {
    const statistic = statistics.find((s) => s.key === key)
    return statistic ? statistic.value : token
  })
