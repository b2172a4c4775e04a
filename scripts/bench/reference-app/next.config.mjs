/**
 * The benchmark's reference app: a bare static Next.js page, built and served beside the site
 * in the same run so the site's figures read as ratios on any machine. Never deployed.
 */
const config = { poweredByHeader: false }

export default config
