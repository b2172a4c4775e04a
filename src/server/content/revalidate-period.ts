/**
 * How long a page or CMS read may be served before it is rendered again, in seconds. The
 * instance an editor saves on refreshes at once; other instances behind a load balancer,
 * and time-based states (a workshop that has just started), catch up within this bound.
 */
export const CONTENT_REVALIDATE_SECONDS = 60
