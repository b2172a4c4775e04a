export type Statistic = { key: string; value: string; label: string }

export const ABOUT_STATISTICS_SHOWN = 4

export type FigureRequest = { statistic?: string | null; label: string }

// Every page states the same numbers; a key that matches nothing is dropped, not shown empty.
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

// Unknown keys stay as written, so a typo is visible, not blank.
export const fillStatistics = (text: string, statistics: Statistic[]): string =>
  text.replace(/\{([a-z0-9_-]+)\}/gi, (token, key: string) => {
    const statistic = statistics.find((s) => s.key === key)
    return statistic ? statistic.value : token
  })
