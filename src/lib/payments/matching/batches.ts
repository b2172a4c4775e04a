export const inBatches = <T>(items: T[], size: number): T[][] => {
  const batches: T[][] = []
  const step = Math.max(1, Math.floor(size))
  for (let start = 0; start < items.length; start += step) {
    batches.push(items.slice(start, start + step))
  }
  return batches
}
