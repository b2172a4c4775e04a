export class StatementFormatError extends Error {
  readonly missingColumns: string[]

  constructor(message: string, missingColumns: string[] = []) {
    super(message)
    this.name = 'StatementFormatError'
    this.missingColumns = missingColumns
  }
}
