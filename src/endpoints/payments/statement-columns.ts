import { APIError } from 'payload'

import { adminEndpoint } from '@/endpoints/role-endpoint'
import { readStatementHeader } from '@/lib/payments/parse-statement'
import { previewStatement } from '@/lib/payments/statement/preview-statement'
import { proposeMapping } from '@/lib/payments/statement/propose-mapping'
import { isStatementMapping, type StatementMapping } from '@/lib/payments/statement-profiles'

import { statementRows } from './statement-text'
import { fieldText, readMultipart } from './uploaded-file'

export const MAPPING_NOT_JSON = 'The mapping sent is not JSON.'
export const MAPPING_NOT_A_MAPPING = 'The mapping sent is not a statement mapping.'

const sentMapping = (text: string | null): StatementMapping | null => {
  if (text === null || text.trim() === '') return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new APIError(MAPPING_NOT_JSON, 400)
  }
  if (!isStatementMapping(value)) throw new APIError(MAPPING_NOT_A_MAPPING, 400)
  return value
}

export const statementColumns = adminEndpoint(
  'post',
  '/dashboard/statements/columns',
  async (req) => {
    const { fields, file } = await readMultipart(req)
    const table = await statementRows(file)
    const given = fieldText(fields, 'skipRows')
    const asked = given && /^\d{1,3}$/.test(given) ? Number(given) : undefined
    const mapping = sentMapping(fieldText(fields, 'mapping'))
    const proposal = proposeMapping(table, { skipRows: asked })
    const skipRows = proposal.skipRows
    return Response.json(
      {
        skipRows,
        columns: readStatementHeader(table, { skipRows }),
        proposal,
        preview: previewStatement(table, mapping ?? proposal.mapping),
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
)
