import { collapseSpaces, isBlankCell, normaliseHeaderText } from './cell-text'

const ROWS_BELOW = 20

// A repeated name is told apart by its position ("Amount (2)"), here and in every mapping, so
// the same file always gives the same names.
export const headerNames = (rows: readonly string[][], headerIndex: number): string[] => {
  const header = rows[headerIndex] ?? []
  const below = rows.slice(headerIndex + 1, headerIndex + 1 + ROWS_BELOW)
  const width = Math.max(header.length, ...below.map((row) => row.length))
  const names: string[] = []
  const taken = new Set<string>()
  for (let column = 0; column < width; column++) {
    let name = collapseSpaces(header[column] ?? '')
    if (!name && below.some((row) => !isBlankCell(row[column] ?? ''))) name = `Column ${column + 1}`
    if (name) {
      let unique = name
      for (let copy = 2; taken.has(normaliseHeaderText(unique)); copy++)
        unique = `${name} (${copy})`
      name = unique
      taken.add(normaliseHeaderText(name))
    }
    names.push(name)
  }
  while (names.length > 0 && names[names.length - 1] === '') names.pop()
  return names
}

export const columnPositions = (names: readonly string[]): Map<string, number> => {
  const positions = new Map<string, number>()
  names.forEach((name, index) => {
    if (name) positions.set(normaliseHeaderText(name), index)
  })
  return positions
}
