/**
 * How long a page or CMS read may be served before it is rendered again, in seconds. The
 * instance an editor saves on refreshes at once; other instances behind a load balancer,
 * and time-based states (a workshop that has just started), catch up within
 * MAX_STALE_SECONDS: a stale page is re-rendered on a visit (served stale meanwhile) from
 * reads that may themselves be one period old, so two periods plus a visit's regeneration.
 * Short on purpose: re-rendering a page every 10 s costs a few milliseconds per instance.
 */
export const CONTENT_REVALIDATE_SECONDS = 10

/** The documented bound for a change made on one instance to show on every other. */
export const MAX_STALE_SECONDS = 30
