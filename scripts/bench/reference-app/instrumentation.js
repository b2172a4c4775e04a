// Turbopack looks for the instrumentation hook under its root (the repository) when the app has
// none of its own, and would bundle the site's. The reference page needs no start-up work.
export function register() {}
