/** The middle value (the lower middle of an even count): what the benchmark reports of repeated runs. */
export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
