import { adminEndpoint } from '@/endpoints/role-endpoint'
import { importStatement } from '@/server/payments/import-statement'

import { statementText } from './statement-text'
import { fieldText, readMultipart } from './uploaded-file'

export const FORMAT_REQUIRED = 'Choose the statement’s bank format.'

export const importStatementEndpoint = adminEndpoint(
  'post',
  '/dashboard/statements',
  async (req) => {
    const { fields, file } = await readMultipart(req)
    const mappingId = Number(fieldText(fields, 'mapping'))
    if (!Number.isSafeInteger(mappingId) || mappingId <= 0) {
      return Response.json({ errors: [{ message: FORMAT_REQUIRED }] }, { status: 400 })
    }
    const text = statementText(file)
    const summary = await importStatement(req, {
      fileName: file?.name ?? 'statement.csv',
      text,
      mappingId,
    })
    return Response.json(summary, { status: 201, headers: { 'cache-control': 'no-store' } })
  },
)
