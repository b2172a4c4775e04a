// Refuses what Payload would answer with a 500: a negative page or out-of-range limit reaching
// PostgreSQL, a `where` or `data` that is not JSON, operators with no PostgreSQL form.

export const MAX_PAGE = 1_000_000
export const MAX_LIMIT = 100_000

const UNSUPPORTED_OPERATORS = new Set(['all', 'near', 'within', 'intersects'])

const WHOLE_NUMBER = /^\d{1,9}$/

const numberProblem = (name: string, value: string, min: number, max: number): string | null => {
  const number = WHOLE_NUMBER.test(value) ? Number(value) : NaN
  if (Number.isInteger(number) && number >= min && number <= max) return null
  return `${name} must be a whole number from ${min} to ${max}.`
}

const keyPath = (key: string): string[] => key.split(/[[\]]+/).filter(Boolean)

const unsupportedOperatorIn = (value: unknown, depth = 0): string | null => {
  if (!value || typeof value !== 'object' || depth > 20) return null
  for (const [key, inner] of Object.entries(value)) {
    if (UNSUPPORTED_OPERATORS.has(key)) return key
    const found = unsupportedOperatorIn(inner, depth + 1)
    if (found) return found
  }
  return null
}

const operatorProblem = (operator: string | null | undefined) =>
  operator ? `The "${operator}" operator is not supported in where.` : null

const jsonProblem = (name: string, value: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(value)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return `${name} must be a JSON object.`
    }
    return name === 'where' ? operatorProblem(unsupportedOperatorIn(parsed)) : null
  } catch {
    return `${name} must be a JSON object.`
  }
}

const pagingProblem = (name: 'page' | 'limit', value: string, nested: boolean) => {
  // page[x]=1 reaches Payload as an object: no number either.
  if (nested) return `${name} must be a whole number.`
  return name === 'page'
    ? numberProblem('page', value, 1, MAX_PAGE)
    : // 0 is Payload's "no limit" (with pagination=false, every record).
      numberProblem('limit', value, 0, MAX_LIMIT)
}

export const restQueryProblem = (search: URLSearchParams): string | null => {
  for (const [key, value] of search) {
    const [name, ...rest] = keyPath(key)
    const found =
      name === 'page' || name === 'limit'
        ? pagingProblem(name, value, rest.length > 0)
        : (name === 'where' || name === 'data') && rest.length === 0 && value !== ''
          ? jsonProblem(name, value)
          : name === 'where'
            ? operatorProblem(rest.find((segment) => UNSUPPORTED_OPERATORS.has(segment)))
            : null
    if (found) return found
  }
  return null
}
