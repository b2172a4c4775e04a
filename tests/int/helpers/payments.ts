import type { Payload } from 'payload'

import type { StatementMapping } from '@/lib/payments/statement-profiles'

let formats = 0

/** A simple bank export: a summary line, then date, description, credit, payer. */
export const TEST_MAPPING: StatementMapping = {
  header: { containing: 'Transaction Date' },
  dateColumn: 'Transaction Date',
  dateFormat: 'dd/MM/yyyy',
  descriptionColumns: ['Description', 'Recipient Reference'],
  amount: { kind: 'credit-column', column: 'Credit' },
  payerColumn: 'Sender',
}

/** A saved statement format for one made-up account of the academy. */
export const createStatementFormat = (payload: Payload, account = `Test Bank ${++formats}`) =>
  payload.create({
    collection: 'statement-mappings',
    data: { name: `${account} format`, account, mapping: TEST_MAPPING as never },
  })

export type CreditRow = {
  date: string
  description: string
  reference?: string
  credit?: string
  debit?: string
  sender?: string
}

/** The statement's CSV text, in TEST_MAPPING's columns. */
export const statementCsv = (rows: CreditRow[]): string =>
  [
    'Account Statement,Academy current account',
    'Transaction Date,Description,Recipient Reference,Debit,Credit,Sender',
    ...rows.map((row) =>
      [
        row.date,
        row.description,
        row.reference ?? '',
        row.debit ?? '',
        row.credit ?? '',
        row.sender ?? '',
      ]
        .map((cell) => `"${cell.replace(/"/g, '""')}"`)
        .join(','),
    ),
  ].join('\n')
