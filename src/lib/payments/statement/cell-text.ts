// Exports meant for Excel wrap numbers as ="0123" so leading zeros survive; the value is inside.
export const unwrapSpreadsheetText = (cell: string): string => {
  const wrapped = /^="(.*)"$/s.exec(cell.trim())
  return (wrapped ? wrapped[1] : cell).trim()
}

export const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim()

export const normaliseHeaderText = (text: string): string => collapseSpaces(text).toLowerCase()

// Banks fill the column a row does not use with a dash rather than leaving it empty.
const PLACEHOLDER = /^[-\u2013\u2014]$/

export const isBlankCell = (text: string): boolean => {
  const value = unwrapSpreadsheetText(text)
  return value === '' || PLACEHOLDER.test(value)
}
