import { monthOfName } from './month-names'
import { dateTokens, readStatementDate } from './statement-date'

type Shape = { tokens: string[]; separators: string[] }

const isYear = (token: string) => /^\d{4}$/.test(token)
const isName = (token: string) => monthOfName(token) !== null

const width = (tokens: string[], short: string, long: string) =>
  tokens.every((token) => token.length === 2) ? long : short

// Day before month (the Malaysian order) unless a value shows the month first.
export const guessDateFormat = (values: readonly string[]): string | null => {
  const shapes = values
    .map(dateTokens)
    .filter((shape): shape is Shape => shape !== null)
    .filter(({ tokens }) => tokens.every((token) => /^\d{1,4}$/.test(token) || isName(token)))
  if (shapes.length === 0 || shapes.length < values.length / 2) return null
  const column = (index: number) => shapes.map((shape) => shape.tokens[index])
  const [first, second, third] = [column(0), column(1), column(2)]
  const separators = shapes[0].separators

  let order: ('day' | 'month' | 'year')[]
  if (first.every(isYear)) order = ['year', 'month', 'day']
  else if (first.some(isName)) order = ['month', 'day', 'year']
  else if (second.some(isName)) order = ['day', 'month', 'year']
  else {
    const monthFirst = shapes.some(
      ({ tokens }) => Number(tokens[1]) > 12 && Number(tokens[0]) <= 12,
    )
    order = monthFirst ? ['month', 'day', 'year'] : ['day', 'month', 'year']
  }
  const tokensOf = (field: 'day' | 'month' | 'year') => [first, second, third][order.indexOf(field)]
  const monthTokens = tokensOf('month')
  const pattern = {
    day: width(tokensOf('day'), 'd', 'dd'),
    month: monthTokens.some(isName)
      ? monthTokens.every((token) => token.length <= 4)
        ? 'MMM'
        : 'MMMM'
      : width(monthTokens, 'M', 'MM'),
    year: tokensOf('year').every(isYear) ? 'yyyy' : 'yy',
  }
  return `${pattern[order[0]]}${separators[0]}${pattern[order[1]]}${separators[1]}${pattern[order[2]]}`
}

export const looksLikeDate = (text: string): boolean => {
  const format = guessDateFormat([text])
  return format !== null && 'date' in readStatementDate(text, format)
}
