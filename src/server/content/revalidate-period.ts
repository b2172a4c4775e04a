// Other instances, and time-based states (a workshop that has just started), catch up within
// MAX_STALE_SECONDS: a stale page re-renders on a visit from reads up to one period old, so two
// periods plus a regeneration. Re-rendering every 10 s costs a few milliseconds per instance.
export const CONTENT_REVALIDATE_SECONDS = 10

/** The documented bound for a change made on one instance to show on every other. */
export const MAX_STALE_SECONDS = 30
