import { expect, type APIRequestContext } from '@playwright/test'

import { CREDIT_COLUMN_FORMAT } from '../../../scripts/lib/credit-column-format'
import { bankToday } from './bank-day'

/**
 * A statement of today's credit lines (each its description and amount as the bank writes
 * it, e.g. "2,750.00"), imported through the API under a bank format made for it, as an admin
 * would map the academy's account once. The import's id.
 */
export const importCreditLines = async (
  admin: APIRequestContext,
  tag: string,
  lines: Array<{ description: string; amount: string }>,
): Promise<number> => {
  const mapping = await admin.post('/api/statement-mappings', {
    data: {
      name: `${tag} format`,
      account: `${tag} Maybank 5123 4567 8901`,
      mapping: CREDIT_COLUMN_FORMAT,
    },
  })
  expect(mapping.status()).toBe(201)
  const csv = [
    'Posting Date,Description,Debit,Credit',
    ...lines.map(({ description, amount }) => `${bankToday()},${description},,"${amount}"`),
  ].join('\n')
  const imported = await admin.post('/api/dashboard/statements', {
    multipart: {
      mapping: String((await mapping.json()).doc.id),
      file: { name: `${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  })
  expect(imported.status()).toBe(201)
  return (await imported.json()).importId
}
