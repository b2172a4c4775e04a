// Never the records; the filter as sent (cut when long), so an admin can tell what a read reached.

// Set in `context` by code that audits its own reads (an export writes one entry for the file).
export const READ_AUDITED_BY_CALLER = 'personalDataReadAudited'

export const RECORD_OPERATIONS = [
  'find',
  'findByID',
  'findDistinct',
  'update',
  'updateByID',
  'delete',
  'deleteByID',
] as const

export type RecordOperation = (typeof RECORD_OPERATIONS)[number]

export const isRecordOperation = (operation: string): operation is RecordOperation =>
  (RECORD_OPERATIONS as readonly string[]).includes(operation)

export const MAX_FILTER_LENGTH = 2000

const keptFilter = (where: unknown): unknown => {
  if (where === undefined || where === null) return null
  const text = JSON.stringify(where)
  return text.length <= MAX_FILTER_LENGTH ? where : { truncated: text.slice(0, MAX_FILTER_LENGTH) }
}

type OperationArgs = {
  id?: unknown
  where?: unknown
  sort?: unknown
  limit?: unknown
  page?: unknown
  pagination?: unknown
  field?: unknown
}

const definedOnly = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined))

export const readQuery = (
  collection: string,
  operation: RecordOperation,
  args: OperationArgs,
): Record<string, unknown> =>
  definedOnly({
    collection,
    operation,
    id: args.id,
    where: args.where === undefined ? undefined : keptFilter(args.where),
    sort: args.sort,
    limit: args.limit,
    page: args.page,
    pagination: args.pagination,
    field: args.field,
  })

export const recordsIn = (operation: RecordOperation, result: unknown): number => {
  if (!result || typeof result !== 'object') return 0
  if (operation === 'findByID' || operation === 'updateByID' || operation === 'deleteByID') {
    return 1
  }
  const { docs, values } = result as { docs?: unknown; values?: unknown }
  if (Array.isArray(docs)) return docs.length
  if (Array.isArray(values)) return values.length
  return 0
}
