// Anything but a whole number of at least 1 stops the server at start, not quietly ignored.
export const positiveIntegerSetting = (
  text: string | undefined,
  fallback: number,
  name: string,
): number => {
  if (text === undefined || text.trim() === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${text}"`)
  }
  return value
}
