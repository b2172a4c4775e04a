import { ABOUT_STATISTICS_SHOWN, type Statistic } from '@/lib/statistics'
import type { Site } from '@/payload-types'

/** The headline figures the about block shows, as the figures list draws them. */
export const aboutStatistics = (site: Site): Statistic[] =>
  (site.statistics ?? [])
    .slice(0, ABOUT_STATISTICS_SHOWN)
    .map(({ key, value, label }) => ({ key, value, label }))
