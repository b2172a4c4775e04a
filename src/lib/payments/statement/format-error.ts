/** The file as a whole does not fit the mapping: no header row, or a mapped column missing. */
export class StatementFormatError extends Error {
  readonly missingColumns: string[]

  constructor(message: string, missingColumns: string[] = []) {
    super(message)
    this.name = 'StatementFormatError'
    this.missingColumns = missingColumns
  }
}
