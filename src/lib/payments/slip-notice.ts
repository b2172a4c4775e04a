export const SLIP_NOTICE_INTERVAL_MS = 60 * 60 * 1000

// Worked out from the slips' arrival times, so no record of the notices is needed; staff still
// see every slip (the registration is marked "slip to check").
export const slipNoticeDue = (earlierSlips: readonly number[], now: number): boolean => {
  let lastNotice: number | null = null
  for (const at of [...earlierSlips].sort((a, b) => a - b)) {
    if (lastNotice === null || at - lastNotice >= SLIP_NOTICE_INTERVAL_MS) lastNotice = at
  }
  return lastNotice === null || now - lastNotice >= SLIP_NOTICE_INTERVAL_MS
}
