/**
 * The per-client limits count in fixed windows aligned to the epoch (academy_rate_limit_hit).
 * Hits made across a window's end fall into two windows, so a test of a limit would meet a
 * fresh budget half-way: when the window ends within `neededSeconds`, this waits for the next.
 */
export const startInOneRateWindow = async (windowSeconds: number, neededSeconds = 30) => {
  const secondsLeft = windowSeconds - ((Date.now() / 1000) % windowSeconds)
  if (secondsLeft < neededSeconds) {
    await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000))
  }
}
