export const WORDS_PER_MINUTE = 200

// Markdown markers such as '##' and '-' are not words a reader spends time on.
const isWord = (token: string): boolean => /[\p{L}\p{N}]/u.test(token)

/** Whole minutes, rounded up, and never less than 1 so a short post does not say '0 min'. */
export const readingTimeMinutes = (text: string): number => {
  const words = text.split(/\s+/).filter(isWord).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
