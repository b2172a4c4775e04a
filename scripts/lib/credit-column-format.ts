/**
 * A bank format as an admin maps one for a statement with a Posting Date (dd/MM/yyyy), a
 * Description and a Credit column: the format the end-to-end specs and the benchmarks import
 * their statements with.
 */
export const CREDIT_COLUMN_FORMAT = {
  header: { containing: 'Posting Date' },
  dateColumn: 'Posting Date',
  dateFormat: 'dd/MM/yyyy',
  descriptionColumns: ['Description'],
  amount: { kind: 'credit-column', column: 'Credit' },
}
