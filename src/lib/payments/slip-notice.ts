/** Staff hear of a registration's new slips at most once in this long. */
export const SLIP_NOTICE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Whether a slip arriving `now` sends staff a notice, from when the registration's earlier
 * slips arrived: the first does, and so does the first after an interval has passed since the
 * last one that did. Worked out from the slips themselves, so no record of the notices is
 * needed; staff still see every slip (the registration is marked "slip to check").
 */
export const slipNoticeDue = (earlierSlips: readonly number[], now: number): boolean => {
  let lastNotice: number | null = null
  for (const at of [...earlierSlips].sort((a, b) => a - b)) {
    if (lastNotice === null || at - lastNotice >= SLIP_NOTICE_INTERVAL_MS) lastNotice = at
  }
  return lastNotice === null || now - lastNotice >= SLIP_NOTICE_INTERVAL_MS
}
