/**
 * A setting that must be a whole number of at least 1: its fallback when unset, else the
 * number; anything else stops the server at start rather than being quietly ignored.
 */
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
