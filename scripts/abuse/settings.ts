/**
 * How much of each pattern a run sends: the full form for a release check, the short one
 * (`--short`) for CI, whose patterns together take about a minute and a half.
 */
export type Amounts = {
  /** Visits of the home page for the quiet p99. */
  quietVisits: number
  junkImageQueries: number
  /** Slips posted through one registration's link (each just under 5 MB). */
  slips: number
  /** Forged 19 MB posts, sent `forgedConcurrency` at a time. */
  forgedPosts: number
  forgedConcurrency: number
  /** How many times the matrix of malformed bodies is sent. */
  malformedRounds: number
  trickleConnections: number
  trickleSeconds: number
  mixedGets: number
  /** The mixed GETs' own limit: they go at the speed the server compresses pages. */
  mixedGetsSeconds: number
  /** The most a pattern may take before it counts as failed (it is then stopped). */
  patternSeconds: number
  /**
   * Whether bounds on times (a visitor's p99, the time to refuse) fail the run. The short
   * form runs inside `npm test` on a shared machine, where a time is noise as often as a
   * finding: it reports them, and fails on statuses, growth and survival only.
   */
  timesBind: boolean
}

export const FULL: Amounts = {
  quietVisits: 300,
  junkImageQueries: 1000,
  slips: 20,
  forgedPosts: 300,
  forgedConcurrency: 30,
  malformedRounds: 3,
  trickleConnections: 5000,
  trickleSeconds: 70,
  // ABUSE_MIXED_GETS: fewer, where the pages' own throughput makes the full count take hours.
  mixedGets: Number(process.env.ABUSE_MIXED_GETS) || 300_000,
  mixedGetsSeconds: 3 * 3600,
  patternSeconds: 900,
  timesBind: true,
}

export const SHORT: Amounts = {
  quietVisits: 100,
  junkImageQueries: 300,
  slips: 8,
  forgedPosts: 60,
  forgedConcurrency: 30,
  malformedRounds: 1,
  trickleConnections: 2000,
  trickleSeconds: 15,
  mixedGets: 2000,
  mixedGetsSeconds: 60,
  patternSeconds: 60,
  timesBind: false,
}
