import type { Payload } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'
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

/**
 * A bank day `daysAgo` days before today in Malaysia, as the test statements write it
 * (dd/MM/yyyy): a payment is never dated after today, nor long before its registration.
 */
export const bankDay = (daysAgo: number): string => {
  const day = new Date(`${formatInMalaysia(new Date(), 'yyyy-MM-dd')}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - daysAgo)
  const [year, month, date] = day.toISOString().slice(0, 10).split('-')
  return `${date}/${month}/${year}`
}

/** The same day as the ledger stores it (YYYY-MM-DD). */
export const isoBankDay = (daysAgo: number): string =>
  bankDay(daysAgo).split('/').reverse().join('-')
