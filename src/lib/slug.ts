export const MAX_SLUG_LENGTH = 80

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_PROBLEM_MESSAGE =
  'Use lowercase letters, numbers and dashes, with at least one letter'

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')

/** Purely numeric slugs are refused: a numeric path segment is read as a post id. */
export const slugProblem = (slug: unknown): string | null =>
  typeof slug === 'string' && SLUG_PATTERN.test(slug) && /[a-z]/.test(slug)
    ? null
    : SLUG_PROBLEM_MESSAGE
