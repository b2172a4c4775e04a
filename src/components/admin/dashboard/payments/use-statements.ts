'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import type { StatementPreview } from '@/lib/payments/statement/preview-statement'
import type { StatementProposal } from '@/lib/payments/statement/propose-mapping'
import type { StatementMapping as Mapping } from '@/lib/payments/statement-profiles'
import type { StatementMapping } from '@/payload-types'
import type { StatementImportSummary } from '@/server/payments/import-statement'

import { apiRequest, apiUpload } from '../data/api'
import type { Paginated } from '../data/paginated'
import { useDashboardMutation } from '../data/use-dashboard-mutation'
import {
  FORMAT_SAVE_FAILED,
  FORMAT_SAVED,
  STATEMENT_IMPORT_FAILED,
  STATEMENT_IMPORTED,
} from './payment-messages'
import { STATEMENT_LINES, STATEMENT_MAPPINGS } from './payment-queries'

/** A statement file as the server reads it for mapping: its header, a proposal and a preview. */
export type StatementColumns = {
  skipRows: number
  columns: string[]
  proposal: StatementProposal
  preview: StatementPreview
}

export type NewStatementFormat = { name: string; account: string; mapping: Mapping }

/** The bank formats saved so far, by name. */
export const useStatementFormats = () =>
  useQuery<Paginated<StatementMapping>>({
    queryKey: [STATEMENT_MAPPINGS, { sort: 'name', limit: 100, depth: 0 }],
  })

/** POST /api/statement-mappings; the list is read again before the caller hears of it. */
export const useSaveStatementFormat = () =>
  useDashboardMutation({
    mutationFn: (format: NewStatementFormat) =>
      apiRequest<{ doc: StatementMapping }>('POST', STATEMENT_MAPPINGS, format),
    success: FORMAT_SAVED,
    failure: FORMAT_SAVE_FAILED,
    refresh: [STATEMENT_MAPPINGS],
  })

const STATEMENT_COLUMNS = '/api/dashboard/statements/columns'

// Tells files apart in the cache: the same name chosen again after an edit is read again.
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

/**
 * The header of a statement file, to map a new bank format on, with the mapping the server
 * proposes and a preview read with `mapping` (or, without one, the proposal). Without
 * `skipRows` the server finds the header row itself. While another answer is read, the last
 * one stays on screen.
 */
export const useStatementColumns = (
  file: File,
  skipRows: number | undefined,
  mapping: Mapping | null = null,
) =>
  useQuery<StatementColumns>({
    queryKey: [STATEMENT_COLUMNS, fileKey(file), skipRows ?? 'found', mapping],
    queryFn: () => {
      const form = new FormData()
      form.set('file', file)
      if (skipRows !== undefined) form.set('skipRows', String(skipRows))
      if (mapping) form.set('mapping', JSON.stringify(mapping))
      return apiUpload<StatementColumns>(STATEMENT_COLUMNS, form)
    },
    placeholderData: keepPreviousData,
  })

/** POST /api/dashboard/statements: its new credit lines join the lines to decide. */
export const useImportStatement = () =>
  useDashboardMutation({
    mutationFn: ({ file, format }: { file: File; format: number }) => {
      const form = new FormData()
      form.set('file', file)
      form.set('mapping', String(format))
      return apiUpload<StatementImportSummary>('/api/dashboard/statements', form)
    },
    success: STATEMENT_IMPORTED,
    failure: STATEMENT_IMPORT_FAILED,
    refresh: [STATEMENT_LINES],
  })
