import { canonicalJson } from './canonical-json'

// Routine reads are summarised: paging through the dashboard makes dozens of requests per screen.
// Changes and exports are not routine: each keeps an entry of its own.
import type { RecordOperation } from './read-entry'

export const READ_SUMMARY_WINDOW_MS = 15 * 60 * 1000

export const MAX_SUMMARY_FILTERS = 20

export const MAX_SUMMARY_IDS = 200

export type ReadKind = 'list' | 'single'

export const READ_KIND_OPERATIONS = {
  list: ['find', 'findDistinct'],
  single: ['findByID'],
} as const satisfies Record<ReadKind, readonly RecordOperation[]>

export const readKind = (operation: RecordOperation): ReadKind | null => {
  for (const kind of ['list', 'single'] as const) {
    if ((READ_KIND_OPERATIONS[kind] as readonly string[]).includes(operation)) return kind
  }
  return null
}

export type ReadSummary = {
  requests: number
  firstAt: string
  lastAt: string
  filters: unknown[]
  ids: Array<number | string>
}

export type Read = {
  kind: ReadKind
  query: Record<string, unknown>
  rowCount: number
  at: Date
}

export type StoredSummary = { rowCount: number | null; details: unknown }

export type SummaryEntry = { rowCount: number; details: ReadSummary }

export const summaryWindowStart = (at: Date): Date =>
  new Date(at.getTime() - READ_SUMMARY_WINDOW_MS)

const isSummary = (details: unknown): details is ReadSummary => {
  if (!details || typeof details !== 'object') return false
  const { requests, firstAt, lastAt, filters, ids } = details as Record<string, unknown>
  return (
    typeof requests === 'number' &&
    typeof firstAt === 'string' &&
    !Number.isNaN(Date.parse(firstAt)) &&
    typeof lastAt === 'string' &&
    Array.isArray(filters) &&
    Array.isArray(ids)
  )
}

const canonical = (value: unknown): string => canonicalJson(value ?? null)

const withFilter = (filters: unknown[], filter: unknown): unknown[] => {
  if (filters.length >= MAX_SUMMARY_FILTERS) return filters
  const key = canonical(filter)
  return filters.some((kept) => canonical(kept) === key) ? filters : [...filters, filter ?? null]
}

const recordId = (id: unknown): number | string | null =>
  typeof id === 'number' || typeof id === 'string' ? id : null

const withId = (ids: Array<number | string>, id: unknown): Array<number | string> => {
  const kept = recordId(id)
  if (kept === null || ids.length >= MAX_SUMMARY_IDS) return ids
  return ids.some((other) => String(other) === String(kept)) ? ids : [...ids, kept]
}

const added = (summary: ReadSummary, read: Read): ReadSummary => ({
  requests: summary.requests + 1,
  firstAt: summary.firstAt,
  // Instances' clocks may differ slightly: the last read is the latest time seen.
  lastAt: Date.parse(summary.lastAt) > read.at.getTime() ? summary.lastAt : read.at.toISOString(),
  filters: read.kind === 'list' ? withFilter(summary.filters, read.query.where) : summary.filters,
  ids: read.kind === 'single' ? withId(summary.ids, read.query.id) : summary.ids,
})

const EMPTY: Omit<ReadSummary, 'firstAt' | 'lastAt'> = { requests: 0, filters: [], ids: [] }

export const summariseRead = (
  open: StoredSummary | null,
  read: Read,
): SummaryEntry & { continues: boolean } => {
  const details = open?.details
  if (
    open &&
    isSummary(details) &&
    read.at.getTime() - Date.parse(details.firstAt) < READ_SUMMARY_WINDOW_MS
  ) {
    return {
      continues: true,
      rowCount: (open.rowCount ?? 0) + read.rowCount,
      details: added(details, read),
    }
  }
  const at = read.at.toISOString()
  return {
    continues: false,
    rowCount: read.rowCount,
    details: added({ ...EMPTY, firstAt: at, lastAt: at }, read),
  }
}
