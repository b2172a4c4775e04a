import { adminEndpoint } from '@/endpoints/role-endpoint'
import { findLikelyHeaderRow, readStatementHeader } from '@/lib/payments/parse-statement'

import { fieldText, readMultipart } from './uploaded-file'
import { statementText } from './statement-text'

/**
 * POST /api/dashboard/statements/columns (multipart: file, skipRows?) — the header columns of
 * a statement file, for an admin mapping a bank's format for the first time (admin).
 */
export const statementColumns = adminEndpoint(
  'post',
  '/dashboard/statements/columns',
  async (req) => {
    const { fields, file } = await readMultipart(req)
    const text = statementText(file)
    const given = fieldText(fields, 'skipRows')
    const skipRows = given && /^\d{1,3}$/.test(given) ? Number(given) : findLikelyHeaderRow(text)
    return Response.json(
      { skipRows, columns: readStatementHeader(text, { skipRows }) },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
)
