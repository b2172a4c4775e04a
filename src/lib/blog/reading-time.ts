export const WORDS_PER_MINUTE = 200

const isWord = (token: string): boolean => /[\p{L}\p{N}]/u.test(token)

export const readingTimeMinutes = (text: string): number => {
  const words = text.split(/\s+/).filter(isWord).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
