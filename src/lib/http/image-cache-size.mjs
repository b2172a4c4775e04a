// Without a bound Next would take up to half of the free disk.
export const DEFAULT_IMAGE_CACHE_MB = 256

/** @param {string | undefined} setting */
export const imageCacheBytes = (setting = process.env.IMAGE_CACHE_MAX_MB) => {
  const megabytes = Number(setting)
  const chosen =
    setting?.trim() && Number.isFinite(megabytes) && megabytes > 0
      ? megabytes
      : DEFAULT_IMAGE_CACHE_MB
  return Math.round(chosen * 1024 * 1024)
}
